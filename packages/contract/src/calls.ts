import { authCalls } from './auth.js';
import { catalogCalls } from './catalog.js';
import { contentCalls } from './content.js';
import { healthCalls } from './health.js';
import { productPageCalls } from './product-page.js';
import { productCalls } from './products.js';
import { profileCalls } from './profile.js';
import { reviewCalls } from './reviews.js';
import { storeCalls } from './store.js';

/** Every call of the API, by feature; the OpenAPI document lists exactly these. */
export const calls = {
  auth: authCalls,
  catalog: catalogCalls,
  content: contentCalls,
  health: healthCalls,
  products: productCalls,
  productPages: productPageCalls,
  profile: profileCalls,
  reviews: reviewCalls,
  store: storeCalls,
};
