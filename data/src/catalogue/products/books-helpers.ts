import { type ProductSpec, t } from '../types.js';

/** Hardcover is the listed price; paperback is cheaper, the collector's edition dearer. */
export const editions = (hardcover: number, collector = false): ProductSpec['select'] => ({
  option: 'edition',
  values: collector ? ['hardcover', 'paperback', 'collector'] : ['hardcover', 'paperback'],
  prices: [hardcover, Math.round((hardcover * 0.7) / 100) * 100 - 100, hardcover + 2000],
});

export const book = (pages: number, illustrations: string, language = 'en-ru') => ({
  pages: t(String(pages), String(pages)),
  illustrations: t(`${illustrations} illustrations`, `${illustrations} иллюстраций`),
  language:
    language === 'en-ru'
      ? t('English and Russian editions', 'Издания на русском и английском')
      : t('Russian', 'Русский'),
});
