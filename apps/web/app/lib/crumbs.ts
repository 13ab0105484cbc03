import type { Breadcrumb } from '@kordon/contract';
import type { TFunction } from './i18n';

/** Breadcrumbs of a page of ours: Home, then the trail (links without the language prefix). */
export function crumbsFor(t: TFunction, trail: Breadcrumb[]): Breadcrumb[] {
  return [{ name: t('pages.home'), link: '/' }, ...trail];
}
