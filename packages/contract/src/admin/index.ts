export * from './audit.js';
export * from './coupons.js';
export * from './staff.js';
export * from './stock.js';
export * from './version.js';
