import type { Config } from '../../../config/env.js';
import { createCdekProvider } from './cdek.provider.js';
import { createRussianPostProvider } from './russian-post.provider.js';
import { createSaferouteProvider } from './saferoute.provider.js';
import type { ShippingProvider } from './shipping-provider.js';
import { tableProvider } from './table.provider.js';

export type ShippingConfig = Pick<
  Config,
  | 'SHIPPING_ORIGIN_POSTAL_CODE'
  | 'CDEK_CLIENT_ID'
  | 'CDEK_CLIENT_SECRET'
  | 'CDEK_API_URL'
  | 'RUSSIAN_POST_ENABLED'
  | 'RUSSIAN_POST_API_URL'
  | 'SAFEROUTE_TOKEN'
  | 'SAFEROUTE_SHOP_ID'
  | 'SAFEROUTE_API_URL'
>;

/** The real carrier adapters whose credentials are configured, by shipping method code. */
function configuredCarriers(config: ShippingConfig): ShippingProvider[] {
  const origin = config.SHIPPING_ORIGIN_POSTAL_CODE;
  const carriers: ShippingProvider[] = [];
  if (config.CDEK_CLIENT_ID && config.CDEK_CLIENT_SECRET) {
    carriers.push(
      createCdekProvider({
        clientId: config.CDEK_CLIENT_ID,
        clientSecret: config.CDEK_CLIENT_SECRET,
        baseUrl: config.CDEK_API_URL,
        originPostalCode: origin,
      }),
    );
  }
  if (config.RUSSIAN_POST_ENABLED) {
    carriers.push(createRussianPostProvider({ baseUrl: config.RUSSIAN_POST_API_URL, originPostalCode: origin }));
  }
  if (config.SAFEROUTE_TOKEN && config.SAFEROUTE_SHOP_ID) {
    carriers.push(
      createSaferouteProvider({
        token: config.SAFEROUTE_TOKEN,
        shopId: config.SAFEROUTE_SHOP_ID,
        baseUrl: config.SAFEROUTE_API_URL,
      }),
    );
  }
  return carriers;
}

// One set per configuration, so a carrier's token is reused across requests.
const registries = new WeakMap<object, Map<string, ShippingProvider>>();

/** The provider that prices a method: its carrier's API when configured, the shop's table otherwise. */
export function providerFor(config: ShippingConfig, code: string): ShippingProvider {
  let registry = registries.get(config);
  if (!registry) {
    registry = new Map(configuredCarriers(config).map((carrier) => [carrier.code, carrier]));
    registries.set(config, registry);
  }
  return registry.get(code) ?? tableProvider(code);
}
