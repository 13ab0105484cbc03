// First: configures zod before any schema below is created.
import './zod-setup.js';

export * from './admin/index.js';
export * from './auth.js';
export * from './availability.js';
export * from './call.js';
export * from './calls.js';
export * from './cart.js';
export * from './catalog.js';
export * from './checkout.js';
export * from './checkout-lookups.js';
export * from './content.js';
export * from './email.js';
export * from './envelope.js';
export * from './field-codes.js';
export * from './headers.js';
export * from './health.js';
export * from './money.js';
export * from './orders.js';
export * from './page-request.js';
export * from './paths.js';
export * from './payments.js';
export * from './product-card.js';
export * from './product-page.js';
export * from './products.js';
export * from './profile.js';
export * from './reviews.js';
export * from './store.js';
