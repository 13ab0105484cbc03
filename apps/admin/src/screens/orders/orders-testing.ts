import type { AdminOrderDetail, AdminOrderRow } from '@kordon/contract';

/** Orders as the API answers them, for the screen tests. */
export const ORDER_ID = '00000000-0000-4000-8000-0000000000a1';

export const orderRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: ORDER_ID,
  number: 'KR-1001',
  created_at: '2026-11-28T10:00:00.000Z',
  state: 'created',
  customer: { name: 'Anna Müller', email: 'anna@example.com' },
  country: 'DE',
  shipping: 'Premium post',
  payment: 'Bank card',
  paid: true,
  total: { amount: 4990, currency: 'USD' },
  ...overrides,
});

const usd = (amount: number) => ({ amount, currency: 'USD' });

export const orderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: ORDER_ID,
  number: 'KR-1001',
  state: 'created',
  version: 3,
  next_states: ['assembly', 'cancelled'],
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:05:00.000Z',
  language: 'en',
  customer: {
    firstname: 'Anna',
    lastname: 'Müller',
    email: 'anna@example.com',
    phone: '+49 30 901820',
    registered: true,
  },
  address: {
    firstname: 'Anna',
    lastname: 'Müller',
    email: 'anna@example.com',
    phone: '+49 30 901820',
    country_code: 'DE',
    country_name: 'Germany',
    zone: 'Berlin',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postal_code: '10117',
  },
  shipping: { code: 'premium', name: 'Premium post' },
  pickup_point: null,
  track_number: null,
  payment: {
    code: 'card',
    name: 'Bank card',
    paid_at: '2026-11-28T10:05:00.000Z',
    attempts: [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        provider: 'stripe',
        status: 'succeeded',
        amount: usd(4990),
        reference: 'cs_test_123',
        failure: null,
        created_at: '2026-11-28T10:01:00.000Z',
      },
    ],
  },
  refunds: [],
  paid: usd(4990),
  refunded: usd(0),
  refundable: usd(4990),
  lines: [
    {
      name: 'Tactical pouch',
      options: 'Colour: Olive',
      sku: 'TP-01',
      quantity: 2,
      unit_price: usd(1600),
      total: usd(3200),
      is_digital: false,
    },
  ],
  totals: [
    { code: 'subtotal', title: 'Subtotal', value: usd(3200) },
    { code: 'shipping', title: 'Premium post', value: usd(1790) },
    { code: 'total', title: 'Total', value: usd(4990) },
  ],
  coupon_code: null,
  comment: null,
  company: null,
  stock_returned: false,
  history: [
    { from: null, to: 'pending_payment', note: null, track_number: null, at: '2026-11-28T10:00:00.000Z' },
    {
      from: 'pending_payment',
      to: 'created',
      note: 'payment confirmed',
      track_number: null,
      at: '2026-11-28T10:05:00.000Z',
    },
  ],
  ...overrides,
});
