import type { Announcement, MenuItem, SeoLookup, StoreContext } from '@kordon/contract';
import type { Packed } from '../framework/packed';
import type { Locale } from './locale';

/** What the root loader gives every page: the layout's data (spec: menu loads with the layout). */
export type ShellData = {
  locale: Locale;
  /** The page language's texts as JSON text: `JSON.parse` reads one string natively, where React Router decodes values one by one. */
  messagesJson: string;
  context: StoreContext;
  /** The menu's 200-odd values as JSON text (framework/packed.ts); `useShell()` gives it opened. */
  menuJson: Packed<MenuItem[]>;
  announcements: ShellAnnouncement[];
  /** Absolute origin of the public site, for canonical links when the SEO look-up has none. */
  siteUrl: string;
};

/** The layout's data as the page's components use it. */
export type OpenShell = Omit<ShellData, 'menuJson'> & { menu: MenuItem[] };

/** An announcement with the text colour its background needs, picked on the server (lib/contrast.ts). */
export type ShellAnnouncement = Announcement & { textColor: string };

/**
 * What the page frame loads per path (spec-coverage 7.2.31, 2.2.21), worked out on the server so the URL
 * table stays out of the browser's code.
 */
export type FrameData = { seo: SeoLookup | null; canonicalPath: string };

export const ROOT_ROUTE_ID = 'root';
export const FRAME_ROUTE_ID = 'frame';
