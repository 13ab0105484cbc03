import type { OrderState } from '@kordon/contract';

/** The states as the back office names them (the customer's mail and profile word them their own way). */
export const stateLabels: Record<OrderState, string> = {
  pending_payment: 'Awaiting payment',
  created: 'Paid, to assemble',
  assembly: 'Assembly',
  assembled: 'Assembled',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const orderStates = Object.keys(stateLabels) as OrderState[];

/** The button that moves an order to a state, and what the confirmation says happens. */
export const moveLabels: Record<
  Exclude<OrderState, 'pending_payment' | 'cancelled'>,
  { button: string; says: string }
> = {
  created: {
    button: 'Confirm payment',
    says: 'Marks the order paid (a bank transfer that arrived) and mails the customer that the payment came.',
  },
  assembly: { button: 'Start assembly', says: 'The customer is mailed that the order is being assembled.' },
  assembled: { button: 'Mark assembled', says: 'The customer is mailed that the order is assembled.' },
  shipped: {
    button: 'Ship',
    says: 'The customer is mailed the tracking number, which shows in their profile too.',
  },
  delivered: { button: 'Mark delivered', says: 'The customer is mailed that the order was delivered.' },
};
