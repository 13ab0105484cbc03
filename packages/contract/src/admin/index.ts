export * from './audit.js';
export * from './staff.js';
