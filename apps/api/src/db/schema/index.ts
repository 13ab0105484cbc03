export * from './catalog.js';
export * from './columns.js';
export * from './commerce.js';
export * from './content.js';
export * from './customers.js';
export * from './geo.js';
export * from './kits.js';
export * from './store.js';
