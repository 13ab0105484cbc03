import { lazy } from 'react';

type Sections = typeof import('./product-sections');
const loadSections = () => import('./product-sections');
const section = <K extends keyof Sections>(name: K, ready?: Promise<unknown>) =>
  lazy(async () => {
    await ready;
    return { default: (await loadSections())[name] as Sections[K] };
  });

/**
 * The product page's sections, hydrated after the first download so it stays within its budget
 * (decisions 0008, 0009); a static import here would put them back into the page's chunk.
 */
export const { Breadcrumbs, BuyOrder, BuyPrice, ProductDetails, ProductGallery, ProductHead, RelatedProducts } =
  (import.meta.env.SSR ? await loadSections() : null) ?? {
    Breadcrumbs: section('Breadcrumbs'),
    BuyOrder: section('BuyOrder'),
    BuyPrice: section('BuyPrice'),
    ProductDetails: section('ProductDetails'),
    ProductGallery: section('ProductGallery'),
    ProductHead: section('ProductHead'),
    RelatedProducts: section('RelatedProducts'),
  };

/** In the browser, a section that asks for its code only once `ready` resolves (deferred.tsx). */
export const sectionAfter = <K extends 'ProductDetails' | 'RelatedProducts'>(name: K, ready: Promise<unknown>) =>
  section(name, ready);
