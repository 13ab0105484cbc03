import { readableTextOn } from '@kordon/contract';

export type StripEntry = { id: number | string; background_color: string; html: string };

/**
 * Entries as the storefront's strip shows them: the colour, the text colour it picks for contrast, and
 * the HTML the server sanitised (the strip's own allow-list; nothing unsanitised is inserted here).
 */
export function StripPreview({ entries, label }: { entries: readonly StripEntry[]; label: string }) {
  return (
    <ul className="strip-preview" aria-label={label}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="strip-preview-entry"
          style={{ background: entry.background_color, color: readableTextOn(entry.background_color) }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (platform/rich-text.ts).
          dangerouslySetInnerHTML={{ __html: entry.html }}
        />
      ))}
    </ul>
  );
}
