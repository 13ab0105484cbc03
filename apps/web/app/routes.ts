import { type PageId, prefixedLocales, storefrontPaths } from '@kordon/contract';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The route module of each page of the URL table; its legacy duplicates render the same module (but see ownModules). */
const modules: Record<PageId, string> = {
  home: 'home.tsx',
  search: 'search.tsx',
  sitemap: 'sitemap.tsx',
  contacts: 'contacts.tsx',
  sale: 'sale.tsx',
  brands: 'brands.tsx',
  brand: 'brand.tsx',
  reviews: 'reviews.tsx',
  review: 'review.tsx',
  information: 'information.tsx',
  category: 'category.tsx',
  product: 'product.tsx',
  checkout: 'checkout.tsx',
  checkoutSuccess: 'checkout-success.tsx',
  checkoutFailure: 'checkout-failure.tsx',
  checkoutBusiness: 'checkout-business.tsx',
  checkoutReceipt: 'checkout-receipt.tsx',
  login: 'login.tsx',
  profile: 'profile.tsx',
  catalogue1: 'catalogue.tsx',
  catalogue2: 'catalogue.tsx',
  catalogue3: 'catalogue-product.tsx',
};

/**
 * Legacy duplicates that are pages of their own (they have no original to render, spec-coverage
 * 2.2.21): a module each, so the category page carries none of their code.
 */
const ownModules: Partial<Record<string, string>> = { categoryMain: 'category-main.tsx', sets: 'sets.tsx' };

/** Route ids in kebab case: `checkoutSuccess` → `checkout-success`, `catalogue1` → `catalogue-1`. */
const routeIdOf = (tableId: string) => tableId.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The URL table at the root and under each language prefix, a STATIC segment so the catalogue catch-alls
 * never swallow it; page-frame.tsx's access guard answers 404 for what the spec does not allow.
 */
function pagesIn(prefix: string): RouteConfigEntry[] {
  return storefrontPaths.map(({ id, page, pattern }) => {
    const file = `routes/${ownModules[id] ?? modules[page]}`;
    const routeId = prefix ? `${prefix}/${routeIdOf(id)}` : routeIdOf(id);
    // Case-sensitive (spec-coverage 2.1): `/CONTACTS` is no contacts page; React Router matches any case by default.
    if (pattern === '/')
      return prefix ? route(prefix, file, { id: routeId, caseSensitive: true }) : index(file, { id: routeId });
    return route(prefix ? `${prefix}${pattern}` : pattern.slice(1), file, { id: routeId, caseSensitive: true });
  });
}

export default [
  layout('routes/page-frame.tsx', { id: 'frame' }, [
    ...pagesIn(''),
    ...prefixedLocales.flatMap((locale) => pagesIn(locale)),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
