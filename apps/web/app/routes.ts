import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Spec §2 routes. The locale prefix is a STATIC segment: every page is declared once at the root
 * (English, no prefix) and once under `ru/` with its own id, so the catalogue catch-alls
 * (/:category/...) can never swallow the prefix. The access guard in routes/page-frame.tsx
 * answers 404 for what this table lets through but the spec does not (trailing slash, bare
 * /product …).
 */
function pagesIn(prefix: '' | 'ru'): RouteConfigEntry[] {
  const id = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const path = (p: string) => (prefix ? `${prefix}/${p}` : p);
  const page = (p: string, file: string, name: string) => route(path(p), `routes/${file}`, { id: id(name) });

  return [
    prefix ? route(prefix, 'routes/home.tsx', { id: id('home') }) : index('routes/home.tsx', { id: 'home' }),
    page('mainPage', 'home.tsx', 'home-legacy'),
    page('search', 'search.tsx', 'search'),
    page('searchPage', 'search.tsx', 'search-legacy'),
    page('sitemap', 'sitemap.tsx', 'sitemap'),
    page('sitemapPage', 'sitemap.tsx', 'sitemap-legacy'),
    page('contacts', 'contacts.tsx', 'contacts'),
    page('sale', 'sale.tsx', 'sale'),
    page('brands', 'brands.tsx', 'brands'),
    page('brands/brands', 'brands.tsx', 'brands-legacy'),
    page('brands/:slug', 'brand.tsx', 'brand'),
    page('reviews', 'reviews.tsx', 'reviews'),
    page('reviews/:slug', 'review.tsx', 'review'),
    page('information/:slug', 'information.tsx', 'information'),
    page('category/main', 'category.tsx', 'category-main'),
    page('category/:slug', 'category.tsx', 'category'),
    page('sets/sets', 'category.tsx', 'sets'),
    page('product/:slug', 'product.tsx', 'product'),
    page('checkout', 'checkout.tsx', 'checkout'),
    page('checkout/checkout', 'checkout.tsx', 'checkout-legacy'),
    page('checkout/success', 'checkout-success.tsx', 'checkout-success'),
    page('checkout/failure', 'checkout-failure.tsx', 'checkout-failure'),
    page('checkout/business', 'checkout-business.tsx', 'checkout-business'),
    page('checkout/receipt', 'checkout-receipt.tsx', 'checkout-receipt'),
    page('login', 'login.tsx', 'login'),
    page('login/login', 'login.tsx', 'login-legacy'),
    page('profile', 'profile.tsx', 'profile'),
    page('profile/profile', 'profile.tsx', 'profile-legacy'),
    // Catalogue catch-alls, one shared page: /{category}[/{subCategory}[/{productSlug}]].
    page(':category', 'catalogue.tsx', 'catalogue-1'),
    page(':category/:subCategory', 'catalogue.tsx', 'catalogue-2'),
    page(':category/:subCategory/:productSlug', 'catalogue.tsx', 'catalogue-3'),
  ];
}

export default [
  layout('routes/page-frame.tsx', { id: 'frame' }, [
    ...pagesIn(''),
    ...pagesIn('ru'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
