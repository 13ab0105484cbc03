import type { LanguageCode } from '@kordon/contract';
import { escapeHtml as e } from '../../../platform/html.js';
import type { PaymentView } from '../payment-view.js';
import { pageHtml } from './hosted-page.js';
import { type CardField, type CardProblem, CHALLENGE_CODE, TEST_CARDS } from './test-card.js';

const texts = {
  en: {
    title: 'Card payment',
    badge: 'Test gateway',
    order: (n: string) => `Order ${n}`,
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    pay: (amount: string) => `Pay ${amount}`,
    hint: 'No money moves here. Test cards (any future expiry date, any 3-digit CVC):',
    succeeds: 'payment succeeds',
    declined: 'the bank declines',
    challenge: (code: string) => `asks for a confirmation code: ${code}`,
    problems: {
      required: 'Required field',
      number_invalid: 'The card number is not valid',
      expiry_invalid: 'Enter the expiry date as MM/YY',
      expiry_past: 'The card has expired',
      cvc_invalid: 'The CVC is 3 or 4 digits',
    } satisfies Record<CardProblem, string>,
    challengeTitle: 'Confirm the payment',
    challengeText: 'Your bank asks you to confirm this payment with the one-time code it sent you.',
    code: 'One-time code',
    confirm: 'Confirm',
    cancel: 'Cancel the payment',
    codeHint: (code: string) => `Test gateway: the code is ${code}; any other code fails the payment.`,
  },
  ru: {
    title: 'Оплата картой',
    badge: 'Тестовый шлюз',
    order: (n: string) => `Заказ ${n}`,
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    pay: (amount: string) => `Оплатить ${amount}`,
    hint: 'Деньги не списываются. Тестовые карты (любой будущий срок, любой трёхзначный CVC):',
    succeeds: 'оплата проходит',
    declined: 'банк отклоняет оплату',
    challenge: (code: string) => `запрашивает код подтверждения: ${code}`,
    problems: {
      required: 'Обязательное поле',
      number_invalid: 'Неверный номер карты',
      expiry_invalid: 'Введите срок действия как ММ/ГГ',
      expiry_past: 'Срок действия карты истёк',
      cvc_invalid: 'CVC: 3 или 4 цифры',
    } satisfies Record<CardProblem, string>,
    challengeTitle: 'Подтвердите оплату',
    challengeText: 'Банк просит подтвердить оплату одноразовым кодом, который он вам отправил.',
    code: 'Одноразовый код',
    confirm: 'Подтвердить',
    cancel: 'Отменить оплату',
    codeHint: (code: string) => `Тестовый шлюз: код ${code}; любой другой код отклоняет оплату.`,
  },
} satisfies Record<LanguageCode, unknown>;

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function header(view: PaymentView) {
  const t = texts[view.lang];
  return `<p><span class="test">${e(t.badge)}</span></p><h1>${e(view.storeName)}</h1><p class="shop">${e(t.order(view.orderNumber))}</p><p class="amount">${e(view.amountText)}</p>`;
}

function field(
  lang: LanguageCode,
  name: CardField,
  label: string,
  value: string,
  problem: CardProblem | undefined,
  attributes: string,
) {
  const error = problem ? `<p class="error" id="${name}-error">${e(texts[lang].problems[problem])}</p>` : '';
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${e(label)}</label><input id="${name}" name="${name}" value="${e(value)}" ${attributes}${invalid}>${error}`;
}

/** The hosted card form; `values` and `problems` come back after a rejected try (never the CVC). */
export function cardPage(
  view: PaymentView,
  action: string,
  values: { number: string; expiry: string } = { number: '', expiry: '' },
  problems: Partial<Record<CardField, CardProblem>> = {},
) {
  const t = texts[view.lang];
  const l = view.lang;
  const form = `<form method="post" action="${e(action)}" novalidate>
${field(l, 'number', t.number, values.number, problems.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
<div class="row"><div>${field(l, 'expiry', t.expiry, values.expiry, problems.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}</div>
<div>${field(l, 'cvc', t.cvc, '', problems.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
<button type="submit">${e(t.pay(view.amountText))}</button></form>`;
  const hint = `<div class="hint"><p>${e(t.hint)}</p><ul>
<li><code>${spaced(TEST_CARDS.succeeds)}</code>: ${e(t.succeeds)}</li>
<li><code>${spaced(TEST_CARDS.declined)}</code>: ${e(t.declined)}</li>
<li><code>${spaced(TEST_CARDS.challenge)}</code>: ${e(t.challenge(CHALLENGE_CODE))}</li></ul></div>`;
  return pageHtml(view.lang, `${t.title}: ${view.storeName}`, header(view) + form + hint);
}

/** The second step of the challenge card: the code, or giving up. */
export function challengePage(view: PaymentView, action: string, token: { challenge: string; expires: number }) {
  const t = texts[view.lang];
  const hidden = `<input type="hidden" name="challenge" value="${e(token.challenge)}"><input type="hidden" name="expires" value="${token.expires}">`;
  const body = `${header(view)}<h2>${e(t.challengeTitle)}</h2><p>${e(t.challengeText)}</p>
<form method="post" action="${e(action)}">${hidden}<label for="code">${e(t.code)}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8">
<button type="submit" name="action" value="confirm">${e(t.confirm)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${e(t.cancel)}</button></form>
<div class="hint">${e(t.codeHint(CHALLENGE_CODE))}</div>`;
  return pageHtml(view.lang, `${t.challengeTitle}: ${view.storeName}`, body);
}
