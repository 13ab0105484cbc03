import { calls } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import { variations } from '../db/schema/index.js';
import { call, signIn, startSession, uniqueEmail } from '../features/auth/auth.testing.js';
import { type CartCatalogue, putCart, sessionIdOf } from '../features/cart/cart.testing.js';
import { create, newKey, orderBody, person } from '../features/checkout/checkout.testing.js';
import { activeProductIds } from '../features/reviews/reviews.testing.js';
import type { TestApp } from '../testing/test-app.js';
import { addressPool } from './accounts-attack.js';

/** Customers and what they own, for ownership.test.ts; and every API call by who owns what it touches. */

const nextIp = addressPool(90);

/** A signed-in customer with an order, a pending review, a restock request, names and a cart. */
export async function customerWithBelongings(t: TestApp, c: CartCatalogue, storeId: number, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const signedIn = await signIn(t, storeId, email, { ip: nextIp() });
  const token = signedIn.token;
  const orderKey = newKey();
  const body = orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }, { customer: { ...person, email } });
  const order = await create(t, token, body, orderKey);
  if (order.statusCode !== 201) throw new Error(order.body);
  const [productId] = await activeProductIds(t, 1);
  const review = await call(t, 'POST', `/product/${productId}/reviews`, {
    token,
    body: { text: `${name} liked it`, rating: 5 },
  });
  if (review.statusCode !== 201) throw new Error(review.body);
  await call(t, 'POST', `/products/variation/${c.v.soldOut}/restock`, { token, body: { customerEmail: email } });
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1.2/profile/personal',
    headers: { 'x-auth-token': token },
    payload: { firstname: name, lastname: 'Owner', phone: '' },
  });
  await putCart(t, token, { products: [{ variationId: c.v.normal, quantity: 2 }] });
  return {
    email,
    token,
    id: signedIn.customer.id as string,
    sessionId: sessionIdOf(token),
    order: order.json().data as { id: string; number: string },
    orderKey,
    productId: productId!,
    reviewId: review.json().data.id as number,
  };
}

export type Owner = Awaited<ReturnType<typeof customerWithBelongings>>;

export async function anonymousVisitor(t: TestApp, storeId: number) {
  const pair = await startSession(t, storeId, nextIp());
  return { token: pair.token, sessionId: sessionIdOf(pair.token) };
}

/** A variation nobody can order now, so restock requests are taken. */
export async function soldOut(t: TestApp, variationId: number) {
  await t.db.update(variations).set({ stock: 0, availability: 'normal' }).where(eq(variations.id, variationId));
}

/** Every call of the contract by what its ids point at; routes outside it are listed in docs/security.md. */
export const callsByOwnership = {
  /** Take the id of something a customer or visitor owns: another's answers 404 (409 for a key). */
  ownedById: [
    'getOrder',
    'getOrderInvoice',
    'searchOrder',
    'payOrder',
    'deleteProductReview',
    'createOrder',
    'updateSavedAddress',
    'deleteSavedAddress',
  ],
  /** Take no owned id: they act on the caller's own session or customer, whatever the request says. */
  callersOwn: [
    'listOrders',
    'listActualOrders',
    'getPersonalInfo',
    'updatePersonalInfo',
    'priceCart',
    'clearCart',
    'listProductReviews',
    'createProductReview',
    'requestRestockNotice',
    // Writes only a mail to the shop, from the caller's session: nothing of anyone else's to reach.
    'sendContactMessage',
    'endSession',
    'requestLoginCode',
    'signInWithCode',
    'refreshSession',
  ],
  /** Public data (catalogue, content, look-ups) or the start of a session: nothing of anyone's. */
  public: [
    'startAnonymousSession',
    'validateCheckout',
    'listCategories',
    'listCheckoutCountries',
    'listCountryZones',
    'listShippingMethods',
    'listShippingTariffs',
    'listPickupPoints',
    'suggestRussianCities',
    'locateCity',
    'validateShippingMethod',
    'getMenu',
    'listAnnouncements',
    'getInformationPage',
    'getSitemapPage',
    'listBrands',
    'getBrandPage',
    'listPosts',
    'getPost',
    'lookUpSeo',
    'getHealth',
    'listPaymentMethods',
    'testCardWebhook',
    'stripeWebhook',
    'listProducts',
    'listProductKits',
    'getCategoryFilters',
    'getCategoryPage',
    'listTopSales',
    'listRelatedProducts',
    'getProductBySlug',
    'getProductKitBySlug',
    'resolveProductVariation',
    'resolveKitVariation',
    'checkProductStock',
    'checkKitStock',
    'getVariationRetailStock',
    'checkVariationStock',
    'checkKitVariationStock',
    'getContext',
    'listSlides',
  ],
  /**
   * The back office (`/admin/…`): staff only, by role, and no shopper's token opens any of it;
   * features/admin/admin-roles.test.ts holds every one of them to its least role.
   */
  backOffice: Object.values(calls)
    .flatMap((group) => Object.values(group))
    .filter((call) => call.path.startsWith('/admin/'))
    .map((call) => call.id),
};

export const contractCalls = () => Object.values(calls).flatMap((group) => Object.values(group));
