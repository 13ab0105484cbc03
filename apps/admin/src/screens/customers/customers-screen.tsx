import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: the customers screen comes with its own issue. */
export default function CustomersScreen() {
  return <ComingSoon title="Customers" purpose="Customer accounts, their orders and addresses." />;
}
