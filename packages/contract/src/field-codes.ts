// No zod here: the storefront reads the codes' type, and the API makes every field error from this table.

/**
 * Every field error the shop words itself: a stable code and its English text. An error is made from
 * its code (`fieldError`); the API answers the text below, the storefront words the code in its own
 * catalogue, so a reworded text changes no behaviour. `{name}` is a parameter the error gives.
 */
export const fieldMessages = {
  // spec-coverage 5.3, 5.7a, 5.7b, 8.5, 8.15
  required: 'Required field',
  invalid_characters: 'Invalid characters',
  invalid_email: 'Invalid email',
  invalid_phone: 'Invalid phone number',
  coupon_invalid: 'Coupon is invalid or expired',
  coupon_first_order_only: 'This coupon is for a first order only',
  restock_already_requested: 'You have already requested notification about product restock',
  unavailable_currency: 'Unavailable currency.',
  no_delivery_methods: 'No possible delivery methods to this region',
  items_not_deliverable: 'Some items cannot be delivered by the chosen service, please choose another',
  max_quantity_in_cart: 'The maximum quantity is already in the cart',
  // Sign-in.
  email_too_long: 'The email must not be longer than 50 characters',
  unknown_store: 'Unknown store',
  invalid_code: 'Invalid code',
  code_expired: 'The code has expired',
  code_burnt: 'Too many wrong attempts. Please request a new code',
  // The checkout's own rules: the cart, delivery and payment choices.
  cart_empty: 'Your cart is empty',
  out_of_stock: 'Some items are out of stock: remove them to continue',
  quantity_clamped: 'Fewer items are in stock than you chose: the quantities were reduced',
  unknown_method: 'Choose one of the offered methods',
  shipping_method_unavailable: 'This shipping method is not available',
  unknown_pickup_point: 'Choose one of the offered pickup points',
  order_too_large: 'This order is too large to place online: please split it or contact us',
  /** The key of an earlier order sent with another body (422 on `idempotencyKey`). */
  idempotency_key_reused: 'This idempotency key was used with a different request',
  // Lengths and references the services check.
  too_long: 'Must not be longer than {max} characters',
  too_short: 'Must be at least {min} characters',
  unknown_country: 'Unknown country',
  unknown_region: 'Unknown region',
  country_not_served: 'We do not ship to this country',
  unknown_brand: 'Unknown brand',
  unknown_option_value: 'Unknown option value',
  tracking_number_required: 'A shipped order needs a tracking number',
  /** The back office's refund: more than was paid and not yet refunded. */
  refund_over_limit: 'At most {max} can be refunded',
  // Back office: stock, prices and coupons (docs/admin.md).
  old_price_not_above_price: 'The old price must be higher than the price, or empty',
  too_many_for_bulk: 'A bulk change takes at most {max} variations: narrow the selection',
  bulk_selection_changed: 'The selection changed since the preview: preview it again',
  percent_out_of_range: 'A percent is from 1 to 100',
  amount_not_positive: 'Enter an amount above zero',
  ends_before_start: 'The end must be after the start',
  coupon_code_format: 'Letters, digits, - and _ only, 3 to 32 of them',
  coupon_code_taken: 'Another coupon has this code',
  invalid_color: 'Use a colour such as #1f6f43',
  invalid_date: 'Use a date such as 2026-01-31',
  date_range_too_long: 'Choose at most a year',
  /** A carrier's own words, as it refused a look-up (spec-coverage 8.10). */
  carrier_refused: '{reason}',
} as const;

type Messages = typeof fieldMessages;
export type FieldErrorCode = keyof Messages;
type ParamNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** The parameters a code's text needs: none, or an object with each one. */
type ParamsOf<Code extends FieldErrorCode> = [ParamNames<Messages[Code]>] extends [never]
  ? []
  : [Record<ParamNames<Messages[Code]>, string | number>];
/** A code whose text needs no parameter, which a schema's check may name. */
export type PlainFieldErrorCode = {
  [Code in FieldErrorCode]: ParamsOf<Code> extends [] ? Code : never;
}[FieldErrorCode];

/** One message under a field and its code, as the 422 body and the checkout's validation list them. */
export type FieldError = { code: string; message: string };
/** Field errors by dotted field path. */
export type FieldErrors = Record<string, FieldError[]>;

/** The error of a code, worded from the table. */
export function fieldError<Code extends FieldErrorCode>(code: Code, ...params: ParamsOf<Code>): FieldError {
  const values: Record<string, string | number> = params[0] ?? {};
  return { code, message: fieldMessages[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) };
}

/** Adds an error to a field's list. */
export function addFieldError(errors: FieldErrors, field: string, error: FieldError) {
  (errors[field] ??= []).push(error);
}

/**
 * A schema check's error: the code, which `fieldErrorOfIssue` words from the table
 * (`.email({ error: byCode('invalid_email') })`).
 */
export const byCode = (code: PlainFieldErrorCode): string => code;

const isPlainCode = (text: string): text is PlainFieldErrorCode =>
  Object.hasOwn(fieldMessages, text) && !fieldMessages[text as FieldErrorCode].includes('{');

/** A message a form shows: a schema check's code worded from the table, any other text as it is. */
export const fieldMessageOf = (text: string): string => (isPlainCode(text) ? fieldMessages[text] : text);

/**
 * A schema issue as a field error: a check that names a code (`byCode`) is worded from the table;
 * any other keeps zod's code and the schema's own words.
 */
export const fieldErrorOfIssue = (issue: { code: string; message: string }): FieldError =>
  isPlainCode(issue.message) ? fieldError(issue.message) : { code: issue.code, message: issue.message };

/**
 * The wire's two lists per field (envelope.ts `validationErrorBody`, checkout `CheckoutValidation`):
 * the texts in `errors` and, in the same order, their codes in `codes`.
 */
export function fieldErrorLists(fields: FieldErrors) {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fields)) {
    errors[field] = list.map((error) => error.message);
    codes[field] = list.map((error) => error.code);
  }
  return { errors, codes };
}
