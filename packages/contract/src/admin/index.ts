export * from './audit.js';
export * from './orders.js';
export * from './staff.js';
export * from './version.js';
