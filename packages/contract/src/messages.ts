/** Validation texts of spec §5; the storefront shows them verbatim or by translation key. */
export const messages = {
  required: 'Required field',
  invalidCharacters: 'Invalid characters',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  couponInvalid: 'Coupon is invalid or expired',
  restockAlreadyRequested: 'You have already requested notification about product restock',
  unavailableCurrency: 'Unavailable currency.',
} as const;
