/**
 * The tags cached answers and pages carry, and writes drop (docs/architecture.md, "Truth after
 * writes"). Broad tags for what changes rarely, narrow ones for what orders change all day.
 */
export const cacheTags = {
  /** Every catalogue answer: names, prices, categories, brands (catalogue edits). */
  catalogue: 'catalogue',
  content: 'content',
  store: 'store',
  /** Lists and filters: which products can be ordered (a variation sold out, or back). */
  availability: 'availability',
  /** A product's own page and answer, and the kit pages it is an item of: its stock. */
  product: (id: number) => `product:${id}`,
  kit: (id: number) => `kit:${id}`,
} as const;

/** What a change of stock drops: the products' pages, and the lists when one can no longer (or can again) be ordered. */
export function stockChangeTags(changes: readonly { productId: number; before: number; after: number }[]): string[] {
  const tags = new Set(changes.map((change) => cacheTags.product(change.productId)));
  if (changes.some((change) => change.before > 0 !== change.after > 0)) tags.add(cacheTags.availability);
  return [...tags];
}
