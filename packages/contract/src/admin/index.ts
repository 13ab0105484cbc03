export * from './announcements.js';
export * from './audit.js';
export * from './dashboard.js';
export * from './settings.js';
export * from './staff.js';
export * from './version.js';
