import type autocannon from 'autocannon';
import { API } from '../../features/auth/auth.testing.js';
import { newKey, orderBody } from '../../features/checkout/checkout.testing.js';
import { apiHeaders, pageHeaders } from '../../testing/visitor-headers.js';
import type { SoakCatalogue } from './soak-catalogue.testing.js';
import { CREATE, type SoakTally } from './soak-tally.testing.js';

/** One shopper's visit as autocannon's request list; each round gets a fresh context, so a new shopper. */
type Visit = {
  ip: string;
  lang: 'en' | 'ru';
  token: string;
  /** The idempotency key of the visit's order, once it is sent. */
  key?: string;
  category: string;
  product: string;
  search: string;
  lines: { products: Line[]; productKits: Line[] };
};
type Line = { variationId: number; quantity: number };
type Context = { visit?: Visit };

type Step = {
  kind: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (v: Visit) => string;
  body?: (v: Visit) => unknown;
  /** The tally reads this answer's body, so it is asked for uncompressed. */
  readsBody?: boolean;
};

const SEARCHES = { en: ['patch', 'jacket', 'tactical', 'mug'], ru: ['куртка', 'футболка', 'нашивка', 'кружка'] };
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const chance = (p: number) => Math.random() < p;
const inLanguage = (v: Visit, path: string) => (v.lang === 'en' ? path : `/ru${path === '/' ? '' : path}`);

/** A plentiful line and a drop-shipped one; sometimes the scarce variation, sometimes a kit. */
function basketOf(c: SoakCatalogue): Visit['lines'] {
  const products = [
    { variationId: pick(c.plentiful), quantity: 1 + Math.floor(Math.random() * 2) },
    { variationId: c.dropShip, quantity: 1 },
  ];
  if (chance(0.3)) products.push({ variationId: c.scarce, quantity: 1 });
  return { products, productKits: chance(0.2) ? [{ variationId: c.kit, quantity: 1 }] : [] };
}

let visits = 0;
function newVisit(c: SoakCatalogue): Visit {
  const n = ++visits;
  const lang = chance(0.3) ? 'ru' : 'en';
  return {
    // An address in 10.0.0.0/8 from the visit's number: every shopper is a client of its own.
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    lang,
    token: '',
    category: pick(c.categorySlugs),
    product: pick(c.productSlugs),
    search: pick(SEARCHES[lang]),
    lines: basketOf(c),
  };
}

/** Berlin, premium post, card (checkout.testing's order), mailed to the visit's own address. */
function orderOf(v: Visit) {
  const body = orderBody(v.lines);
  return { ...body, order: { ...body.order, customer: { ...body.order.customer, email: `soak-${v.ip}@example.com` } } };
}

/** Home, a category, a product (pages and the calls the browser makes), the cart and the checkout. */
function stepsOf(c: SoakCatalogue): Step[] {
  return [
    {
      kind: 'POST /auth/anonymous',
      method: 'POST',
      path: () => `${API}/auth/anonymous`,
      body: (v) => ({ platform: 'web', device_id: `soak-${v.ip}`, store_id: c.storeId }),
      readsBody: true,
    },
    { kind: 'page: home', method: 'GET', path: (v) => inLanguage(v, '/') },
    { kind: 'GET /context', method: 'GET', path: () => `${API}/context` },
    { kind: 'GET /menu', method: 'GET', path: () => `${API}/menu` },
    { kind: 'page: category', method: 'GET', path: (v) => inLanguage(v, `/category/${v.category}`) },
    {
      kind: 'GET /products (category)',
      method: 'GET',
      path: (v) => `${API}/products?category=${encodeURIComponent(v.category)}&limit=24`,
    },
    { kind: 'GET /products/filters', method: 'GET', path: (v) => `${API}/products/filters/${v.category}` },
    {
      kind: 'GET /products (search)',
      method: 'GET',
      path: (v) => `${API}/products?q=${encodeURIComponent(v.search)}&limit=24`,
    },
    { kind: 'page: product', method: 'GET', path: (v) => inLanguage(v, `/product/${v.product}`) },
    { kind: 'GET /products/slug', method: 'GET', path: (v) => `${API}/products/slug/${v.product}` },
    { kind: 'PUT /cart', method: 'PUT', path: () => `${API}/cart`, body: (v) => ({ ...v.lines, countryCode: 'DE' }) },
    {
      kind: 'POST /checkout/validate',
      method: 'POST',
      path: () => `${API}/checkout/validate`,
      body: orderOf,
      readsBody: true,
    },
    {
      kind: CREATE,
      method: 'POST',
      path: () => `${API}/checkout/create`,
      // A new idempotency key for every order.
      body: (v) => ({ ...orderOf(v), idempotencyKey: (v.key = newKey()) }),
      readsBody: true,
    },
  ];
}

function headersOf(step: Step, v: Visit): Record<string, string> {
  const forwarded = { 'x-forwarded-for': v.ip };
  if (!step.path(v).startsWith(API)) return { ...pageHeaders, ...forwarded };
  const headers: Record<string, string> = { ...apiHeaders, 'x-app-language': v.lang, ...forwarded };
  if (step.readsBody) delete headers['accept-encoding'];
  if (v.token) headers['x-auth-token'] = v.token;
  if (step.body) headers['content-type'] = 'application/json';
  return headers;
}

/** The visit as autocannon requests; every answer goes to the tally, the session token to the visit. */
export function visitRequests(catalogue: SoakCatalogue, tally: SoakTally): autocannon.Request[] {
  return stepsOf(catalogue).map((step, index) => ({
    method: step.method,
    setupRequest: (request: autocannon.Request, context: object) => {
      const ctx = context as Context;
      if (index === 0 || !ctx.visit) ctx.visit = newVisit(catalogue);
      const v = ctx.visit;
      const body = step.body?.(v);
      if (step.kind === CREATE && v.key) tally.sent(v.key);
      return {
        ...request,
        method: step.method,
        path: step.path(v),
        headers: headersOf(step, v),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
    },
    onResponse: (status: number, body: string, context: object) => {
      const v = (context as Context).visit;
      const answer = tally.record(step.kind, status, step.readsBody ? body : '', v?.key);
      if (v && answer.token) v.token = answer.token;
    },
  }));
}
