import type { ProductCard, ProductPage, ProductStock, VariationInfo } from '@kordon/contract';

/** What the product view needs: the page, the variation chosen in the pickers, and what surrounds it. */
export type ProductPageData = {
  page: ProductPage;
  /** Option value ids checked in the pickers (the URL's, else those of the variation shown first). */
  selected: number[];
  /** The variation of the checked values; null when nobody sells that combination. */
  variation: VariationInfo | null;
  /** Spec §8: the kit's message for a combination it does not sell; its stock counts as 0. */
  message: string | null;
  /** Which option values some orderable variation has (spec §7 checkStock); null when unknown. */
  stock: ProductStock | null;
  related: ProductCard[];
};
