import { type Coupon, STOCK_PRICE_CURRENCY } from '@kordon/contract';
import { useCan, useServices } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDate, formatMoney } from '../../components/format/format';
import { CouponDialog } from './coupon-dialog';
import { CouponUsesDialog } from './coupon-uses-dialog';
import { useDeleteCoupon, useUpdateCoupon } from './coupons-queries';

const usd = (minor: number) => formatMoney(minor, STOCK_PRICE_CURRENCY);

export const discountOf = (coupon: Coupon) =>
  coupon.kind === 'percent'
    ? `${coupon.value} % off`
    : coupon.kind === 'fixed'
      ? `${usd(coupon.value)} off`
      : 'Free shipping';

function conditionsOf(coupon: Coupon) {
  const list = [
    coupon.min_subtotal > 0 && `orders from ${usd(coupon.min_subtotal)}`,
    coupon.first_order_only && 'first order only',
    coupon.per_customer_limit !== null && `${coupon.per_customer_limit} per customer`,
  ].filter(Boolean);
  return list.length > 0 ? list.join(', ') : '—';
}

/** Active, off, not yet started or ended, by the browser's clock (checkout decides by the server's). */
function statusOf(coupon: Coupon, now = Date.now()) {
  if (!coupon.is_active) return 'off';
  if (coupon.ends_at && Date.parse(coupon.ends_at) <= now) return 'ended';
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now) return 'scheduled';
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return 'used up';
  return 'active';
}

function DatesCell({ coupon }: { coupon: Coupon }) {
  if (!coupon.starts_at && !coupon.ends_at) return <span className="muted">always</span>;
  return (
    <span className="nowrap">
      {coupon.starts_at ? formatDate(coupon.starts_at) : '…'} – {coupon.ends_at ? formatDate(coupon.ends_at) : '…'}
    </span>
  );
}

/** What a used coupon gets instead of a delete: refused at checkout from now on, kept with its orders. */
function SwitchOffButton({ coupon }: { coupon: Coupon }) {
  const update = useUpdateCoupon();
  const { notices } = useServices();
  const { id, code: _code, used_count: _used, ...fields } = coupon;
  const switchOff = async () => {
    await update.mutateAsync({ id, body: { ...fields, is_active: false } });
    notices.show({ kind: 'done', message: `Coupon ${coupon.code} was switched off.` });
  };
  return (
    <button
      type="button"
      className="button button-small"
      aria-label={`Switch off ${coupon.code}`}
      disabled={update.isPending}
      onClick={() => switchOff().catch(() => undefined)}
    >
      Switch off
    </button>
  );
}

function ActionsCell({ coupon }: { coupon: Coupon }) {
  const remove = useDeleteCoupon();
  const { notices } = useServices();
  if (!useCan('manager')) return null;
  return (
    <span className="row-actions">
      <CouponDialog coupon={coupon} />
      {coupon.is_active && <SwitchOffButton coupon={coupon} />}
      <ConfirmDialog
        trigger={
          <button type="button" className="button button-small" aria-label={`Delete ${coupon.code}`}>
            Delete
          </button>
        }
        title={`Delete ${coupon.code}?`}
        description="Only a coupon no order used can be deleted; switch a used one off, or give it an end date."
        confirmLabel="Delete"
        onConfirm={async () => {
          await remove.mutateAsync(coupon.id);
          notices.show({ kind: 'done', message: `Coupon ${coupon.code} was deleted.` });
        }}
      />
    </span>
  );
}

const column = columnsOf<Coupon>();

export const couponColumns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ getValue }) => <span className="cell-strong mono">{getValue()}</span>,
  }),
  column.display({ id: 'discount', header: 'Discount', cell: ({ row }) => discountOf(row.original) }),
  column.display({ id: 'conditions', header: 'Conditions', cell: ({ row }) => conditionsOf(row.original) }),
  column.display({ id: 'dates', header: 'Dates', cell: ({ row }) => <DatesCell coupon={row.original} /> }),
  column.accessor('used_count', { header: 'Uses', cell: ({ row }) => <CouponUsesDialog coupon={row.original} /> }),
  column.display({
    id: 'status',
    header: 'Status',
    // Wrapped: on a phone the cell is a grid, which would stretch the badge across it.
    cell: ({ row }) => (
      <span>
        <span className={`badge coupon-${statusOf(row.original).replace(' ', '-')}`}>{statusOf(row.original)}</span>
      </span>
    ),
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <ActionsCell coupon={row.original} />,
  }),
]);
