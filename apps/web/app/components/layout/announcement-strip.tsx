import { useState } from 'react';
import type { ShellAnnouncement } from '../../lib/shell-data';
import { useTranslation } from '../../lib/translation';
import { useInternalLinkClicks } from '../../lib/use-internal-link-clicks';
import { ChevronLeftIcon, ChevronRightIcon } from '../common/icons';

/**
 * spec-coverage 2.8.6 announcement strip: one message at a time, the others a button press away, all in the
 * HTML for crawlers; no autoplay (WCAG 2.2.2).
 */
export function AnnouncementStrip({ items }: { items: ShellAnnouncement[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const onClick = useInternalLinkClicks();
  if (items.length === 0) return null;

  const show = (index: number) => setCurrent((index + items.length) % items.length);
  const active = items[current] ?? items[0];

  return (
    <section
      className="announcements"
      aria-label={t('announcements.label')}
      style={{ background: active?.background_color, color: active?.textColor }}
    >
      {items.length > 1 && (
        <button
          type="button"
          className="announcement-nav"
          onClick={() => show(current - 1)}
          aria-label={t('announcements.previous')}
        >
          <ChevronLeftIcon size={18} />
        </button>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only forwards clicks on the links inside, which keep their keyboard behaviour. */}
      <ul onClick={onClick} aria-live="polite">
        {items.map((item, index) => (
          <li
            key={item.id}
            hidden={index !== current}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed by the API (platform/rich-text.ts).
            dangerouslySetInnerHTML={{ __html: item.html_text }}
          />
        ))}
      </ul>
      {items.length > 1 && (
        <button
          type="button"
          className="announcement-nav"
          onClick={() => show(current + 1)}
          aria-label={t('announcements.next')}
        >
          <ChevronRightIcon size={18} />
        </button>
      )}
    </section>
  );
}
