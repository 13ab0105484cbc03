import { z } from 'zod';
import { defineCall } from './call.js';
import { imageSet } from './catalog.js';
import { envelope, pagedEnvelope } from './envelope.js';

// ——— Shared page parts: breadcrumbs, language alternates, SEO meta ———

export const breadcrumb = z.object({ name: z.string(), link: z.string() }).meta({ id: 'Breadcrumb' });
export type Breadcrumb = z.infer<typeof breadcrumb>;

/** The same page in another interface language: absolute URL, for hreflang links. */
export const alternateLink = z.object({ lang: z.string(), href: z.string() }).meta({ id: 'AlternateLink' });
export type AlternateLink = z.infer<typeof alternateLink>;

/** Meta tags of a page: texts in the request language, image URLs absolute. */
export const seoMeta = z
  .object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    image: z.string().nullable(),
    /** schema.org JSON-LD object for a `<script type="application/ld+json">`. */
    jsonSchema: z.record(z.string(), z.unknown()).nullable(),
    storeLogo: z.string(),
  })
  .meta({ id: 'SeoMeta' });
export type SeoMeta = z.infer<typeof seoMeta>;

/** Title, description and keywords of information pages. */
export const seoTexts = z
  .object({ title: z.string(), description: z.string(), keywords: z.string() })
  .meta({ id: 'SeoTexts' });
export type SeoTexts = z.infer<typeof seoTexts>;

/** Answer of the SEO look-up by storefront path. */
export const seoLookup = seoTexts
  .extend({ canonical: z.string(), alternates: z.array(alternateLink) })
  .meta({ id: 'SeoLookup' });
export type SeoLookup = z.infer<typeof seoLookup>;
export const seoLookupQuery = z.object({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, 'Must be a path starting with /'),
});
export const seoLookupResponse = envelope(seoLookup);

// ——— Menu and announcements ———

export type MenuCategory = {
  id: number;
  slug: string;
  name: string;
  link: string;
  images: { icon: string | null };
  categories: MenuCategory[];
};
export const menuCategory: z.ZodType<MenuCategory> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    link: z.string(),
    images: z.object({ icon: z.string().nullable() }),
    get categories() {
      return z.array(menuCategory);
    },
  })
  .meta({ id: 'MenuCategory' });

/** A top-menu entry with the subtree of its category as the dropdown. */
export const menuItem = z
  .object({ slug: z.string(), name: z.string(), link: z.string(), categories: z.array(menuCategory) })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItem>;
export const menuResponse = envelope(z.array(menuItem));

/** Field names follow the storefront's existing wire format (snake case). */
export const announcement = z
  .object({ id: z.number().int(), background_color: z.string(), html_text: z.string() })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcement>;
export const announcementsResponse = envelope(z.array(announcement));

// ——— Information pages ———

export const informationPage = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string(), content: z.string(), seo: seoTexts })
  .meta({ id: 'InformationPage' });
export type InformationPage = z.infer<typeof informationPage>;
export const informationPageResponse = envelope(informationPage);

/** Path parameter of pages addressed by slug. */
export const slugParams = z.object({ slug: z.string().min(1).max(160) });

// ——— Brands ———

/** Spec §3 brand image: original, desktop, mobile, icon; desktop and mobile are always there (the original stands in). */
export const brandImage = imageSet.extend({ desktop: z.string(), mobile: z.string() }).meta({ id: 'BrandImage' });
export type BrandImage = z.infer<typeof brandImage>;

export const brandSummary = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), link: z.string(), image: brandImage.nullable() })
  .meta({ id: 'BrandSummary' });
export type BrandSummary = z.infer<typeof brandSummary>;
export const brandListResponse = envelope(z.array(brandSummary));

export const brandPage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    link: z.string(),
    slug: z.string(),
    description: z.string(),
    image: brandImage.nullable(),
    seo: seoMeta,
    breadcrumbs: z.array(breadcrumb),
    alternateLinks: z.array(alternateLink),
  })
  .meta({ id: 'BrandPage' });
export type BrandPage = z.infer<typeof brandPage>;
export const brandPageResponse = envelope(brandPage);

// ——— Review posts (the blog-style "reviews" section) ———

export const postTag = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).meta({ id: 'PostTag' });
export type PostTag = z.infer<typeof postTag>;

