import * as s from '@kordon/api/db/schema/index.js';
import { sanitizeTranslatedRichText } from '@kordon/api/platform/rich-text.js';
import { INFORMATION_PAGES } from '../content/pages/index.js';
import { TAGS } from '../content/post-types.js';
import { GEAR_POSTS } from '../content/posts-gear.js';
import { HOBBY_POSTS } from '../content/posts-hobby.js';
import { ANNOUNCEMENTS, SLIDES } from '../content/promo.js';
import { mediaPaths } from '../images/plan.js';
import { daysBefore, requireId, type Tx } from './tx.js';

export const POSTS = [...GEAR_POSTS, ...HOBBY_POSTS].sort((a, b) => a.daysAgo - b.daysAgo);

export async function writeContent(tx: Tx, now: Date): Promise<void> {
  await tx.insert(s.informationPages).values(
    INFORMATION_PAGES.map((page, position) => ({
      ...page,
      content: sanitizeTranslatedRichText(page.content),
      position,
    })),
  );

  const tags = await tx.insert(s.tags).values(TAGS).returning({ id: s.tags.id, slug: s.tags.slug });
  const tagIds = new Map(tags.map((t) => [t.slug, t.id]));
  const posts = await tx
    .insert(s.posts)
    .values(
      POSTS.map((p) => ({
        slug: p.slug,
        title: p.title,
        preview: p.preview,
        content: sanitizeTranslatedRichText(p.content),
        author: p.author,
        keywords: p.keywords,
        image: mediaPaths.post(p.slug),
        createdAt: daysBefore(now, p.daysAgo, 9),
      })),
    )
    .returning({ id: s.posts.id, slug: s.posts.slug });
  const postIds = new Map(posts.map((p) => [p.slug, p.id]));
  await tx
    .insert(s.postTags)
    .values(
      POSTS.flatMap((p) =>
        p.tags.map((tag) => ({ postId: requireId(postIds, p.slug, 'post'), tagId: requireId(tagIds, tag, 'tag') })),
      ),
    );

  await tx
    .insert(s.announcements)
    .values(ANNOUNCEMENTS.map((a, position) => ({ ...a, htmlText: sanitizeTranslatedRichText(a.htmlText), position })));
  await tx.insert(s.slides).values(
    SLIDES.map((slide, position) => ({
      title: slide.title,
      subtitle: slide.subtitle,
      images: {
        original: mediaPaths.slideDesktop(slide.code),
        desktop: mediaPaths.slideDesktop(slide.code),
        mobile: mediaPaths.slideMobile(slide.code),
      },
      link: slide.link,
      price: slide.price ?? null,
      position,
    })),
  );
}
