import type { PersonalInfo } from '@kordon/contract';
import { lazy, Suspense, useState } from 'react';
import type { StoredCustomer } from '../../lib/session/session-storage';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { CartIcon } from '../common/icons';

// Loaded when shown: the profile page stays within its weight budget (bundle-budget.test.ts).
const PersonalForm = lazy(() => import('../orders/personal-form'));
const ProfileOrders = lazy(() => import('../orders/profile-orders'));
const AddressBook = lazy(() => import('../orders/address-book'));

export type ProfileSection = 'personal' | 'orders';

/** spec-coverage 2.2.3: the hash picks the section; anything else shows personal information. */
export const sectionOf = (hash: string): ProfileSection => (hash === '#orders' ? 'orders' : 'personal');

/**
 * #personal: what GET /profile/personal returns. When it could not be loaded (spec-coverage 8.8: swallowed,
 * no message), the e-mail and name kept from the sign-in are shown. Names and phone are edited below them.
 */
export function PersonalSection({
  info: loaded,
  stored,
}: {
  info: PersonalInfo | null;
  stored: StoredCustomer | null;
}) {
  const { t } = useTranslation();
  const [info, setInfo] = useState(loaded);
  const value = (text: string | null | undefined) => text || <span className="muted">{t('profile.notGiven')}</span>;
  const rows: [string, string | null | undefined][] = [
    [t('profile.email'), info?.email ?? stored?.email],
    [t('profile.firstname'), info?.firstname ?? stored?.firstname],
    [t('profile.lastname'), info?.lastname ?? stored?.lastname],
    [t('profile.phone'), info?.phone],
  ];
  return (
    <>
      <h2 id="personal-title">{t('account.personal')}</h2>
      <dl className="profile-facts">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value(text)}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={null}>
        <PersonalForm info={info} stored={stored} onSaved={setInfo} />
      </Suspense>
      <h3>{t('profile.addresses')}</h3>
      {info ? (
        <Suspense fallback={null}>
          <AddressBook addresses={info.addresses} onChange={(addresses) => setInfo({ ...info, addresses })} />
        </Suspense>
      ) : (
        <p className="muted">{t('profile.noAddresses')}</p>
      )}
    </>
  );
}

/** #orders: the customer's orders (components/orders), or the designed empty state when there are none. */
export function OrdersSection() {
  const { t } = useTranslation();
  const empty = (
    <div className="empty-state profile-empty">
      <CartIcon size={40} />
      <p className="empty-state-title">{t('profile.noOrders')}</p>
      <p>{t('profile.noOrdersHint')}</p>
      <AppLink to="/" className="button" prefetch={false}>
        {t('profile.startShopping')}
      </AppLink>
    </div>
  );
  return (
    <>
      <h2 id="orders-title">{t('account.orders')}</h2>
      <Suspense fallback={null}>
        <ProfileOrders empty={empty} />
      </Suspense>
    </>
  );
}
