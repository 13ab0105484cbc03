import { adminAnnouncementCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { sanitizeTranslatedRichText } from '../../../platform/rich-text.js';
import {
  createAnnouncement,
  listAnnouncements,
  removeAnnouncement,
  updateAnnouncement,
} from './announcements.service.js';

export async function announcementRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminAnnouncementCalls.list, async ({ query }) => listAnnouncements(deps, query));
  handle(app, adminAnnouncementCalls.preview, async ({ query }) => sanitizeTranslatedRichText(query));
  handle(app, adminAnnouncementCalls.create, async ({ body }, { session }) => createAnnouncement(deps, session, body));
  handle(app, adminAnnouncementCalls.update, async ({ params, body }, { session }) =>
    updateAnnouncement(deps, session, params.id, body),
  );
  handle(app, adminAnnouncementCalls.remove, async ({ params }, { session }) =>
    removeAnnouncement(deps, session, params.id),
  );
}
