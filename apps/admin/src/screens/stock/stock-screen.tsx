import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the stock & prices screen comes with its own issue. */
export default function StockScreen() {
  return (
    <ComingSoon
      title="Stock & prices"
      purpose="Stock levels and prices of every product and variation, changed in place."
    />
  );
}
