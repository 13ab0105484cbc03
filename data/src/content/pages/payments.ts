import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const payments: InformationPage = {
  slug: 'payments',
  title: t('Payment', 'Оплата'),
  seo: {
    title: t(
      'Payment methods: card, PayPal, bank transfer | Kordon',
      'Способы оплаты: карта, PayPal, банковский перевод | Kordon',
    ),
    description: t(
      'Pay by Visa, Mastercard or Mir card, PayPal or bank transfer. Preorders require 100% prepayment.',
      'Оплата картой Visa, Mastercard или «Мир», через PayPal или банковским переводом. Предзаказ — 100% предоплата.',
    ),
    keywords: t(
      'payment, card payment, PayPal, bank transfer, prepayment',
      'оплата, оплата картой, PayPal, банковский перевод, предоплата',
    ),
  },
  content: t(
    `<h2>How to pay for your order</h2>
<p>Prices on the site are shown in the currency you choose in the settings; the order is charged in that currency at the exchange rate of the day the order is placed. The total, including delivery, is shown before you confirm the order.</p>
<h3>Bank card</h3>
<p>We accept Visa, Mastercard and Mir cards. After you confirm the order you are taken to a secure payment page; card details are entered there and never reach our servers. Some banks ask for an additional confirmation (3-D Secure) by SMS or in their app. The payment is usually confirmed within a few seconds, and the order status changes to "Paid".</p>
<h3>PayPal</h3>
<p>Customers outside Russia can pay with a PayPal balance or with any card linked to a PayPal account. Choose PayPal at checkout and confirm the payment on the PayPal page.</p>
<h3>Bank transfer</h3>
<p>For companies, clubs and large orders we accept bank transfers. Choose "Bank transfer" at checkout: the <strong>payment instructions are sent to you by e-mail</strong> together with the order number, which must be quoted in the payment reference. The order is reserved for five working days and ships as soon as the money arrives on our account.</p>
<h3>Preorders</h3>
<p>Items marked "Preorder" are not yet in our warehouse. They require <strong>100% prepayment</strong>: this is how we book your unit in the next production batch. If the batch is delayed by more than 30 days beyond the announced date, you can cancel the preorder and receive a full refund.</p>
<h3>If a payment fails</h3>
<p>If the bank declines the payment, the order is kept and you can try again from the failure page or from your account, with the same or another card. Money is never charged twice for one order: a repeated payment attempt replaces the failed one.</p>
<h3>Refunds</h3>
<p>Refunds go back to the card or account used for the payment within 3-10 working days, depending on your bank.</p>`,
    `<h2>Как оплатить заказ</h2>
<p>Цены на сайте показываются в валюте, выбранной в настройках; заказ оплачивается в этой валюте по курсу на день оформления. Итоговая сумма с доставкой показывается до подтверждения заказа.</p>
<h3>Банковская карта</h3>
<p>Принимаем карты Visa, Mastercard и «Мир». После подтверждения заказа вы попадаете на защищённую страницу оплаты; данные карты вводятся там и никогда не попадают на наши серверы. Некоторые банки запрашивают дополнительное подтверждение (3-D Secure) по SMS или в приложении. Обычно платёж подтверждается за несколько секунд, и статус заказа меняется на «Оплачен».</p>
<h3>PayPal</h3>
<p>Покупатели за пределами России могут оплатить заказ с баланса PayPal или любой картой, привязанной к аккаунту PayPal. Выберите PayPal при оформлении и подтвердите платёж на странице PayPal.</p>
<h3>Банковский перевод</h3>
<p>Для компаний, клубов и крупных заказов принимаем оплату банковским переводом. Выберите «Банковский перевод» при оформлении: <strong>реквизиты для оплаты придут вам на e-mail</strong> вместе с номером заказа, который нужно указать в назначении платежа. Заказ резервируется на пять рабочих дней и отправляется, как только деньги поступят на наш счёт.</p>
<h3>Предзаказ</h3>
<p>Товары с отметкой «Предзаказ» ещё не поступили на склад. Они оформляются по <strong>100% предоплате</strong>: так мы бронируем ваш экземпляр в следующей партии. Если партия задерживается более чем на 30 дней от заявленной даты, вы можете отменить предзаказ и получить полный возврат.</p>
<h3>Если оплата не прошла</h3>
<p>Если банк отклонил платёж, заказ сохраняется, и вы можете повторить оплату со страницы ошибки или из личного кабинета — той же или другой картой. Деньги никогда не списываются дважды за один заказ.</p>
<h3>Возврат денег</h3>
<p>Деньги возвращаются на карту или счёт, с которых была оплата, в течение 3-10 рабочих дней в зависимости от банка.</p>`,
  ),
};
