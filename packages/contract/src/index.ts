export * from './catalog.js';
export * from './content.js';
export * from './envelope.js';
export * from './headers.js';
export * from './health.js';
export * from './messages.js';
export * from './money.js';
export * from './store.js';
