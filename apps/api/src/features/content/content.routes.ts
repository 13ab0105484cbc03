import { announcement, informationPage, menuItem, sitemapPage, slide, slugParams } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { brandRoutes } from './brand.routes.js';
import { getAnnouncements, getInformationPage, getMenu, getSlides } from './content.service.js';
import { postRoutes } from './post.routes.js';
import { getSitemapPage } from './sitemap-page.service.js';

/** Public content of the layout and the static pages; every text in the request language. */
export async function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  defineRoute(app, {
    method: 'GET',
    url: '/menu',
    summary: 'Top menu: items with the category subtree of each',
    tags: ['content'],
    response: z.array(menuItem),
    handler: async (_input, request) => getMenu(db, request.lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/announcements',
    summary: 'Announcement strip: active announcements within their dates',
    tags: ['content'],
    response: z.array(announcement),
    handler: async (_input, request) => getAnnouncements(db, request.lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/store/slider',
    summary: 'Home page slides with desktop and mobile images; an advertised price in the request currency',
    tags: ['content'],
    response: z.array(slide),
    handler: async (_input, request) => getSlides(db, request.lang, request.currencyCode),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/information/:slug',
    summary: 'An information page (delivery, payments, returns …); 404 for an unknown slug',
    tags: ['content'],
    params: slugParams,
    response: informationPage,
    handler: async ({ params }, request) => getInformationPage(db, params.slug, request.lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sitemap',
    summary: 'Data of the sitemap page: categories, brands, information pages, posts, products (capped)',
    tags: ['content'],
    response: sitemapPage,
    handler: async (_input, request) => getSitemapPage(db, request.lang),
  });

  await brandRoutes(app, deps);
  await postRoutes(app, deps);
}
