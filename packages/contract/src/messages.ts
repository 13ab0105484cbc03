/** Validation texts of spec-coverage 5.3, 5.7a, 5.7b; the storefront shows them verbatim or by translation key. */
export const messages = {
  required: 'Required field',
  invalidCharacters: 'Invalid characters',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  couponInvalid: 'Coupon is invalid or expired',
  couponFirstOrderOnly: 'This coupon is for a first order only',
  restockAlreadyRequested: 'You have already requested notification about product restock',
  unavailableCurrency: 'Unavailable currency.',
  noDeliveryMethods: 'No possible delivery methods to this region',
  itemsNotDeliverable: 'Some items cannot be delivered by the chosen service, please choose another',
  maxQuantityInCart: 'The maximum quantity is already in the cart',
} as const;

/** Texts of the sign-in flow that the storefront may show verbatim. */
export const authMessages = {
  emailTooLong: 'The email must not be longer than 50 characters',
  unknownStore: 'Unknown store',
  invalidCode: 'Invalid code',
  codeExpired: 'The code has expired',
  codeBurnt: 'Too many wrong attempts. Please request a new code',
} as const;

/** Texts of the checkout's own rules (cart, delivery and payment choices), with codes of their own. */
export const checkoutMessages = {
  cartEmpty: 'Your cart is empty',
  outOfStock: 'Some items are out of stock: remove them to continue',
  quantityClamped: 'Fewer items are in stock than you chose: the quantities were reduced',
  unknownMethod: 'Choose one of the offered methods',
  unknownPickupPoint: 'Choose one of the offered pickup points',
  orderTooLarge: 'This order is too large to place online: please split it or contact us',
  /** Code `idempotency_key_reused`: the key of an earlier order sent with another body (422 on `idempotencyKey`). */
  idempotencyKeyReused: 'This idempotency key was used with a different request',
} as const;
