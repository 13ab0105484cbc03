/** Spec §2 access guard, derived from the URL table the router is built from. */
export { isPathAllowed } from '@kordon/contract';
