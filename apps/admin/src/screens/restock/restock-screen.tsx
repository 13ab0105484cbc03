import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the restock screen comes with its own issue. */
export default function RestockScreen() {
  return (
    <ComingSoon title="Restock" purpose="Shoppers waiting for a product to come back, and the notices sent to them." />
  );
}
