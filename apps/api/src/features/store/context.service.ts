import type { LanguageCode, Localization, StoreContext } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { mediaUrl } from '../../platform/media-url.js';
import { listCurrencies, resolveCurrency } from '../currency/currency.service.js';
import { getStore, localizedSetting, socialLinksOf, stringListSetting, stringSetting } from './store.service.js';

const fallbackLanguage = (code: string): Localization => ({ code, iso: code, name: code.toUpperCase(), flag: '' });

/**
 * Settings/context of spec-coverage 3.4 for one request: the store, the language the server answers in
 * and the currency prices are shown in. An unknown currency code fails with 'Unavailable currency.'.
 */
export async function getStoreContext(
  db: Db,
  lang: LanguageCode,
  currencyCode: string | undefined,
): Promise<StoreContext> {
  const [store, currency, currencies] = await Promise.all([
    getStore(db),
    resolveCurrency(db, currencyCode),
    listCurrencies(db),
  ]);
  const localization = store.languages.find((l) => l.code === lang) ?? fallbackLanguage(lang);
  return {
    storeId: store.id,
    storeName: store.name,
    storeNumber: store.number,
    currency: { code: currency.code, symbol: currency.symbol },
    currencyList: currencies.map((c) => ({ code: c.code, symbol: c.symbol, name: c.name[lang] })),
    localization,
    localizationServer: lang,
    localizationStore: store.defaultLanguage,
    localizationList: store.languages,
    email: store.email,
    geolocationService: store.geolocationService,
    phone: stringSetting(store, 'phone'),
    socialLinks: socialLinksOf(store),
    logo: mediaUrl(stringSetting(store, 'logo')),
    address: localizedSetting(store, 'address', lang),
    workingHours: localizedSetting(store, 'working_hours', lang),
    footerText: localizedSetting(store, 'footer_text', lang),
    paymentIcons: stringListSetting(store, 'payment_icons').map((icon) => mediaUrl(icon)),
  };
}
