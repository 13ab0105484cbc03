import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the coupons screen comes with its own issue. */
export default function CouponsScreen() {
  return (
    <ComingSoon
      title="Coupons"
      purpose="Discount coupons: create them, set their limits and see how often they were used."
    />
  );
}
