import type { LanguageCode, OrderDetail, OrderListItem, OrderState } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { links } from '../../platform/links.js';
import { orderMoneyFormatter } from './order-money.js';
import { actualStates, stateName } from './order-states.js';
import { type OrderFull, selectCustomerOrders, selectItemCounts, selectOrderFull } from './orders.queries.js';

type Viewer = { db: Db; customerId: string; lang: LanguageCode };

async function listRows(viewer: Viewer, page: { states?: readonly OrderState[]; limit: number; offset: number }) {
  const { rows, total } = await selectCustomerOrders(viewer.db, viewer.customerId, page);
  const counts = await selectItemCounts(
    viewer.db,
    rows.map((row) => row.id),
  );
  const items: OrderListItem[] = [];
  for (const row of rows) {
    const money = await orderMoneyFormatter(viewer.db, row.currency, viewer.lang);
    items.push({
      id: row.id,
      number: row.number,
      date: row.createdAt.toISOString(),
      state: row.status as OrderState,
      stateName: stateName(row.status as OrderState, viewer.lang),
      total: money(row.total),
      itemCount: counts.get(row.id) ?? 0,
      trackNumber: row.trackNumber,
    });
  }
  return { data: items, total };
}

/** Orders still on their way (spec-coverage 2.11b actual orders), newest first. */
export const listActualOrders = async (viewer: Viewer) =>
  (await listRows(viewer, { states: actualStates, limit: 50, offset: 0 })).data;

export const listOrders = (viewer: Viewer, page: { limit: number; offset: number }) => listRows(viewer, page);

/** An ISO 3166-2 region code as the checkout stores it (`RU-MOW`). */
const ZONE_CODE = /^[A-Z]{2}-[A-Z0-9]{1,12}$/;

const trackMessages = {
  en: (n: string) => `Your parcel is on its way. Tracking number: ${n}`,
  ru: (n: string) => `Посылка в пути. Трек-номер: ${n}`,
};

/** One order of this customer; any other id answers 404, never another customer's order. */
export async function getOrderDetail(viewer: Viewer, orderId: string): Promise<OrderDetail> {
  const full = await selectOrderFull(viewer.db, orderId);
  if (!full || full.order.customerId !== viewer.customerId) throw AppError.notFound('Order');
  return toDetail(full, viewer.lang, await orderMoneyFormatter(viewer.db, full.order.currency, viewer.lang));
}

function toDetail(full: OrderFull, lang: LanguageCode, money: (minor: number) => string): OrderDetail {
  const { order } = full;
  const state = order.status as OrderState;
  const customer = full.addresses.find((row) => row.address.role === 'customer')?.address;
  const shipTo = full.addresses.find((row) => row.address.role === 'recipient') ?? full.addresses[0];
  const place = shipTo?.address;
  return {
    id: order.id,
    number: order.number,
    date: order.createdAt.toISOString(),
    state,
    stateName: stateName(state, lang),
    customer: { email: order.email, firstname: customer?.firstname ?? '', lastname: customer?.lastname ?? '' },
    customerAddress:
      place?.countryCode && place.city
        ? {
            addressText: [place.postalCode, place.city, place.address].filter(Boolean).join(', '),
            city: place.city,
            countryCode: place.countryCode,
            countryName: shipTo?.countryName?.[lang] ?? place.countryCode,
            // The region's name in the request language; a zone typed as free text is its own name.
            countryZoneName:
              shipTo?.zoneName?.[lang] ?? (place.zone && !ZONE_CODE.test(place.zone) ? place.zone : null),
            name: `${place.firstname} ${place.lastname}`.trim(),
            postalCode: place.postalCode ?? '',
            zone: place.zone,
          }
        : null,
    products: full.lines.map((line) => ({
      name: line.name,
      options: line.options,
      image: line.image,
      link: line.pageSlug ? links.product(line.pageSlug) : null,
      quantity: line.quantity,
      priceItem: money(line.unitPrice),
      priceTotal: money(line.total),
      availability: line.availability,
      isDigital: line.isDigital,
    })),
    totals: full.totals.map((total) => ({ code: total.code, title: total.title, value: money(total.value) })),
    shippingName: order.shippingName,
    shippingImage: full.shippingImage,
    paymentName: order.paymentName,
    paymentImage: full.paymentImage,
    trackNumber: order.trackNumber,
    trackMessage: order.trackNumber ? trackMessages[lang](order.trackNumber) : null,
    history: full.history.map((entry) => ({
      state: entry.toStatus as OrderState,
      stateName: stateName(entry.toStatus as OrderState, lang),
      date: entry.createdAt.toISOString(),
    })),
    hasInvoice: order.company !== null,
  };
}
