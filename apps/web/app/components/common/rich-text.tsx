/**
 * HTML written by the shop's editors (information pages, posts, brand descriptions). The API
 * sanitises it with an allow-list (`apps/api/src/platform/rich-text.ts`, sanitize-html) when it is
 * written and again before it leaves the API, so it is inserted as markup here. It is not sanitised
 * a third time in the browser: the storefront renders only what the API answers, and a sanitiser
 * with its HTML parser would add tens of kilobytes to every visitor's bundle for no extra safety.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed by the API, see above.
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
