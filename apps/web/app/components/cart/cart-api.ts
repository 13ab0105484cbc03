import type { CartAnswer, CartInput } from '@kordon/contract';

// The API client and the call declarations (with zod) load with the first cart call, never with a page.
const api = () => Promise.all([import('../../lib/api.client'), import('../../lib/call-declarations')]);

/** PUT /cart: the server prices the chosen lines in the page's language and currency. */
export async function priceCart(input: CartInput): Promise<CartAnswer> {
  const [{ browserCall }, { cartCalls }] = await api();
  return browserCall(cartCalls.price, { body: input });
}

/** DELETE /cart: the session's cart is forgotten on the server too. */
export async function forgetCart(): Promise<void> {
  const [{ browserCall }, { cartCalls }] = await api();
  await browserCall(cartCalls.clear);
}
