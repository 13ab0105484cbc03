import { useTranslation } from 'react-i18next';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('profile', { noindex: true });

/** Placeholder of a later issue: the title, breadcrumbs and guard entry are final. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return <FixedPage pageKey="profile" lead={t('profile.intro')} />;
}
