// What the server renders in full but the browser hydrates after the option pickers: see
// product-sections-lazy.ts.
export { Breadcrumbs } from '../common/breadcrumbs';
export { BuyOrder, BuyPrice } from './buy-order';
export { ProductDetails } from './product-details';
export { ProductGallery } from './product-gallery';
export { ProductHead } from './product-head';
export { RelatedProducts } from './related-products';
