import type { DbExecutor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { findPickupPoint } from '../shipping/shipping.service.js';
import { getStore } from '../store/store.service.js';
import { selectOrderFull } from './orders.queries.js';
import { renderPackingSlipPdf } from './packing-slip-pdf.js';

/** The packing slip PDF of an order (the back office's print); 404 when there is no such order. */
export async function renderPackingSlip(db: DbExecutor, orderId: string, options: { compress?: boolean } = {}) {
  const full = await selectOrderFull(db, orderId);
  if (!full) throw AppError.notFound('Order');
  const { order } = full;
  const shipTo = (full.addresses.find((row) => row.address.role === 'recipient') ?? full.addresses[0])?.address;
  const point = order.pickupPointId ? await findPickupPoint(db, order.pickupPointId) : null;
  const store = await getStore(db);
  const pdf = await renderPackingSlipPdf(
    {
      storeName: store.name,
      number: order.number,
      date: order.createdAt,
      shipTo: shipTo
        ? [
            `${shipTo.firstname} ${shipTo.lastname}`.trim(),
            shipTo.address,
            [shipTo.postalCode, shipTo.city].filter(Boolean).join(' '),
            [shipTo.zone, shipTo.countryCode].filter(Boolean).join(', '),
            shipTo.phone,
          ].filter((row): row is string => Boolean(row))
        : [],
      shipping: order.shippingName,
      pickupPoint: point ? `${point.name.en}, ${point.address}, ${point.city}` : null,
      trackNumber: order.trackNumber,
      lines: full.lines.map((line) => ({
        name: line.name,
        options: line.options.map((o) => `${o.optionName}: ${o.valueName}`).join(', '),
        sku: line.sku,
        quantity: line.quantity,
      })),
      comment: order.comment,
    },
    options,
  );
  return { filename: `packing-slip-${order.number}.pdf`, pdf };
}
