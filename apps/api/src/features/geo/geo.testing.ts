import { stores } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { API, startSession } from '../auth/auth.testing.js';

type Headers = { lang?: string; currency?: string; token?: string | null };

/** A GET of the checkout look-ups with an anonymous session, in a language and a currency. */
export async function lookupsOf(t: Pick<TestApp, 'app' | 'db'>) {
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  const { token } = await startSession(t, store!.id);
  const get = (path: string, query: Record<string, string | number | undefined> = {}, headers: Headers = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${API}${path}`,
      query: Object.fromEntries(
        Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      ),
      headers: {
        ...(headers.token === null ? {} : { 'x-auth-token': headers.token ?? token }),
        ...(headers.lang ? { 'x-app-language': headers.lang } : {}),
        ...(headers.currency ? { 'x-app-currency': headers.currency } : {}),
      },
    });
  return Object.assign(get, { token });
}

export type Lookup = Awaited<ReturnType<typeof lookupsOf>>;
