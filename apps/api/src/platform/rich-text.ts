import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Editor HTML is the only HTML the storefront inserts as markup, so only what a plain editor needs
 * survives: no style, handlers, scripts, frames, forms or SVG; a dropped tag's text stays escaped.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'img',
];

/** Pictures come from our own media folder or a full http(s) address; anything else would 404. */
const isAllowedImageSource = (src: string | undefined) =>
  src !== undefined && (src.startsWith('/media/') || /^https?:\/\//i.test(src));

/** A link that opens a new tab must not hand that tab a handle on ours (window.opener). */
function closeOpenerOfNewTabs(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { target, rel, ...rest } = attribs;
  if (target === '_blank') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
  return { tagName, attribs: rel ? { ...rest, rel } : rest };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: closeOpenerOfNewTabs },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/**
 * Sanitising is not cheap and the same few texts are read on every page view, so results are kept:
 * at most MEMO_ENTRIES, none longer than MEMO_MAX_LENGTH.
 */
export const MEMO_ENTRIES = 500;
const MEMO_MAX_LENGTH = 100_000;
const memo = new Map<string, string>();

function recall(html: string): string | undefined {
  const safe = memo.get(html);
  if (safe === undefined) return undefined;
  // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
  memo.delete(html);
  memo.set(html, safe);
  return safe;
}

function remember(html: string, safe: string): void {
  if (html.length > MEMO_MAX_LENGTH) return;
  memo.set(html, safe);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
}

/** Editor HTML reduced to the allow-list above; safe to insert into a page as markup. */
export function sanitizeRichText(html: string): string {
  const known = recall(html);
  if (known !== undefined) return known;
  const safe = sanitizeHtml(html, OPTIONS);
  remember(html, safe);
  return safe;
}

/** A translated rich text ({en, ru}, see docs/decisions/0002) with every language sanitised. */
export function sanitizeTranslatedRichText<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([lang, html]) => [lang, sanitizeRichText(html)])) as T;
}

/** How many sanitised texts are remembered now; for tests of the bound. */
export const countRememberedTexts = () => memo.size;
