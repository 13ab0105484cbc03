import type { OrderState } from '@kordon/contract';

/**
 * Where an order may go next (spec-coverage 4.9). An unpaid order becomes `created` only through
 * a verified payment (or the owner's confirmation of a bank transfer); shipping needs a tracking number.
 */
export const nextStates: Record<OrderState, readonly OrderState[]> = {
  pending_payment: ['created', 'cancelled'],
  created: ['assembly', 'cancelled'],
  assembly: ['assembled', 'cancelled'],
  assembled: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderState, to: OrderState) => nextStates[from].includes(to);

/** The state `order:advance` moves to when none is named: the first step forward. */
export const forwardOf = (from: OrderState): OrderState | null =>
  nextStates[from].find((state) => state !== 'cancelled') ?? null;

/** States the profile lists under "actual orders": still on their way. */
export const actualStates: readonly OrderState[] = ['pending_payment', 'created', 'assembly', 'assembled', 'shipped'];

const names: Record<'en' | 'ru', Record<OrderState, string>> = {
  en: {
    pending_payment: 'Awaiting payment',
    created: 'Order created',
    assembly: 'Assembly',
    assembled: 'Assembled',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  ru: {
    pending_payment: 'Ожидает оплаты',
    created: 'Заказ создан',
    assembly: 'Сборка',
    assembled: 'Собран',
    shipped: 'Отправлен',
    delivered: 'Доставлен',
    cancelled: 'Отменён',
  },
};

export const stateName = (state: OrderState, lang: 'en' | 'ru') => names[lang][state];
