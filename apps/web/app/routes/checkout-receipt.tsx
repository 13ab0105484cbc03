import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkoutReceipt', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function CheckoutReceiptPage() {
  return <FixedPage pageKey="checkoutReceipt" />;
}
