import type {
  Announcement,
  CategorySummary,
  InformationPage,
  LanguageCode,
  MenuCategory,
  MenuItem,
  Slide,
} from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { mediaUrl } from '../../platform/media-url.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { getCategoryTree } from '../catalog/category.service.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { buildPrices } from '../currency/money.service.js';
import { seoTextsOf } from '../seo/seo-meta.service.js';
import { getStore } from '../store/store.service.js';
import {
  selectActiveSlides,
  selectCurrentAnnouncements,
  selectInformationPage,
  selectMenuItems,
} from './content.queries.js';
import { withShopEmail } from './shop-contacts.js';

function findCategory(nodes: CategorySummary[], id: number): CategorySummary | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.categories, id);
    if (found) return found;
  }
  return undefined;
}

const toMenuCategory = (node: CategorySummary): MenuCategory => ({
  id: node.id,
  slug: node.slug,
  name: node.name,
  link: node.link,
  images: { icon: mediaUrl(node.images?.icon ?? null) },
  categories: node.categories.map(toMenuCategory),
});

/**
 * The top menu: each item with the active subtree under its category as the dropdown.
 * An item whose category is hidden is left out, so the menu never links to a dead page.
 */
export async function getMenu(db: Db, lang: LanguageCode): Promise<MenuItem[]> {
  const [items, tree] = await Promise.all([selectMenuItems(db), getCategoryTree(db, lang)]);
  const menu: MenuItem[] = [];
  for (const item of items) {
    const category = item.categoryId === null ? undefined : findCategory(tree, item.categoryId);
    if (item.categoryId !== null && !category) continue;
    menu.push({
      slug: item.slug,
      name: item.name[lang],
      link: item.link,
      categories: category ? category.categories.map(toMenuCategory) : [],
    });
  }
  return menu;
}

export async function getAnnouncements(db: Db, lang: LanguageCode, now = new Date()): Promise<Announcement[]> {
  const rows = await selectCurrentAnnouncements(db, now);
  return rows.map((row) => ({
    id: row.id,
    background_color: row.backgroundColor,
    html_text: sanitizeRichText(row.htmlText[lang]),
  }));
}

/** Active slides in `lang`; a slide's advertised price is shown in the request currency. */
export async function getSlides(db: Db, lang: LanguageCode, currencyCode: string | undefined): Promise<Slide[]> {
  const [rows, currency] = await Promise.all([selectActiveSlides(db), resolveCurrency(db, currencyCode)]);
  return rows.map((row) => {
    const desktop = mediaUrl(row.images.desktop ?? row.images.original);
    return {
      id: row.id,
      title: row.title[lang],
      subtitle: row.subtitle?.[lang] || null,
      link: row.link,
      images: { desktop, mobile: mediaUrl(row.images.mobile) ?? desktop },
      prices: row.price === null ? null : buildPrices({ price: row.price }, currency, lang),
    };
  });
}

export async function getInformationPage(db: Db, slug: string, lang: LanguageCode): Promise<InformationPage> {
  const page = await selectInformationPage(db, slug);
  if (!page) throw AppError.notFound('Information page');
  const title = page.title[lang];
  const store = await getStore(db);
  const content = withShopEmail(sanitizeRichText(page.content[lang]), store.email);
  return { id: page.id, slug: page.slug, title, content, seo: seoTextsOf(page.seo, lang, { title, body: content }) };
}
