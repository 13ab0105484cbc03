import { BRANDS } from '../catalogue/brands.js';
import type { BuiltProduct } from '../catalogue/build.js';
import { CATEGORIES } from '../catalogue/categories.js';
import { GAMES } from '../catalogue/reference.js';
import { GEAR_POSTS } from '../content/posts-gear.js';
import { HOBBY_POSTS } from '../content/posts-hobby.js';
import { SLIDES } from '../content/promo.js';
import {
  brandLogoSvg,
  categoryIconSvg,
  gameLogoSvg,
  PAYMENT_ICONS,
  SHIPPING_ICONS,
  shippingIconSvg,
  storeLogoSvg,
} from './draw-logos.js';
import { bannerItems, sceneSvg } from './draw-scenes.js';
import type { EmblemKind } from './emblems.js';
import { kitImageJobs, productImageJobs } from './plan-products.js';
import type { RasterJob, VectorJob } from './render.js';

/** Where each picture lives under the media root; the database stores these paths. */
export const mediaPaths = {
  categoryBanner: (slug: string) => `categories/${slug}.webp`,
  categoryMobile: (slug: string) => `categories/${slug}-mobile.webp`,
  categoryIcon: (slug: string) => `categories/${slug}.svg`,
  brandLogo: (slug: string) => `brands/${slug}.svg`,
  gameLogo: (code: string) => `games/${code}.svg`,
  payment: (code: string) => `payments/${code}.svg`,
  shipping: (code: string) => `shipping/${code}.svg`,
  slideDesktop: (code: string) => `slides/${code}-desktop.webp`,
  slideMobile: (code: string) => `slides/${code}-mobile.webp`,
  post: (slug: string) => `posts/${slug}.webp`,
  kit: (slug: string) => `kits/${slug}.webp`,
  storeLogo: 'store/logo.svg',
};

const scene = (
  path: string,
  width: number,
  height: number,
  background: string,
  kinds: Parameters<typeof bannerItems>[0],
  colours: string[],
  key: string,
  emblemOf?: EmblemKind,
): RasterJob => ({
  path,
  width,
  height,
  svg: () =>
    sceneSvg(
      width,
      height,
      { background, band: true, stripes: true },
      bannerItems(kinds, colours, width, height, key, emblemOf),
    ),
});

function categoryJobs(): { raster: RasterJob[]; vector: VectorJob[] } {
  const raster: RasterJob[] = [];
  const vector: VectorJob[] = [];
  for (const top of CATEGORIES) {
    const entries = [
      { slug: top.slug, kinds: top.banner.kinds, icon: top.icon },
      ...top.subcategories.map((sub) => ({
        slug: sub.slug,
        kinds: sub.products.slice(0, 3).map((p) => p.kind),
        icon: sub.products[0]?.kind ?? top.icon,
      })),
    ];
    for (const entry of entries) {
      const colours = ['olive', 'coyote', 'black'];
      raster.push(
        scene(mediaPaths.categoryBanner(entry.slug), 1600, 500, top.banner.color, entry.kinds, colours, entry.slug),
      );
      raster.push(
        scene(
          mediaPaths.categoryMobile(entry.slug),
          800,
          600,
          top.banner.color,
          entry.kinds,
          colours,
          `${entry.slug}-m`,
        ),
      );
      vector.push({ path: mediaPaths.categoryIcon(entry.slug), svg: () => categoryIconSvg(entry.icon, entry.slug) });
    }
  }
  return { raster, vector };
}

export function allImageJobs(products: BuiltProduct[]): { raster: RasterJob[]; vector: VectorJob[] } {
  const categories = categoryJobs();
  const vector: VectorJob[] = [
    ...categories.vector,
    { path: mediaPaths.storeLogo, svg: storeLogoSvg },
    ...BRANDS.map((b) => ({ path: mediaPaths.brandLogo(b.slug), svg: () => brandLogoSvg(b) })),
    ...GAMES.map((g) => ({ path: mediaPaths.gameLogo(g.code), svg: () => gameLogoSvg(g.code, g.name, g.colors) })),
    ...Object.entries(PAYMENT_ICONS).map(([code, svg]) => ({ path: mediaPaths.payment(code), svg })),
    ...Object.keys(SHIPPING_ICONS).map((code) => ({
      path: mediaPaths.shipping(code),
      svg: () => shippingIconSvg(code),
    })),
  ];
  const raster: RasterJob[] = [
    ...productImageJobs(products),
    ...kitImageJobs(products),
    ...categories.raster,
    ...SLIDES.flatMap((s) => [
      scene(mediaPaths.slideDesktop(s.code), 1600, 500, s.background, s.kinds, s.colours, s.code, s.game),
      scene(mediaPaths.slideMobile(s.code), 800, 600, s.background, s.kinds, s.colours, `${s.code}-m`, s.game),
    ]),
    ...[...GEAR_POSTS, ...HOBBY_POSTS].map((p) =>
      scene(mediaPaths.post(p.slug), 1200, 675, p.image.background, p.image.kinds, p.image.colours, p.slug),
    ),
  ];
  return { raster, vector };
}