export const postSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    link: z.string(),
    preview: z.string(),
    author: z.string(),
    createdAt: z.iso.datetime(),
    tags: z.array(postTag),
    image: z.string().nullable(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof postSummary>;
export const postListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** One page of posts; `total` beside `data` counts every published post, for paging. */
export const postListResponse = pagedEnvelope(z.array(postSummary));

export const post = postSummary
  .extend({ content: z.string(), keywords: z.string(), breadcrumbs: z.array(breadcrumb) })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof post>;
export const postParams = z.object({ slugOrId: z.string().min(1).max(160) });
export const postResponse = envelope(post);

// ——— Sitemap page ———

export type SitemapCategory = { name: string; link: string; categories: SitemapCategory[] };
export const sitemapCategory: z.ZodType<SitemapCategory> = z
  .object({
    name: z.string(),
    link: z.string(),
    get categories() {
      return z.array(sitemapCategory);
    },
  })
  .meta({ id: 'SitemapCategory' });
export const sitemapLink = z.object({ name: z.string(), link: z.string() }).meta({ id: 'SitemapLink' });
export type SitemapLink = z.infer<typeof sitemapLink>;

/** Everything the sitemap page lists; products are capped (see `productsTruncated`). */
export const sitemapPage = z
  .object({
    categories: z.array(sitemapCategory),
    brands: z.array(sitemapLink),
    information: z.array(sitemapLink),
    posts: z.array(sitemapLink),
    products: z.array(sitemapLink),
    productsTruncated: z.boolean(),
  })
  .meta({ id: 'SitemapPage' });
export type SitemapPage = z.infer<typeof sitemapPage>;
export const sitemapPageResponse = envelope(sitemapPage);

// ——— Calls ———

export const contentCalls = {
  menu: defineCall({
    id: 'getMenu',
    method: 'GET',
    path: '/menu',
    summary: 'Top menu: items with the category subtree of each',
    tag: 'content',
    auth: 'none',
    response: z.array(menuItem),
  }),
  announcements: defineCall({
    id: 'listAnnouncements',
    method: 'GET',
    path: '/announcements',
    summary: 'Announcement strip: active announcements within their dates',
    tag: 'content',
    auth: 'none',
    response: z.array(announcement),
  }),
  informationPage: defineCall({
    id: 'getInformationPage',
    method: 'GET',
    path: '/information/:slug',
    summary: 'An information page (delivery, payments, returns …); 404 for an unknown slug',
    tag: 'content',
    auth: 'none',
    params: slugParams,
    response: informationPage,
    errors: ['not_found'],
  }),
  sitemap: defineCall({
    id: 'getSitemapPage',
    method: 'GET',
    path: '/sitemap',
    summary: 'Data of the sitemap page: categories, brands, information pages, posts, products (capped)',
    tag: 'content',
    auth: 'none',
    response: sitemapPage,
  }),
  brands: defineCall({
    id: 'listBrands',
    method: 'GET',
    path: '/brands',
    summary: 'Every brand with its link and logo',
    tag: 'brands',
    auth: 'none',
    response: z.array(brandSummary),
  }),
  brand: defineCall({
    id: 'getBrandPage',
    method: 'GET',
    path: '/brand/:slug',
    summary: 'A brand page with SEO data, breadcrumbs and language alternates; 404 for an unknown slug',
    tag: 'brands',
    auth: 'none',
    params: slugParams,
    response: brandPage,
    errors: ['not_found'],
  }),
  posts: defineCall({
    id: 'listPosts',
    method: 'GET',
    path: '/store/posts',
    summary: 'Review posts, newest first; `total` counts every published post',
    tag: 'posts',
    auth: 'none',
    query: postListQuery,
    response: z.array(postSummary),
    paged: true,
  }),
  post: defineCall({
    id: 'getPost',
    method: 'GET',
    path: '/store/posts/:slugOrId',
    summary: 'A review post by numeric id or slug; 404 when unknown',
    tag: 'posts',
    auth: 'none',
    params: postParams,
    response: post,
    errors: ['not_found'],
  }),
  seo: defineCall({
    id: 'lookUpSeo',
    method: 'GET',
    path: '/seo',
    summary: 'Meta texts, canonical URL and language alternates of a storefront path; 404 when no page has it',
    tag: 'seo',
    auth: 'none',
    query: seoLookupQuery,
    response: seoLookup,
    errors: ['not_found'],
  }),
};
