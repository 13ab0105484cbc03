import { z } from 'zod';
import { defineCall } from './call.js';
import { envelope } from './envelope.js';

export const imageSet = z
  .object({
    original: z.string(),
    desktop: z.string().optional(),
    mobile: z.string().optional(),
    icon: z.string().optional(),
  })
  .meta({ id: 'ImageSet' });

export type CategorySummary = {
  id: number;
  slug: string;
  name: string;
  link: string;
  images: z.infer<typeof imageSet> | null;
  categories: CategorySummary[];
};

/** A node of the category tree, texts in the request language. */
export const categorySummary: z.ZodType<CategorySummary> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    link: z.string(),
    images: imageSet.nullable(),
    get categories() {
      return z.array(categorySummary);
    },
  })
  .meta({ id: 'CategorySummary' });

export const categoryTreeResponse = envelope(z.array(categorySummary));

export const catalogCalls = {
  categoryTree: defineCall({
    id: 'listCategories',
    method: 'GET',
    path: '/categories',
    summary: 'The category tree in the request language',
    tag: 'catalogue',
    auth: 'none',
    response: z.array(categorySummary),
  }),
};
