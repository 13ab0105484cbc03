import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posts, postTags, tags } from '../../db/schema/index.js';

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  preview: posts.preview,
  author: posts.author,
  image: posts.image,
  createdAt: posts.createdAt,
};

export async function countPublishedPosts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(eq(posts.isPublished, true));
  return row?.total ?? 0;
}

/** Newest first; the id breaks ties so pages never overlap. */
export function selectPublishedPosts(db: Db, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(posts)
    .where(eq(posts.isPublished, true))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}

export async function selectPublishedPost(db: Db, by: { id: number } | { slug: string }) {
  const match = 'id' in by ? eq(posts.id, by.id) : eq(posts.slug, by.slug);
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.isPublished, true), match))
    .limit(1);
  return post;
}

export function selectTagsOfPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: postTags.postId, id: tags.id, slug: tags.slug, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(tags.slug));
}
