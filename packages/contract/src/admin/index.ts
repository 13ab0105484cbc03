export * from './announcements.js';
export * from './audit.js';
export * from './coupons.js';
export * from './dashboard.js';
export * from './settings.js';
export * from './staff.js';
export * from './stock.js';
export * from './version.js';
