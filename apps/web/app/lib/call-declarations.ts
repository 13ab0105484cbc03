// The browser's own calls bring zod with their schemas, so this is imported on a page's first call;
// importing '@kordon/contract' itself would put the whole contract into every page's chunks.
export {
  authCalls,
  cartCalls,
  contactCalls,
  productCalls,
  profileCalls,
  reviewCalls,
  storeCalls,
} from '@kordon/contract';
