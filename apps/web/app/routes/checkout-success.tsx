import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkoutSuccess', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function CheckoutSuccessPage() {
  return <FixedPage pageKey="checkoutSuccess" />;
}
