import { type L, t } from '../catalogue/types.js';

export type PaymentMethodSpec = { code: string; provider: string; name: L; description: L; image: string };

export const PAYMENT_METHODS: PaymentMethodSpec[] = [
  {
    code: 'card',
    provider: 'test_card',
    name: t('Bank card', 'Банковская карта'),
    description: t(
      'Visa, Mastercard or Mir. You enter the card details on a secure payment page; 3-D Secure confirmation may be requested.',
      'Visa, Mastercard или «Мир». Данные карты вводятся на защищённой странице оплаты; банк может запросить подтверждение 3-D Secure.',
    ),
    image: 'payments/card.svg',
  },
  {
    code: 'paypal',
    // Without PayPal credentials the test card gateway takes it (docs/payments.md).
    provider: 'paypal',
    name: t('PayPal', 'PayPal'),
    description: t(
      'Pay with your PayPal balance or a card linked to PayPal.',
      'Оплата с баланса PayPal или привязанной к PayPal картой.',
    ),
    image: 'payments/paypal.svg',
  },
  {
    code: 'bank_transfer',
    provider: 'bank_transfer',
    name: t('Bank transfer', 'Банковский перевод'),
    description: t(
      'The payment instructions are sent to you by e-mail after you place the order. The order ships once the payment arrives.',
      'Реквизиты для оплаты придут на e-mail после оформления заказа. Заказ отправляется после поступления оплаты.',
    ),
    image: 'payments/bank-transfer.svg',
  },
];

const DAY = 86_400_000;

/** Coupon dates are relative to the seeding moment, so the expired one is always expired. */
export function listCoupons(now: Date) {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    {
      code: 'WELCOME10',
      kind: 'percent' as const,
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      isActive: true,
      // The announcement promises it for a first order (docs/checkout.md "First-order coupons").
      firstOrderOnly: true,
    },
    {
      code: 'SPRING5',
      kind: 'fixed' as const,
      value: 500,
      minSubtotal: 3000,
      startsAt: days(-10),
      endsAt: days(80),
      usageLimit: 1000,
      isActive: true,
    },
    {
      code: 'FREESHIP',
      kind: 'free_shipping' as const,
      value: 0,
      minSubtotal: 5000,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      isActive: true,
    },
    {
      code: 'KORDON15',
      kind: 'percent' as const,
      value: 15,
      minSubtotal: 15_000,
      startsAt: null,
      endsAt: days(180),
      usageLimit: 500,
      isActive: true,
    },
    {
      code: 'BLACKFRIDAY25',
      kind: 'percent' as const,
      value: 25,
      minSubtotal: 0,
      startsAt: days(-60),
      endsAt: days(-30),
      usageLimit: null,
      isActive: true,
    },
  ];
}
