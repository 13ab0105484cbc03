import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n';
import '../../lib/messages.server';
import { TranslationProvider } from '../../lib/translation';
import OrderFailure from './order-failure';
import { StateBadge } from './state-badge';

function render(element: ReactNode, path: string, locale: 'en' | 'ru') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToString(
    <TranslationProvider locale={locale} messages={messagesFor(locale)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

describe('payment failure page (spec §8)', () => {
  it("shows the spec texts, the order number and 'Pay again'", () => {
    const html = render(<OrderFailure />, '/checkout/failure?number=KR-1042', 'en');
    expect(html).toContain('Sorry, payment failed!');
    expect(html).toContain(
      'An error has occurred with your bank system. Please try again or use a different payment card',
    );
    expect(html).toContain('KR-1042');
    expect(html).toMatch(/<button[^>]*>Pay again<\/button>/);
  });

  it("has no 'Pay again' without an order number, and speaks Russian under /ru", () => {
    const html = render(<OrderFailure />, '/ru/checkout/failure', 'ru');
    expect(html).toContain('Извините, оплата не прошла!');
    expect(html).not.toContain('Оплатить снова');
  });
});

describe('state badge (spec §4)', () => {
  it('names the state in the page language, coloured by its tone', () => {
    expect(render(<StateBadge state="assembly" />, '/', 'en')).toContain(
      'class="state-badge state-progress">Assembly<',
    );
    expect(render(<StateBadge state="pending_payment" />, '/ru', 'ru')).toContain('state-waiting">Ожидает оплаты<');
  });
});
