import type { FieldErrorCode } from '@kordon/contract';
import type { MessageKey, MessageValues } from '../../lib/i18n';
import type { Issue } from './checkout-rules';
import type { CheckoutState, FieldLists } from './checkout-state';

/** A message under a field: a catalogue entry, or the server's own text when we have none for it. */
export type Message = { key: MessageKey; values?: MessageValues } | { text: string };

/** Codes of the API's field messages (contract field-codes.ts) that the storefront words itself. */
const KNOWN: Record<string, MessageKey> = {
  required: 'validation.required',
  invalid_email: 'validation.invalidEmail',
  invalid_phone: 'checkout.errors.invalidPhone',
  invalid_characters: 'checkout.errors.invalidCharacters',
  coupon_invalid: 'checkout.errors.couponInvalid',
  coupon_first_order_only: 'checkout.errors.couponFirstOrder',
  no_delivery_methods: 'checkout.errors.noDeliveryMethods',
  items_not_deliverable: 'checkout.errors.itemsNotDeliverable',
  max_quantity_in_cart: 'product.maxInCart',
} satisfies Partial<Record<FieldErrorCode, MessageKey>>;

/** Messages about the cart, the coupon and the region show at once: they answer no typing. */
const ALWAYS_SHOWN_KEYS = new Set(['cart', 'coupon']);
const ALWAYS_SHOWN_CODES = new Set<string>(['no_delivery_methods', 'items_not_deliverable'] satisfies FieldErrorCode[]);

/** A 422's keys may carry the body's envelope (`order.customer.phone`); the form's keys do not. */
export const fieldKeyOf = (key: string) => key.replace(/^(order|delivery)\./, '');

const identity = (message: Message) => ('key' in message ? `key:${message.key}` : `text:${message.text}`);

/** The messages of one field of a server answer, each once, worded by code where we can. */
export function serverMessages(errors: FieldLists, codes: FieldLists, key: string): Message[] {
  const list = (errors[key] ?? []).map((text, i): Message => {
    const known = KNOWN[codes[key]?.[i] ?? ''];
    return known ? { key: known } : { text };
  });
  return [...new Map(list.map((message) => [identity(message), message])).values()];
}

/**
 * spec-coverage 8.10: shipping errors of a look-up (field → messages), added to those kept,
 * each message once per field.
 */
export function mergeFieldErrors(kept: FieldLists, added: FieldLists): FieldLists {
  const merged: FieldLists = { ...kept };
  for (const [field, messages] of Object.entries(added)) {
    merged[field] = [...new Set([...(merged[field] ?? []), ...messages])];
  }
  return merged;
}

/** A 422 body's messages and codes, with the keys of the form (envelope prefixes dropped). */
export function fieldListsOf(body: unknown): { errors: FieldLists; codes: FieldLists } {
  const { errors, codes } = (body ?? {}) as { errors?: unknown; codes?: unknown };
  const lists = (value: unknown): FieldLists => {
    if (typeof value !== 'object' || value === null) return {};
    const out: FieldLists = {};
    for (const [key, list] of Object.entries(value)) {
      if (Array.isArray(list)) out[fieldKeyOf(key)] = [...(out[fieldKeyOf(key)] ?? []), ...list.map(String)];
    }
    return out;
  };
  return { errors: lists(errors), codes: lists(codes) };
}

type Visibility = Pick<CheckoutState, 'errors' | 'codes' | 'touched' | 'submitted'>;

/**
 * What shows under a field: its client error once the shopper left it (or pressed Place order),
 * else the server's list for it when it is shown (spec-coverage 5.8b).
 */
export function messagesFor(state: Visibility, key: string, client: Issue | undefined): Message[] {
  const seen = state.submitted || state.touched[key] === true;
  if (client) return seen ? [client] : [];
  const codes = state.codes[key] ?? [];
  if (!seen && !ALWAYS_SHOWN_KEYS.has(key) && !codes.some((code) => ALWAYS_SHOWN_CODES.has(code))) return [];
  return serverMessages(state.errors, state.codes, key);
}

/** Server messages of keys no field shows (a 422 path the form has no field for), under the button. */
export const unplacedKeys = (errors: FieldLists, placed: Set<string>) =>
  Object.keys(errors).filter((key) => !placed.has(key));
