import { type AdminOrderDetail, adminOrderCalls } from '@kordon/contract';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useApi, useCan } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { CancelDialog } from './cancel-dialog';
import { moveLabels } from './order-labels';
import { useOrderWrite } from './orders-queries';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';

/** Opens the packing slip (a PDF the server makes) as a download, fetched with the staff token. */
function PackingSlipButton({ order }: { order: AdminOrderDetail }) {
  const api = useApi();
  const [problem, setProblem] = useState<string>();
  const download = async () => {
    setProblem(undefined);
    try {
      const pdf = await api.file(adminOrderCalls.packingSlip, { params: { id: order.id } });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(pdf);
      link.download = `packing-slip-${order.number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={download}>
        Packing slip (PDF)
      </button>
      {problem && (
        <span role="alert" className="field-error">
          {problem}
        </span>
      )}
    </>
  );
}

type Move = keyof typeof moveLabels;

/** A move without fields: confirmed first, since the customer is mailed at once. */
function MoveDialog({ order, to }: { order: AdminOrderDetail; to: Exclude<Move, 'shipped'> }) {
  const api = useApi();
  const move = useOrderWrite(order.id, () =>
    api.call(adminOrderCalls.transition, { params: { id: order.id }, body: { to, version: order.version } }),
  );
  const label = moveLabels[to];
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-primary">
          {label.button}
        </button>
      }
      title={`${label.button}: order ${order.number}?`}
      description={label.says}
      confirmLabel={label.button}
      onConfirm={() => move.mutateAsync(undefined)}
    />
  );
}

/** What a manager may do with the order now: the moves its state allows, cancel, refund; and print. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const canWrite = useCan('manager');
  const moves = order.next_states.filter((state): state is Move => state !== 'cancelled' && state in moveLabels);
  return (
    <>
      <PackingSlipButton order={order} />
      {canWrite &&
        moves.map((to) =>
          to === 'shipped' ? <ShipDialog key={to} order={order} /> : <MoveDialog key={to} order={order} to={to} />,
        )}
      {canWrite && order.next_states.includes('cancelled') && <CancelDialog order={order} />}
      {canWrite && order.refundable.amount > 0 && <RefundDialog order={order} />}
    </>
  );
}
