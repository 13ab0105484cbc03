import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const privacy: InformationPage = {
  slug: 'privacy',
  title: t('Privacy policy', 'Политика конфиденциальности'),
  seo: {
    title: t('Privacy policy | Kordon', 'Политика конфиденциальности | Kordon'),
    description: t(
      'What personal data Kordon collects, why, how long it is kept and how to have it deleted.',
      'Какие персональные данные собирает Kordon, зачем, как долго хранит и как их удалить.',
    ),
    keywords: t('privacy policy, personal data, cookies', 'политика конфиденциальности, персональные данные, cookies'),
  },
  content: t(
    `<h2>Privacy policy</h2>
<p>This policy explains how Kordon LLC ("we") processes the personal data of visitors and customers of this online shop.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Account data</strong>: e-mail address, first and last name, phone number. We do not use passwords: you sign in with a one-time code sent to your e-mail.</li>
<li><strong>Order data</strong>: delivery addresses, ordered items, amounts and payment status. Card details are entered on the payment provider's page and are never stored by us.</li>
<li><strong>Technical data</strong>: an anonymous session identifier, the language and currency you chose, and the contents of your cart.</li>
</ul>
<h3>Why we use it</h3>
<p>We use your data to process and deliver orders, to send the one-time sign-in code, order confirmations, tracking numbers and, if you asked for it, restock notifications. We do not sell personal data and do not send advertising without your consent.</p>
<h3>Who receives it</h3>
<p>Delivery data is passed to the carrier you choose (the premium postal service, CDEK, Russian Post or SafeRoute); payment data to the payment provider. These companies process data only to perform the service.</p>
<h3>Cookies</h3>
<p>We use only the cookies needed for the shop to work: the session, the interface language (kept for 365 days) and your acceptance of the cookie notice. We do not use advertising trackers.</p>
<h3>How long we keep data</h3>
<p>Order records are kept for the period required by accounting law (5 years). Account data is kept until you ask us to delete the account.</p>
<h3>Your rights</h3>
<p>You may request a copy of your data, its correction or deletion by writing to <a href="mailto:{{shop_email}}">{{shop_email}}</a>. We answer within 30 days.</p>`,
    `<h2>Политика конфиденциальности</h2>
<p>Эта политика объясняет, как ООО «Кордон» («мы») обрабатывает персональные данные посетителей и покупателей интернет-магазина.</p>
<h3>Какие данные мы собираем</h3>
<ul>
<li><strong>Данные учётной записи</strong>: адрес e-mail, имя и фамилия, номер телефона. Мы не используем пароли: вход выполняется по одноразовому коду, который приходит на e-mail.</li>
<li><strong>Данные заказов</strong>: адреса доставки, товары, суммы и статус оплаты. Данные карты вводятся на странице платёжного провайдера и у нас не хранятся.</li>
<li><strong>Технические данные</strong>: анонимный идентификатор сессии, выбранные язык и валюта, содержимое корзины.</li>
</ul>
<h3>Зачем мы их используем</h3>
<p>Данные нужны для обработки и доставки заказов, отправки кода для входа, подтверждений заказа, трек-номеров и, если вы подписались, уведомлений о поступлении товара. Мы не продаём персональные данные и не отправляем рекламу без вашего согласия.</p>
<h3>Кому мы их передаём</h3>
<p>Данные доставки передаются выбранной вами службе (премиальная почта, СДЭК, Почта России или SafeRoute), платёжные данные — платёжному провайдеру. Эти компании обрабатывают данные только для оказания услуги.</p>
<h3>Cookies</h3>
<p>Мы используем только необходимые для работы магазина cookies: сессию, язык интерфейса (хранится 365 дней) и отметку о согласии с уведомлением о cookies. Рекламных трекеров нет.</p>
<h3>Сроки хранения</h3>
<p>Сведения о заказах хранятся в течение срока, установленного законодательством о бухгалтерском учёте (5 лет). Данные учётной записи — до тех пор, пока вы не попросите её удалить.</p>
<h3>Ваши права</h3>
<p>Вы можете запросить копию своих данных, их исправление или удаление, написав на <a href="mailto:{{shop_email}}">{{shop_email}}</a>. Мы отвечаем в течение 30 дней.</p>`,
  ),
};
