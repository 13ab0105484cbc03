/** spec-coverage 2.3.1, 2.3.2, 2.3.3 access guard, derived from the URL table the router is built from. */
export { isPathAllowed } from '@kordon/contract';
