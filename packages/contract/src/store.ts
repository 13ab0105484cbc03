import { z } from 'zod';
import { defineCall } from './call.js';
import { envelope } from './envelope.js';
import { currencyListItem, currencyRef, prices } from './money.js';

/** An interface language of the settings picker. */
export const localization = z
  .object({ name: z.string(), code: z.string(), iso: z.string(), flag: z.string() })
  .meta({ id: 'Localization' });
export type Localization = z.infer<typeof localization>;

export const socialLink = z.object({ name: z.string(), link: z.string() }).meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof socialLink>;

/** Settings/context of spec-coverage 3.4: store identity, the chosen and available languages and currencies. */
export const storeContext = z
  .object({
    /** The `store_id` the auth calls take. */
    storeId: z.number().int(),
    storeName: z.string(),
    storeNumber: z.string(),
    currency: currencyRef,
    currencyList: z.array(currencyListItem),
    /** The language of this answer. */
    localization,
    /** Code of the language the server answered in; the storefront redirects when it differs from its URL. */
    localizationServer: z.string(),
    /** Code of the store's default language (the one without a URL prefix). */
    localizationStore: z.string(),
    localizationList: z.array(localization),
    email: z.string(),
    geolocationService: z.string(),
    phone: z.string().nullable(),
    socialLinks: z.array(socialLink),
    /** Footer and header extras from the store settings, texts in the request language, URLs under /media. */
    logo: z.string().nullable(),
    address: z.string().nullable(),
    workingHours: z.string().nullable(),
    footerText: z.string().nullable(),
    paymentIcons: z.array(z.string()),
  })
  .meta({ id: 'StoreContext' });
export type StoreContext = z.infer<typeof storeContext>;
export const storeContextResponse = envelope(storeContext);

/** A home-page slide; images are URLs under /media. */
export const slide = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    link: z.string(),
    images: z.object({ desktop: z.string(), mobile: z.string() }),
    /** The price the slide advertises, in the request currency; null when it advertises none. */
    prices: prices.nullable(),
  })
  .meta({ id: 'Slide' });
export type Slide = z.infer<typeof slide>;
export const sliderResponse = envelope(z.array(slide));

export const storeCalls = {
  context: defineCall({
    id: 'getContext',
    method: 'GET',
    path: '/context',
    summary: 'Store settings, languages and currencies; 422 "Unavailable currency." for an unknown X-App-Currency',
    tag: 'store',
    auth: 'none',
    response: storeContext,
    errors: ['validation_failed'],
  }),
  slider: defineCall({
    id: 'listSlides',
    method: 'GET',
    path: '/store/slider',
    summary: 'Home page slides with desktop and mobile images; an advertised price in the request currency',
    tag: 'content',
    auth: 'none',
    response: z.array(slide),
  }),
};
