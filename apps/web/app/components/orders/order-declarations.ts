// The calls of the order pages, with their schemas (zod): imported dynamically, on first use, so
// no page carries them (as lib/call-declarations.ts does for the other browser calls).
export { checkoutCalls, checkoutLookupCalls, orderCalls, profileCalls } from '@kordon/contract';
