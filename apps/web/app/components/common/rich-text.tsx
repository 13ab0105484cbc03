/**
 * Editors' HTML, inserted as markup: the API sanitises it by allow-list on write and on read, and a third
 * pass here would add an HTML parser to every visitor's bundle for no extra safety.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed by the API, see above.
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
