import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const publicOffer: InformationPage = {
  slug: 'public-offer',
  title: t('Public offer', 'Публичная оферта'),
  seo: {
    title: t('Public offer (terms of sale) | Kordon', 'Публичная оферта (условия продажи) | Kordon'),
    description: t(
      'The terms on which Kordon sells goods and digital products: ordering, prices, payment, delivery and returns.',
      'Условия, на которых Kordon продаёт товары и цифровые продукты: заказ, цены, оплата, доставка и возврат.',
    ),
    keywords: t('public offer, terms of sale, agreement', 'публичная оферта, условия продажи, договор'),
  },
  content: t(
    `<h2>Public offer for the sale of goods</h2>
<p>This document is an offer by Kordon LLC (the "Seller") to conclude a contract of sale with any person (the "Buyer") on the terms below. Placing an order on the site means acceptance of this offer.</p>
<h3>1. Subject</h3>
<p>The Seller sells physical goods (equipment, clothing, souvenirs, books) and digital products (activation codes, premium accounts, e-books) presented on the site, and the Buyer pays for and accepts them.</p>
<h3>2. Ordering</h3>
<p>The Buyer places an order on the site, stating the recipient's details and the delivery address. An order is confirmed by an e-mail with its number. The Seller may cancel an order if the goods are no longer available, refunding any payment in full.</p>
<h3>3. Prices and payment</h3>
<p>Prices are set in US dollars and shown in other currencies at the Seller's exchange rate of the day. Payment is made by card, PayPal or bank transfer. Preorders are accepted on 100% prepayment.</p>
<h3>4. Delivery</h3>
<p>Goods are delivered by the service chosen by the Buyer, at the price and within the time shown at checkout. Ownership and risk pass to the Buyer on delivery. Digital products are delivered by e-mail and in the Buyer's account.</p>
<h3>5. Returns</h3>
<p>The Buyer may return goods of proper quality within 14 days of delivery under the conditions of the <a href="/information/return">Returns</a> page. Digital products whose code has been revealed are not returnable.</p>
<h3>6. Warranty</h3>
<p>The Seller guarantees that goods correspond to their description. Claims about defects are accepted within the warranty period stated on the returns page.</p>
<h3>7. Personal data</h3>
<p>Personal data is processed according to the <a href="/information/privacy">Privacy policy</a>.</p>
<h3>8. Seller details</h3>
<p>Kordon LLC, 33 Varshavskoye Shosse, office 12, Moscow 117105, Russia. E-mail: {{shop_email}}.</p>`,
    `<h2>Публичная оферта о продаже товаров</h2>
<p>Настоящий документ является предложением ООО «Кордон» («Продавец») заключить договор купли-продажи с любым лицом («Покупатель») на изложенных ниже условиях. Оформление заказа на сайте означает акцепт оферты.</p>
<h3>1. Предмет</h3>
<p>Продавец продаёт представленные на сайте физические товары (снаряжение, одежду, сувениры, книги) и цифровые товары (коды активации, премиум-аккаунты, электронные книги), а Покупатель оплачивает и принимает их.</p>
<h3>2. Оформление заказа</h3>
<p>Покупатель оформляет заказ на сайте, указывая данные получателя и адрес доставки. Заказ подтверждается письмом с его номером. Продавец вправе аннулировать заказ, если товара больше нет в наличии, вернув оплату в полном объёме.</p>
<h3>3. Цены и оплата</h3>
<p>Цены устанавливаются в долларах США и показываются в других валютах по курсу Продавца на день заказа. Оплата — картой, через PayPal или банковским переводом. Предзаказы принимаются на условиях 100% предоплаты.</p>
<h3>4. Доставка</h3>
<p>Товары доставляются выбранной Покупателем службой по цене и в сроки, указанные при оформлении заказа. Право собственности и риск переходят к Покупателю в момент получения. Цифровые товары передаются по e-mail и в личном кабинете.</p>
<h3>5. Возврат</h3>
<p>Покупатель вправе вернуть товар надлежащего качества в течение 14 дней после получения на условиях страницы <a href="/ru/information/return">«Возврат и обмен»</a>. Цифровые товары, код которых был показан, возврату не подлежат.</p>
<h3>6. Гарантия</h3>
<p>Продавец гарантирует соответствие товаров описанию. Претензии по качеству принимаются в течение гарантийного срока, указанного на странице возврата.</p>
<h3>7. Персональные данные</h3>
<p>Персональные данные обрабатываются в соответствии с <a href="/ru/information/privacy">Политикой конфиденциальности</a>.</p>
<h3>8. Реквизиты Продавца</h3>
<p>ООО «Кордон», 117105, Россия, Москва, Варшавское шоссе, 33, офис 12. E-mail: {{shop_email}}.</p>`,
  ),
};
