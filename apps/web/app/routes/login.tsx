import { useTranslation } from 'react-i18next';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('login', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function LoginPage() {
  const { t } = useTranslation();
  return <FixedPage pageKey="login" lead={t('login.intro')} />;
}
