import type { CategoryPage, CategorySummary, LanguageCode } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { absoluteUrl, alternateLinksFor, links, localizedPath } from '../../platform/links.js';
import { imageSetUrls } from '../../platform/media-url.js';
import { pageName } from '../../platform/page-names.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { plainText } from '../../platform/seo-text.js';
import { buildSeoMeta } from '../seo/seo-meta.service.js';
import { getStore } from '../store/store.service.js';
import { getCategoryTree } from './category.service.js';

function trailTo(tree: CategorySummary[], slug: string): CategorySummary[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = trailTo(node.categories, slug);
    if (below) return [node, ...below];
  }
  return null;
}

/** GET /category/{slug}: spec §3 category with breadcrumbs, children, SEO and alternates. */
export async function getCategoryPage(
  db: Db,
  slug: string,
  lang: LanguageCode,
  siteUrl: string,
): Promise<CategoryPage> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  const trail = row?.isActive ? trailTo(await getCategoryTree(db, lang), slug) : null;
  const node = trail?.at(-1);
  if (!row || !trail || !node) throw AppError.notFound('Category');
  const store = await getStore(db);
  const link = links.category(row.slug);
  const name = row.name[lang];
  const description = sanitizeRichText(row.description?.[lang] ?? '');
  const content = sanitizeRichText(row.content?.[lang] ?? '');
  const images = imageSetUrls(row.images);
  const url = absoluteUrl(siteUrl, localizedPath(link, lang, store.defaultLanguage));
  return {
    id: row.id,
    name,
    slug: row.slug,
    link,
    breadcrumbs: [
      { name: pageName('home', lang), link: links.home },
      ...trail.map((category) => ({ name: category.name, link: category.link })),
    ],
    alternateLinks: alternateLinksFor(
      siteUrl,
      link,
      store.languages.map((l) => l.code),
      store.defaultLanguage,
    ),
    description,
    content,
    images,
    categories: node.categories,
    seo: await buildSeoMeta(db, siteUrl, lang, {
      seo: row.seo,
      title: name,
      body: description || content,
      image: images?.desktop ?? images?.original,
      jsonSchema: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name,
        url,
        description: plainText(description || content).slice(0, 500),
      },
    }),
  };
}
