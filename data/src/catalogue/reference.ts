import { type L, t } from './types.js';

export const PRODUCT_TYPES: Array<{ code: string; name: L; isDigital: boolean }> = [
  { code: 'physical', name: t('Physical goods', 'Физический товар'), isDigital: false },
  { code: 'book', name: t('Printed book', 'Печатная книга'), isDigital: false },
  { code: 'digital', name: t('Digital product', 'Цифровой товар'), isDigital: true },
];

export const GAMES: Array<{ code: string; name: string; colors: [string, string] }> = [
  { code: 'warthunder', name: 'War Thunder', colors: ['#2b2f36', '#d9482b'] },
  { code: 'enlisted', name: 'Enlisted', colors: ['#3a3f2c', '#d8b552'] },
  { code: 'crossout', name: 'Crossout', colors: ['#3b2a22', '#e58a2b'] },
  { code: 'common', name: 'Common', colors: ['#2e3a33', '#8fbf6a'] },
];

export const REVIEW_STATUSES: Array<{ code: string; title: L }> = [
  { code: 'published', title: t('Published', 'Опубликован') },
  { code: 'moderation', title: t('Awaiting moderation', 'На модерации') },
];
