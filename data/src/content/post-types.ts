import type { DrawKind, L } from '../catalogue/types.js';

export type PostSpec = {
  slug: string;
  title: L;
  preview: L;
  content: L;
  author: string;
  keywords: L;
  tags: string[];
  daysAgo: number;
  /** What the header picture shows. */
  image: { background: string; kinds: DrawKind[]; colours: string[] };
};

export const TAGS: Array<{ slug: string; name: L }> = [
  { slug: 'gear-review', name: { en: 'Gear review', ru: 'Обзор снаряжения' } },
  { slug: 'airsoft', name: { en: 'Airsoft', ru: 'Страйкбол' } },
  { slug: 'milsim', name: { en: 'Milsim', ru: 'Milsim' } },
  { slug: 'clothing', name: { en: 'Clothing', ru: 'Одежда' } },
  { slug: 'winter', name: { en: 'Winter', ru: 'Зима' } },
  { slug: 'cosplay', name: { en: 'Cosplay', ru: 'Косплей' } },
  { slug: 'war-thunder', name: { en: 'War Thunder', ru: 'War Thunder' } },
  { slug: 'enlisted', name: { en: 'Enlisted', ru: 'Enlisted' } },
  { slug: 'scale-models', name: { en: 'Scale models', ru: 'Моделизм' } },
  { slug: 'books', name: { en: 'Books', ru: 'Книги' } },
];
