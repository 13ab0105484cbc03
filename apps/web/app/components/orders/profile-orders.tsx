import type { OrderListItem } from '@kordon/contract';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { loadActualOrders, loadOrderPage } from './order-api';
import { OrderDetailView } from './order-detail';
import { pageCountOf } from './order-display';
import { OrderList, OrderPager } from './order-list';
import './orders.css';

const PER_PAGE = 10;

type Lists = { actual: OrderListItem[]; page: OrderListItem[]; total: number };

/** #orders (spec-coverage 2.8.2): current orders, then all page by page; a failed load counts as none (8.8). */
export default function ProfileOrders({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const [lists, setLists] = useState<Lists | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    let current = true;
    Promise.all([
      loadActualOrders().catch(() => []),
      loadOrderPage(PER_PAGE, (page - 1) * PER_PAGE).catch(() => ({ data: [], total: 0 })),
    ]).then(([actual, all]) => current && setLists({ actual, page: all.data, total: all.total }));
    return () => {
      current = false;
    };
  }, [page]);

  if (open) return <OrderDetailView id={open} onBack={close} />;
  if (!lists) {
    return (
      <p className="muted" role="status">
        {t('profile.loading')}
      </p>
    );
  }
  if (lists.actual.length === 0 && lists.total === 0) return empty;
  return (
    <div className="profile-orders" data-testid="profile-orders">
      {lists.actual.length > 0 && (
        <>
          <h3>{t('orders.current')}</h3>
          <OrderList orders={lists.actual} onOpen={setOpen} label={t('orders.current')} cards />
        </>
      )}
      {lists.page.length > 0 && (
        <>
          <h3>{t('orders.all')}</h3>
          <OrderList orders={lists.page} onOpen={setOpen} label={t('orders.all')} />
          <OrderPager page={page} pages={pageCountOf(lists.total, PER_PAGE)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
