/**
 * The catalogue's rules that other features reuse (the cart, the checkout): what a kit's items
 * allow and the URLs of a stored picture's variants. How much one line may hold is the contract's.
 */
export { productImage } from './product-images.js';
export { canOrder, kitStockOf } from './stock-rules.js';
