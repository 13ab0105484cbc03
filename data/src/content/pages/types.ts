import type { L, Seo } from '../../catalogue/types.js';

export type InformationPage = { slug: string; title: L; content: L; seo: Seo };
