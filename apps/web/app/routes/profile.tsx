import type { PersonalInfo } from '@kordon/contract';
import { redirect } from 'react-router';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import { localeOf, localizePath } from '../lib/locale';
import { sessionStatus } from '../lib/session/page-session';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/profile';

export const meta = fixedPageMeta('profile', { noindex: true });

/**
 * spec-coverage 2.3.4 profile guard, in the browser where the tokens live (decision 0006); the body renders
 * only after it, so its code loads here beside the data.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const loginPath = localizePath('/login', localeOf(new URL(request.url).pathname));
  if (!sessionStatus().signedIn) throw redirect(loginPath);
  const [{ loadPersonalInfo }, { ProfileBody }] = await Promise.all([
    import('../lib/account.client'),
    import('../components/account/profile-body'),
  ]);
  // spec-coverage 8.8: a profile that fails to load is swallowed; a session that ended on the way is not.
  const personal = await loadPersonalInfo().catch(() => null);
  if (!sessionStatus().signedIn) throw redirect(loginPath);
  return { personal: personal satisfies PersonalInfo | null, Body: ProfileBody };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <FixedPage pageKey="profile">
      <p className="muted" role="status">
        {t('profile.loading')}
      </p>
    </FixedPage>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { Body, personal } = loaderData;
  return <Body personal={personal} />;
}
