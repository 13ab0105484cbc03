/** Spec §2 legacy duplicates point their canonical link at their page; the table says which is which. */
export { canonicalPathOf } from '@kordon/contract';
