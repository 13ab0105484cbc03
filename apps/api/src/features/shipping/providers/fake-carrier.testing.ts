import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QuoteRequest } from './shipping-provider.js';

/** A request as a fake carrier received it. */
export type ReceivedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type FakeAnswer = { status?: number; body?: unknown; raw?: string };

/**
 * Plays a carrier's API on 127.0.0.1 (a free port), answering each request with `answer` and
 * remembering it, so an adapter can be tested with its base URL pointed here.
 */
export async function startFakeCarrier(answer: (request: ReceivedRequest) => FakeAnswer) {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status = 200, body = null, raw } = answer(request);
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(raw ?? JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeCarrier = Awaited<ReturnType<typeof startFakeCarrier>>;

export const MOSCOW_FIAS = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

/** A request for one parcel to Moscow; the table's tier is there for the fallbacks. */
export const quoteRequest = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  code: 'cdek',
  lang: 'ru',
  countryCode: 'RU',
  zone: 'RU-MOW',
  city: 'Moscow',
  postalCode: '125009',
  address: 'ул. Тверская, 12',
  russianCity: { name: 'Москва', fiasId: MOSCOW_FIAS, postalCode: '101000' },
  weightGrams: 1500,
  tiers: [{ maxWeightGrams: 30_000, price: 350, minDeliveryDays: 2, maxDeliveryDays: 5 }],
  ...overrides,
});

/** The table's answer for quoteRequest(): what a fallback gives. */
export const TABLE_QUOTE = [{ amount: 350, currency: 'USD', minDays: 2, maxDays: 5, name: null }];
