import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const returnPolicy: InformationPage = {
  slug: 'return',
  title: t('Returns and exchanges', 'Возврат и обмен'),
  seo: {
    title: t('Returns within 14 days | Kordon', 'Возврат в течение 14 дней | Kordon'),
    description: t(
      'Return or exchange any item within 14 days of delivery. How to send a return, refunds and exchanges of sizes.',
      'Вернуть или обменять товар можно в течение 14 дней после получения. Как оформить возврат, вернуть деньги и обменять размер.',
    ),
    keywords: t('returns, exchange, refund, 14 days', 'возврат, обмен, возврат денег, 14 дней'),
  },
  content: t(
    `<h2>Returns within 14 days</h2>
<p>If an item does not fit or you simply changed your mind, you can return it within <strong>14 days</strong> of delivery. The item must be unused, with its labels and in the original packaging.</p>
<h3>How to return an item</h3>
<ol>
<li>Open your account, find the order and choose "Return", or write to <a href="mailto:{{shop_email}}">{{shop_email}}</a> with the order number and the items you want to return.</li>
<li>We reply within one working day with the return address and a return number.</li>
<li>Send the parcel by any postal service with tracking and write the return number on the package.</li>
</ol>
<p>The refund is made within 5 working days after we receive the parcel, to the card or account used for payment. The original delivery cost is refunded if the whole order is returned; the cost of sending the return is paid by the customer, except when the item is faulty or we sent the wrong one.</p>
<h3>Exchanging a size or colour</h3>
<p>We exchange sizes and colours free of charge within Russia and for the cost of delivery elsewhere. Tell us the new size when you request the return and we will reserve it for you.</p>
<h3>Faulty items</h3>
<p>If an item arrives damaged or develops a manufacturing defect within the warranty period (12 months for equipment and footwear, 6 months for clothing), send us photographs; we will replace the item or refund it, including all delivery costs.</p>
<h3>What cannot be returned</h3>
<ul>
<li>digital products after the code has been revealed or the file downloaded;</li>
<li>items made to order: name tapes, engraved dog tags, custom patches;</li>
<li>opened scale model kits with parts cut from the sprues.</li>
</ul>`,
    `<h2>Возврат в течение 14 дней</h2>
<p>Если товар не подошёл или вы передумали, его можно вернуть в течение <strong>14 дней</strong> после получения. Товар должен быть без следов использования, с ярлыками и в оригинальной упаковке.</p>
<h3>Как вернуть товар</h3>
<ol>
<li>Откройте личный кабинет, найдите заказ и выберите «Возврат» или напишите на <a href="mailto:{{shop_email}}">{{shop_email}}</a> номер заказа и товары, которые хотите вернуть.</li>
<li>В течение одного рабочего дня мы пришлём адрес для возврата и номер возврата.</li>
<li>Отправьте посылку любой службой с трек-номером и укажите номер возврата на упаковке.</li>
</ol>
<p>Деньги возвращаются в течение 5 рабочих дней после получения посылки на карту или счёт, с которых была оплата. Стоимость исходной доставки возвращается при возврате всего заказа; пересылку возврата оплачивает покупатель, кроме случаев брака или ошибки с нашей стороны.</p>
<h3>Обмен размера или цвета</h3>
<p>По России обмениваем размер и цвет бесплатно, в другие страны — за стоимость доставки. Укажите новый размер при оформлении возврата, и мы его зарезервируем.</p>
<h3>Брак</h3>
<p>Если товар пришёл повреждённым или в течение гарантийного срока (12 месяцев на снаряжение и обувь, 6 месяцев на одежду) проявился производственный дефект, пришлите фотографии — мы заменим товар или вернём деньги, включая все расходы на доставку.</p>
<h3>Что нельзя вернуть</h3>
<ul>
<li>цифровые товары после того, как код был показан или файл скачан;</li>
<li>изделия на заказ: именные нашивки, жетоны с гравировкой, шевроны по вашему макету;</li>
<li>вскрытые сборные модели с вырезанными из литников деталями.</li>
</ul>`,
  ),
};
