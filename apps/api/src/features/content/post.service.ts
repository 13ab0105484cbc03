import type { LanguageCode, Post, PostSummary, PostTag } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { links } from '../../platform/links.js';
import { mediaUrl } from '../../platform/media-url.js';
import { pageName } from '../../platform/page-names.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { countPublishedPosts, selectPublishedPost, selectPublishedPosts, selectTagsOfPosts } from './post.queries.js';

type PostRow = Awaited<ReturnType<typeof selectPublishedPosts>>[number];

async function tagsByPost(db: Db, postIds: number[], lang: LanguageCode): Promise<Map<number, PostTag[]>> {
  const byPost = new Map<number, PostTag[]>();
  for (const row of await selectTagsOfPosts(db, postIds)) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ id: row.id, slug: row.slug, name: row.name[lang] });
    byPost.set(row.postId, list);
  }
  return byPost;
}

const toSummary = (row: PostRow, lang: LanguageCode, tags: PostTag[]): PostSummary => ({
  id: row.id,
  title: row.title[lang],
  slug: row.slug,
  link: links.post(row.slug),
  preview: row.preview[lang],
  author: row.author,
  createdAt: row.createdAt.toISOString(),
  tags,
  image: mediaUrl(row.image),
});

/** One page of published posts, newest first, with the total for the X-Total-Count header. */
export async function listPosts(
  db: Db,
  page: { limit: number; offset: number },
  lang: LanguageCode,
): Promise<{ posts: PostSummary[]; total: number }> {
  const [rows, total] = await Promise.all([selectPublishedPosts(db, page.limit, page.offset), countPublishedPosts(db)]);
  const tags = await tagsByPost(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return { posts: rows.map((row) => toSummary(row, lang, tags.get(row.id) ?? [])), total };
}

const MAX_SERIAL = 2_147_483_647;

/** A post by numeric id or by slug; a numeric slug is tried as a slug when no id matches. */
export async function getPost(db: Db, slugOrId: string, lang: LanguageCode): Promise<Post> {
  const id = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : Number.NaN;
  const row =
    (id > 0 && id <= MAX_SERIAL ? await selectPublishedPost(db, { id }) : undefined) ??
    (await selectPublishedPost(db, { slug: slugOrId }));
  if (!row) throw AppError.notFound('Post');
  const tags = (await tagsByPost(db, [row.id], lang)).get(row.id) ?? [];
  const summary = toSummary(row, lang, tags);
  return {
    ...summary,
    content: sanitizeRichText(row.content[lang]),
    keywords: row.keywords?.[lang] ?? '',
    breadcrumbs: [
      { name: pageName('home', lang), link: links.home },
      { name: pageName('reviews', lang), link: links.posts },
      { name: summary.title, link: summary.link },
    ],
  };
}
