import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkoutFailure', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function CheckoutFailurePage() {
  return <FixedPage pageKey="checkoutFailure" />;
}
