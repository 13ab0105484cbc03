import type {
  CheckoutCountry,
  CountryZone,
  OrderDetail,
  OrderListItem,
  OrderSummary,
  PaymentStart,
  PersonalInfo,
  PersonalUpdate,
  SavedAddress,
  SavedAddressInput,
} from '@kordon/contract';

// The API client and the declarations load with the first call, never with a page.
const api = () => Promise.all([import('../../lib/api.client'), import('./order-declarations')]);

/** GET /searchOrder: the visitor's own order, for the success and failure pages. */
export async function findOrder(number: string): Promise<OrderSummary> {
  const [{ browserCall }, { checkoutCalls }] = await api();
  return browserCall(checkoutCalls.searchOrder, { query: { number } });
}

/** POST /checkout/pay: a new payment of an unpaid order (pay again). */
export async function payOrder(number: string): Promise<PaymentStart> {
  const [{ browserCall }, { checkoutCalls }] = await api();
  return browserCall(checkoutCalls.pay, { body: { number } });
}

/** GET /profile/orders/actual (spec-coverage 7.4.1). */
export async function loadActualOrders(): Promise<OrderListItem[]> {
  const [{ browserCall }, { orderCalls }] = await api();
  return browserCall(orderCalls.actual);
}

/** GET /profile/orders (spec-coverage 7.4.2), one page. */
export async function loadOrderPage(limit: number, offset: number): Promise<{ data: OrderListItem[]; total: number }> {
  const [{ browserAnswer }, { orderCalls }] = await api();
  return browserAnswer(orderCalls.list, { query: { limit, offset } });
}

/** GET /profile/orders/{id} (spec-coverage 7.4.3). */
export async function loadOrderDetail(id: string): Promise<OrderDetail> {
  const [{ browserCall }, { orderCalls }] = await api();
  return browserCall(orderCalls.detail, { params: { id } });
}

/** GET /profile/orders/{id}/invoice: the business order's invoice (PDF), fetched with the session's token. */
export async function loadInvoice(id: string): Promise<Blob> {
  const [{ browserFile }, { orderCalls }] = await api();
  return browserFile(orderCalls.invoice, { params: { id } });
}

/** PUT /profile/personal: the saved personal information, or an ApiError (422 per field). */
export async function savePersonalInfo(changes: PersonalUpdate): Promise<PersonalInfo> {
  const [{ browserCall }, { profileCalls }] = await api();
  return browserCall(profileCalls.updatePersonal, { body: changes });
}

/** PUT /profile/addresses/{id}: the saved address as changed, or an ApiError (422 per field, 409). */
export async function saveAddress(id: string, changes: SavedAddressInput): Promise<SavedAddress> {
  const [{ browserCall }, { profileCalls }] = await api();
  return browserCall(profileCalls.updateAddress, { params: { id }, body: changes });
}

/** DELETE /profile/addresses/{id}. */
export async function deleteAddress(id: string): Promise<void> {
  const [{ browserCall }, { profileCalls }] = await api();
  await browserCall(profileCalls.deleteAddress, { params: { id } });
}

/** The countries and regions an address may name (the checkout's look-ups). */
export async function loadCountries(): Promise<CheckoutCountry[]> {
  const [{ browserCall }, { checkoutLookupCalls }] = await api();
  return browserCall(checkoutLookupCalls.countries);
}

export async function loadZones(countryCode: string): Promise<CountryZone[]> {
  const [{ browserCall }, { checkoutLookupCalls }] = await api();
  return browserCall(checkoutLookupCalls.countryZones, { query: { countryCode } });
}
