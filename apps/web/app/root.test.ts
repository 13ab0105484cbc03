import { afterEach, describe, expect, it, vi } from 'vitest';
import { unpack } from './framework/packed';
import { failWith, loaderArgs, thrownStatus } from './lib/api.testing';
import { loader } from './root';

const storeContext = (localizationServer: string) => ({ storeId: 1, localizationServer, currency: { code: 'USD' } });
const shellAnswers = (overrides: Record<string, unknown> = {}) => ({
  '/context': storeContext('en'),
  '/menu': [{ id: 1, name: 'Tents' }],
  '/announcements': [
    { id: 1, background_color: '#1d2023', html_text: 'Free delivery' },
    { id: 2, background_color: '#fef3c7', html_text: 'New tents' },
  ],
  ...overrides,
});

/** The redirect a loader threw: status and Location. */
async function thrownRedirect(load: Promise<unknown>) {
  const thrown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get('location') };
}

afterEach(() => vi.restoreAllMocks());

describe('root loader: the language the server answers in (spec-coverage 4.11c)', () => {
  it("redirects to that language's prefix when it is not the URL's, keeping the path and query", async () => {
    const toEnglish = loader(loaderArgs('/ru/contacts?x=1', shellAnswers({ '/context': storeContext('en') })));
    expect(await thrownRedirect(toEnglish)).toEqual({ status: 302, location: '/contacts?x=1' });
    const toRussian = loader(loaderArgs('/brands', shellAnswers({ '/context': storeContext('ru') })));
    expect(await thrownRedirect(toRussian)).toEqual({ status: 302, location: '/ru/brands' });
  });

  it('renders when the server answers in the URL language, or in one the shop has no prefix for', async () => {
    const russian = await loader(loaderArgs('/ru/contacts', shellAnswers({ '/context': storeContext('ru') })));
    expect(russian.locale).toBe('ru');
    const unknown = await loader(loaderArgs('/contacts', shellAnswers({ '/context': storeContext('de') })));
    expect(unknown.locale).toBe('en');
  });
});

describe('root loader: announcements (spec-coverage 2.8.6)', () => {
  it('gives each its readable text colour, so the contrast rule stays out of the browser', async () => {
    const shell = await loader(loaderArgs('/contacts', shellAnswers()));
    expect(shell.announcements.map((item) => item.textColor)).toEqual(['#ffffff', '#17181a']);
  });
});

describe('root loader: failures', () => {
  it('swallows a failed menu and announcements: the layout renders without them (spec-coverage 8.7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = await loader(
      loaderArgs('/contacts', shellAnswers({ '/menu': failWith(500), '/announcements': failWith(503) })),
    );
    expect(unpack(shell.menuJson)).toEqual([]);
    expect(shell.announcements).toEqual([]);
    expect(shell.context.storeId).toBe(1);
  });

  it("shows the error page with the API's status, and logs it, when the store context fails (spec-coverage 8.1)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await thrownStatus(loader(loaderArgs('/contacts', shellAnswers({ '/context': failWith(503) }))))).toBe(503);
    expect(String(log.mock.calls[0]?.join(' '))).toContain('API answered 503 to GET /api/v1.2/context');
  });
});
