// The home page's sections in one chunk, loaded after the page's own (home-sections-lazy.tsx).
export { CategoryGrid } from './category-grid';
export { Promises } from './promises';
export { Slider } from './slider';
export { TopSales } from './top-sales';
