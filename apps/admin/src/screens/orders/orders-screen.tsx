import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the orders screen comes with its own issue. */
export default function OrdersScreen() {
  return (
    <ComingSoon
      title="Orders"
      purpose="Every order: find one by number or customer, move it along its statuses, print the invoice."
    />
  );
}
