import type { Coupon } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { formatDateTime, formatMoney } from '../../components/format/format';
import { useCouponDetail } from './coupons-queries';

/** The orders that used a coupon, newest first (the newest 100). */
export function CouponUsesDialog({ coupon }: { coupon: Coupon }) {
  const [open, setOpen] = useState(false);
  const detail = useCouponDetail(coupon.id, open);
  const uses = detail.data?.uses ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="link-button" aria-label={`Orders with ${coupon.code}`}>
          {coupon.used_count} {coupon.usage_limit !== null && `/ ${coupon.usage_limit}`}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog coupon-uses">
          <Dialog.Title className="dialog-title">Orders with {coupon.code}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Every order placed with the coupon; a cancelled unpaid order gave its use back.
          </Dialog.Description>
          {detail.error ? (
            <p role="alert" className="form-error">
              {errorText(detail.error)}
            </p>
          ) : detail.isPending ? (
            <p>Loading…</p>
          ) : uses.length === 0 ? (
            <p className="muted">No order has used it yet.</p>
          ) : (
            <ul className="coupon-use-list">
              {uses.map((use) => (
                <li key={use.order_id}>
                  <span className="cell-strong mono">{use.number}</span>
                  <time dateTime={use.placed_at}>{formatDateTime(use.placed_at)}</time>
                  <span>{use.email}</span>
                  <span className="badge">{use.status.replaceAll('_', ' ')}</span>
                  <span>
                    −{formatMoney(use.discount, use.currency)} of {formatMoney(use.total, use.currency)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button" className="button">
                Close
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
