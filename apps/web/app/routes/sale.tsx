import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import { useTranslation } from '../lib/translation';

export const meta = fixedPageMeta('sale');

/** Specials: the discounted products list is added by the catalogue issue. */
export default function SalePage() {
  const { t } = useTranslation();
  return <FixedPage pageKey="sale" lead={t('sale.intro')} />;
}
