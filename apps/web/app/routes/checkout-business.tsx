import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkoutBusiness', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function CheckoutBusinessPage() {
  return <FixedPage pageKey="checkoutBusiness" />;
}
