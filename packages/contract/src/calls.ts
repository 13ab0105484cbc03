import { authCalls } from './auth.js';
import { catalogCalls } from './catalog.js';
import { contentCalls } from './content.js';
import { healthCalls } from './health.js';
import { profileCalls } from './profile.js';
import { storeCalls } from './store.js';

/** Every call of the API, by feature; the OpenAPI document lists exactly these. */
export const calls = {
  auth: authCalls,
  catalog: catalogCalls,
  content: contentCalls,
  health: healthCalls,
  profile: profileCalls,
  store: storeCalls,
};
