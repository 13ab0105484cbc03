import { adminSettingsCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { getShopSettings, updateShopSettings } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminSettingsCalls.get, async () => getShopSettings(deps));
  handle(app, adminSettingsCalls.update, async ({ body }, { session }) => updateShopSettings(deps, session, body));
}
