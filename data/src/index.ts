export { generateProductImages } from './images/generate.js';
export { type SeedOptions, seedDemoCatalogue } from './seed-demo.js';
export { seedLargeCatalogue } from './seed-large.js';
