import { post, postListQuery, postParams, postSummary } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { getPost, listPosts } from './post.service.js';

export async function postRoutes(app: FastifyInstance, deps: AppDeps) {
  defineRoute(app, {
    method: 'GET',
    url: '/store/posts',
    summary: 'Review posts, newest first; the total count is in the X-Total-Count header',
    tags: ['posts'],
    query: postListQuery,
    response: z.array(postSummary),
    handler: async ({ query }, request, reply) => {
      const { posts, total } = await listPosts(deps.db, query, request.lang);
      reply.header('x-total-count', String(total));
      return posts;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/store/posts/:slugOrId',
    summary: 'A review post by numeric id or slug; 404 when unknown',
    tags: ['posts'],
    params: postParams,
    response: post,
    handler: async ({ params }, request) => getPost(deps.db, params.slugOrId, request.lang),
  });
}
