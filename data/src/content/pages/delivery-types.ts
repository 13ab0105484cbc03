import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const deliveryTypes: InformationPage = {
  slug: 'delivery-types',
  title: t('Delivery', 'Доставка'),
  seo: {
    title: t('Delivery worldwide in 1-3 days | Kordon', 'Доставка по всему миру за 1-3 дня | Kordon'),
    description: t(
      'Premium postal delivery worldwide in 1-3 days, CDEK and Russian Post couriers and pickup points in Russia. Prices, times and tracking.',
      'Премиальная почтовая доставка по всему миру за 1-3 дня, курьеры и пункты выдачи СДЭК и Почты России. Стоимость, сроки и отслеживание.',
    ),
    keywords: t(
      'delivery, shipping worldwide, CDEK, Russian Post, tracking',
      'доставка, доставка по миру, СДЭК, Почта России, отслеживание',
    ),
  },
  content: t(
    `<h2>How we ship</h2>
<p>Every order is packed in our Moscow warehouse on the day it is paid if payment arrives before 15:00 Moscow time, and on the next working day otherwise. You receive an e-mail with a tracking number as soon as the parcel is handed to the carrier.</p>
<h3>Premium postal service: worldwide, 1-3 days</h3>
<p>Our main delivery method is a premium express postal service with door-to-door delivery to more than 200 countries. Most parcels arrive within <strong>1-3 working days</strong> of dispatch; remote areas may take a day or two longer. The price is calculated at checkout from the weight of your order and the destination country, and it includes all handling fees on our side.</p>
<ul>
<li>Europe: from $18, 1-3 days;</li>
<li>USA and Canada: from $24, 1-3 days;</li>
<li>Russia: from $6, 1-2 days;</li>
<li>rest of the world: from $29, 1-3 days.</li>
</ul>
<p>Orders over $200 ship free by premium post to any country.</p>
<h3>Delivery within Russia</h3>
<p>For addresses in Russia you can also choose:</p>
<ul>
<li><strong>CDEK</strong>: courier to the door or collection from one of thousands of CDEK pickup points, 1-5 days;</li>
<li><strong>Russian Post</strong>: parcels to any post office in the country, 3-10 days, the most affordable option for remote regions;</li>
<li><strong>SafeRoute</strong>: a choice of pickup points and parcel lockers of several carriers on one map.</li>
</ul>
<p>For these carriers the price and the delivery time are calculated for your exact address at checkout, in roubles.</p>
<h3>Customs and duties</h3>
<p>Parcels to countries outside Russia travel with a customs declaration listing the contents and their value. Import duties and taxes, where they apply, are set by the destination country and paid by the recipient. Within the European Union duties are rarely charged on orders below €150, but VAT may be collected on delivery.</p>
<h3>Digital products</h3>
<p>Game currency codes, premium accounts and e-books are not shipped: the code or the download link arrives by e-mail within minutes of payment and is always available in your account.</p>
<h3>Preorders</h3>
<p>Preordered items ship as soon as the batch arrives at our warehouse; the expected date is shown on the product page. If your order also contains items in stock, we ship everything together unless you ask us to split the parcel.</p>`,
    `<h2>Как мы отправляем заказы</h2>
<p>Каждый заказ собирается на нашем складе в Москве в день оплаты, если оплата поступила до 15:00 по московскому времени, иначе — на следующий рабочий день. Как только посылка передана перевозчику, вы получаете письмо с трек-номером.</p>
<h3>Премиальная почтовая служба: по всему миру за 1-3 дня</h3>
<p>Основной способ доставки — премиальная экспресс-почта с доставкой до двери более чем в 200 стран. Большинство посылок приходит в течение <strong>1-3 рабочих дней</strong> после отправки; в отдалённые районы — на день-два дольше. Стоимость рассчитывается при оформлении заказа по весу и стране назначения и уже включает все сборы с нашей стороны.</p>
<ul>
<li>Европа: от $18, 1-3 дня;</li>
<li>США и Канада: от $24, 1-3 дня;</li>
<li>Россия: от $6, 1-2 дня;</li>
<li>остальные страны: от $29, 1-3 дня.</li>
</ul>
<p>Заказы от $200 доставляются премиальной почтой бесплатно в любую страну.</p>
<h3>Доставка по России</h3>
<p>Для адресов в России также доступны:</p>
<ul>
<li><strong>СДЭК</strong> — курьером до двери или в один из тысяч пунктов выдачи, 1-5 дней;</li>
<li><strong>Почта России</strong> — в любое отделение связи, 3-10 дней, самый доступный вариант для удалённых регионов;</li>
<li><strong>SafeRoute</strong> — выбор пунктов выдачи и постаматов нескольких служб на одной карте.</li>
</ul>
<p>Для этих служб стоимость и срок рассчитываются для вашего точного адреса при оформлении заказа, в рублях.</p>
<h3>Таможня и пошлины</h3>
<p>Посылки за пределы России сопровождаются таможенной декларацией с описанием содержимого и его стоимости. Ввозные пошлины и налоги, если они применяются, устанавливает страна назначения, и оплачивает их получатель.</p>
<h3>Цифровые товары</h3>
<p>Коды игровой валюты, премиум-аккаунты и электронные книги не отправляются посылкой: код или ссылка на скачивание приходят на e-mail через несколько минут после оплаты и всегда доступны в личном кабинете.</p>
<h3>Предзаказы</h3>
<p>Товары по предзаказу отправляются, как только партия поступает на склад; ожидаемая дата указана на странице товара. Если в заказе есть и товары в наличии, мы отправим всё вместе, если вы не попросите разделить посылку.</p>`,
  ),
};
