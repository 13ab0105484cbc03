/**
 * HTML written by the shop's editors (information pages, posts, brand descriptions). It comes
 * from our own database through our API, not from visitors, so it is rendered as is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: editor content from our own API, see above.
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
