/**
 * The catalogue's rules that other features reuse (the cart, the checkout): how much one line
 * may hold and what a kit's items allow, and the URLs of a stored picture's variants.
 */
export { productImage } from './product-images.js';
export { canOrder, kitStockOf, maxQuantityOf, type StockState } from './stock-rules.js';
