export * from './audit.js';
export * from './customers.js';
export * from './restock.js';
export * from './reviews.js';
export * from './staff.js';
export * from './version.js';
