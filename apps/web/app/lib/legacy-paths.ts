/** spec-coverage 2.2.21 legacy duplicates point their canonical link at their page; the table says which is which. */
export { canonicalPathOf } from '@kordon/contract';
