import type { StoreContext } from '@kordon/contract';
import { absoluteUrl } from './seo';

/** The home page's Organization data (schema.org); apart from seo.ts, which every page's code holds. */
export function organizationJsonLd(context: StoreContext, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: context.storeName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, context.logo ?? '/logo.svg'),
    ...(context.address ? { address: context.address } : {}),
    email: context.email,
    ...(context.phone ? { telephone: context.phone } : {}),
    ...(context.socialLinks.length ? { sameAs: context.socialLinks.map((link) => link.link) } : {}),
  };
}
