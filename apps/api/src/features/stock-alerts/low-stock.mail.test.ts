import { describe, expect, it } from 'vitest';
import { renderPaymentFailedMail } from '../payments/payment-failed.mail.js';
import { renderLowStockMail } from './low-stock.mail.js';

const items = [
  { variationId: 1, productId: 1, name: 'Chest rig <b>', sku: 'KRD-1', stock: 0 },
  { variationId: 2, productId: 1, name: 'Gloves', sku: 'KRD-2', stock: 2 },
];

describe('the low-stock mail', () => {
  it('lists each variation with what is left, in English and Russian, its HTML escaped', () => {
    const en = renderLowStockMail({ to: 'desk@example.com', lang: 'en', threshold: 3, items });
    expect(en).toMatchObject({ to: 'desk@example.com', subject: 'Low stock: 2 items' });
    expect(en.text).toContain('down to 3 or fewer');
    expect(en.text).toContain('Chest rig <b> [KRD-1] — 0 left');
    expect(en.html).toContain('Chest rig &lt;b&gt;');
    const ru = renderLowStockMail({ to: 'desk@example.com', lang: 'ru', threshold: 3, items: items.slice(1) });
    expect(ru.subject).toBe('Заканчивается на складе: 1');
    expect(ru.text).toContain('Gloves [KRD-2] — осталось 2');
    expect(ru.html).toContain('lang="ru"');
  });
});

describe('the failed-payment mail', () => {
  it('names the order, amount, service and reason, in English and Russian', () => {
    const input = {
      to: 'desk@example.com',
      number: 'KR-7',
      amount: '$49.90',
      provider: 'test_card',
      reason: 'card_declined',
      email: 'a@example.com',
    };
    const en = renderPaymentFailedMail({ ...input, lang: 'en' });
    expect(en.subject).toBe('Payment failed for order KR-7');
    expect(en.text).toContain('A payment of $49.90 for order KR-7 failed.');
    expect(en.text).toContain('Reason: card_declined');
    const ru = renderPaymentFailedMail({ ...input, lang: 'ru' });
    expect(ru.subject).toBe('Оплата заказа KR-7 не прошла');
    expect(ru.text).toContain('Причина: card_declined');
  });
});
