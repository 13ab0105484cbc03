import { contentCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CONTENT_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { getPost, listPosts } from './post.service.js';

export async function postRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(
    app,
    contentCalls.posts,
    async ({ query }, { request }) => {
      const { posts, total } = await listPosts(deps.db, query, request.lang);
      return { data: posts, total };
    },
    { cache: CONTENT_ANSWERS },
  );
  handle(app, contentCalls.post, async ({ params }, { request }) => getPost(deps.db, params.slugOrId, request.lang), {
    cache: CONTENT_ANSWERS,
  });
}
