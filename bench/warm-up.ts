import { pageHeaders } from '@kordon/api/testing/visitor-headers.js';

/** What Chromium sends for an image, so the shop encodes the same AVIF variant Lighthouse will ask for. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Every picture URL a page's markup names: img src/srcset, source srcset, image preloads. */
export function imageUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  const add = (value: string) => value && !value.startsWith('data:') && urls.add(value.replaceAll('&amp;', '&'));
  for (const [tag] of html.matchAll(/<(?:img|source|link)\b[^>]*>/gi)) {
    if (tag.startsWith('<link') && !/\bas="image"/.test(tag)) continue;
    for (const [, name, value] of tag.matchAll(/\s(src|href|srcset|imagesrcset)="([^"]*)"/gi)) {
      if (name?.toLowerCase().endsWith('srcset'))
        for (const part of value?.split(',') ?? []) add(part.trim().split(/\s+/)[0] ?? '');
      else add(value ?? '');
    }
  }
  return [...urls];
}

/**
 * Loads each page and every picture it names: the bench's media cache starts empty, and Lighthouse would
 * otherwise time a variant's first encode instead of the page.
 */
export async function warmUpPages(baseUrl: string, paths: string[]): Promise<number> {
  let count = 0;
  for (const path of paths) {
    const response = await fetch(baseUrl + path, { headers: pageHeaders });
    const urls = imageUrlsOf(await response.text());
    await Promise.all(
      urls.map(async (url) => {
        const image = await fetch(new URL(url, baseUrl + path), { headers: { accept: IMAGE_ACCEPT } });
        await image.arrayBuffer();
        count++;
      }),
    );
  }
  return count;
}
