import { t } from '../../catalogue/types.js';
import type { InformationPage } from './types.js';

export const wholesales: InformationPage = {
  slug: 'wholesales',
  title: t('Wholesale', 'Оптовым покупателям'),
  seo: {
    title: t('Wholesale for shops, clubs and teams | Kordon', 'Опт для магазинов, клубов и команд | Kordon'),
    description: t(
      'Wholesale prices for airsoft shops, clubs, reenactment groups and game events. Discounts from 10 items, custom patches and team orders.',
      'Оптовые цены для страйкбольных магазинов, клубов, клубов реконструкции и игровых мероприятий. Скидки от 10 единиц, шевроны и заказы для команд.',
    ),
    keywords: t('wholesale, team order, airsoft club, dealer', 'опт, заказ для команды, страйкбольный клуб, дилер'),
  },
  content: t(
    `<h2>Working with shops, clubs and teams</h2>
<p>Kordon supplies airsoft and outdoor shops, airsoft and milsim clubs, reenactment groups, game event organisers and gaming communities in more than forty countries. If you need ten vests for a team or a regular supply for a shop, we will make you an offer.</p>
<h3>Discounts</h3>
<ul>
<li>from 10 items of one product: 10%;</li>
<li>orders from $2,000: 15%;</li>
<li>dealers with a regular monthly order: individual price list and deferred payment after the third order.</li>
</ul>
<h3>Team orders</h3>
<p>We sew plate carriers, chest rigs and clothing in one colour for the whole team, embroider name tapes and call-signs, and make custom patches with your club emblem from 50 pieces. Production of custom items takes 3-6 weeks.</p>
<h3>Event merchandise</h3>
<p>For tournaments, conventions and player meetings we produce mugs, pins, patches and t-shirts with your event artwork. Send us the design or a sketch: our designers will prepare files for print.</p>
<h3>How to start</h3>
<ol>
<li>Write to <a href="mailto:{{shop_email}}">{{shop_email}}</a> with the name of your company or club, your country and the products you are interested in.</li>
<li>We reply within one working day with a price list and delivery terms.</li>
<li>Orders are paid by bank transfer; the payment instructions and an invoice are sent by e-mail. Companies receive all closing documents.</li>
</ol>
<p>Wholesale orders ship by the premium postal service, by freight for large volumes, or by CDEK within Russia.</p>`,
    `<h2>Работа с магазинами, клубами и командами</h2>
<p>Kordon поставляет товары страйкбольным и туристическим магазинам, страйкбольным и milsim-клубам, клубам исторической реконструкции, организаторам игр и игровым сообществам более чем в сорока странах. Нужно ли вам десять жилетов на команду или регулярные поставки в магазин — мы подготовим предложение.</p>
<h3>Скидки</h3>
<ul>
<li>от 10 единиц одного товара — 10%;</li>
<li>заказ от $2000 — 15%;</li>
<li>дилерам с регулярным ежемесячным заказом — индивидуальный прайс-лист и отсрочка платежа после третьего заказа.</li>
</ul>
<h3>Заказы для команд</h3>
<p>Шьём плитоноски, нагрудники и одежду в едином цвете на всю команду, вышиваем именные нашивки и позывные, делаем шевроны с эмблемой клуба от 50 штук. Срок изготовления — 3-6 недель.</p>
<h3>Сувениры для мероприятий</h3>
<p>Для турниров, фестивалей и встреч игроков изготавливаем кружки, значки, шевроны и футболки с символикой мероприятия. Пришлите макет или эскиз — наши дизайнеры подготовят файлы к печати.</p>
<h3>Как начать</h3>
<ol>
<li>Напишите на <a href="mailto:{{shop_email}}">{{shop_email}}</a>: название компании или клуба, страну и интересующие товары.</li>
<li>Мы ответим в течение одного рабочего дня и пришлём прайс-лист и условия доставки.</li>
<li>Оптовые заказы оплачиваются банковским переводом; реквизиты и счёт приходят на e-mail. Юридическим лицам предоставляем все закрывающие документы.</li>
</ol>
<p>Оптовые заказы отправляются премиальной почтой, грузовым транспортом для больших объёмов или СДЭК по России.</p>`,
  ),
};
