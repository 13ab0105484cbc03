// The API calls the browser makes itself. Their declarations carry the request and answer schemas,
// and with them zod, so this module is imported dynamically, on a page's first call. (A dynamic
// import of '@kordon/contract' itself would put the whole contract into every page's chunks.)
export { authCalls, cartCalls, productCalls, profileCalls, reviewCalls, storeCalls } from '@kordon/contract';
