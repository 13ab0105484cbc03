import { t } from '../catalogue/types.js';
import type { PostSpec } from './post-types.js';

export const GEAR_POSTS: PostSpec[] = [
  {
    slug: 'plate-carrier-pc1-rubezh-six-months-review',
    title: t('Plate Carrier PC-1 "Rubezh": six months in the field', 'Плитоноска ПК-1 «Рубеж»: полгода в поле'),
    preview: t(
      'We wore the PC-1 through a muddy spring, two 48-hour milsim games and a hot July. Here is what held up and what we would change.',
      'Мы носили ПК-1 грязной весной, на двух 48-часовых milsim-играх и жарким июлем. Рассказываем, что выдержало и что мы бы изменили.',
    ),
    content: t(
      `<p>The PC-1 "Rubezh" from Severny Rubezh is the carrier we get asked about most, so we took one from the shelf in March and did not give it back until September.</p>
<h2>Fit</h2>
<p>The carrier sits high, as a plate carrier should: the top edge of the front plate is level with the notch of the collarbone. The shoulder straps adjust over 8 cm and are padded just enough for a 10 kg load; with steel plates and six loaded magazines we noticed them after about five hours.</p>
<h2>Cummerbund</h2>
<p>The elastic cummerbund is the best part. It breathes, it hugs the body when you crawl and it comes off with one pull of the quick-release cable. Two rows of MOLLE on each side take a radio pouch and a dump pouch without sagging.</p>
<h2>Durability</h2>
<p>After six months the laser-cut front panel shows no fraying at the slots, and the drag handle survived being used as one. The IR-reduced olive faded a little on the shoulders, which is normal for solution-dyed nylon.</p>
<h2>What we would change</h2>
<ul><li>a wider admin flap for maps;</li><li>a pass-through for a hydration tube on both shoulders.</li></ul>
<p><strong>Verdict:</strong> a carrier you can buy once and forget about. 9/10.</p>`,
      `<p>ПК-1 «Рубеж» от «Северного рубежа» — плитоноска, о которой нас спрашивают чаще всего, поэтому в марте мы взяли одну с полки и вернули только в сентябре.</p>
<h2>Посадка</h2>
<p>Плитоноска сидит высоко, как и положено: верхний край передней плиты на уровне яремной выемки. Плечевые лямки регулируются на 8 см и достаточно мягкие для нагрузки в 10 кг; со стальными плитами и шестью снаряжёнными магазинами мы почувствовали их часов через пять.</p>
<h2>Камербанд</h2>
<p>Эластичный камербанд — лучшее в этой модели. Он дышит, облегает тело, когда ползёшь, и снимается одним рывком тросика быстрого сброса. Два ряда MOLLE с каждой стороны держат подсумок под рацию и сбросник без провисания.</p>
<h2>Износостойкость</h2>
<p>Через полгода лазерная панель не махрится в прорезях, а эвакуационная ручка пережила использование по назначению. Олива со сниженной ИК-заметностью немного выгорела на плечах — нормально для такого нейлона.</p>
<h2>Что бы мы изменили</h2>
<ul><li>более широкий административный клапан для карт;</li><li>вывод трубки гидратора на оба плеча.</li></ul>
<p><strong>Итог:</strong> плитоноска, которую покупаешь один раз и забываешь. 9/10.</p>`,
    ),
    author: 'Dmitry Orlov',
    keywords: t('plate carrier review, PC-1 Rubezh, milsim', 'обзор плитоноски, ПК-1 Рубеж, milsim'),
    tags: ['gear-review', 'milsim', 'airsoft'],
    daysAgo: 12,
    image: { background: '#3d4530', kinds: ['plate-carrier', 'pouch', 'helmet'], colours: ['olive', 'olive', 'olive'] },
  },
  {
    slug: 'winter-layering-for-airsoft',
    title: t(
      'Layering for winter airsoft: staying warm at minus twenty',
      'Многослойность для зимнего страйкбола: тепло при минус двадцати',
    ),
    preview: t(
      'A base layer, a fleece, a shell and a parka for the breaks: how to dress for a full winter game day without sweating or freezing.',
      'Термобельё, флис, мембрана и парка на привалы: как одеться на целый зимний игровой день, не вспотев и не замёрзнув.',
    ),
    content: t(
      `<p>Winter games punish two mistakes: dressing too warm for the assault and too light for the wait. The answer is layers you can open and close on the move.</p>
<h2>Base layer</h2>
<p>Merino or merino blend next to the skin. Cotton holds sweat and turns cold the moment you stop; our long-sleeve base layer stays warm even when damp.</p>
<h2>Mid layer</h2>
<p>A 300 g/m² fleece or a grid-fleece hoodie. Fleece keeps warm when wet and dries on the body.</p>
<h2>Shell</h2>
<p>The "Taiga" softshell stops the wind and breathes. Open the pit zips before you run.</p>
<h2>Insulation for the stops</h2>
<p>Keep the "Buran" puffer or the "Sever" parka in your pack and put it on over everything as soon as you stop. It is the layer people forget and regret.</p>
<h2>Extremities</h2>
<p>A merino beanie under the helmet, thin gloves for shooting and mitts for waiting, and winter boots with a removable felt liner that you dry overnight.</p>`,
      `<p>Зимние игры наказывают за две ошибки: слишком тепло для штурма и слишком легко для ожидания. Решение — слои, которые можно открывать и закрывать на ходу.</p>
<h2>Базовый слой</h2>
<p>Мериносовое или смесовое термобельё. Хлопок держит пот и остывает, как только вы остановились; наша термофутболка греет даже влажной.</p>
<h2>Средний слой</h2>
<p>Флис плотностью 300 г/м² или худи из решётчатого флиса. Флис греет мокрым и сохнет прямо на теле.</p>
<h2>Защитный слой</h2>
<p>Софтшелл «Тайга» не пропускает ветер и дышит. Перед бегом откройте вентиляцию в подмышках.</p>
<h2>Утепление для остановок</h2>
<p>Держите в рюкзаке пуховик «Буран» или парку «Север» и надевайте поверх всего сразу при остановке. Этот слой чаще всего забывают — и жалеют.</p>
<h2>Голова, руки, ноги</h2>
<p>Шапка из мериноса под шлем, тонкие перчатки для стрельбы и варежки для ожидания, зимние ботинки со съёмным войлочным вкладышем, который сушится за ночь.</p>`,
    ),
    author: 'Roman Vetrov',
    keywords: t(
      'winter airsoft clothing, layering, parka, base layer',
      'зимний страйкбол, многослойность, парка, термобельё',
    ),
    tags: ['clothing', 'winter', 'airsoft'],
    daysAgo: 74,
    image: { background: '#2f3b2c', kinds: ['jacket', 'beanie', 'boots'], colours: ['berezka', 'grey', 'black'] },
  },
  {
    slug: 'choosing-your-first-airsoft-loadout',
    title: t('Your first airsoft loadout for $149', 'Первая страйкбольная экипировка за $149'),
    preview: t(
      'What a beginner actually needs for the first game, what can wait, and why we put together the Starter Airsoft Set.',
      'Что действительно нужно новичку на первую игру, что может подождать и зачем мы собрали стартовый набор.',
    ),
    content: t(
      `<p>New players often spend their first budget on a plate carrier and then play in jeans. We suggest the opposite order.</p>
<h2>What you need on day one</h2>
<ul><li>eye protection (mandatory at every field);</li><li>a belt with a magazine pouch and a dump pouch;</li><li>a quick-drying shirt and a cap;</li><li>a balaclava or a face cover for close quarters.</li></ul>
<p>That is exactly what the Starter Airsoft Set (see <a href="/category/tactical-equipment">Tactical equipment</a>) contains, in olive, black or coyote, for $149 instead of $160.</p>
<h2>What can wait</h2>
<p>A plate carrier, a helmet and boots are worth buying after a few games, when you know whether you prefer fast CQB or long woodland scenarios.</p>`,
      `<p>Новички часто тратят первый бюджет на плитоноску и играют в джинсах. Мы советуем наоборот.</p>
<h2>Что нужно в первый день</h2>
<ul><li>защита глаз (обязательна на любом полигоне);</li><li>ремень с подсумком под магазины и сбросником;</li><li>быстросохнущая футболка и кепка;</li><li>балаклава или маска для ближнего боя.</li></ul>
<p>Именно это входит в стартовый набор страйкболиста (раздел <a href="/ru/category/tactical-equipment">«Тактическое снаряжение»</a>) — в оливе, чёрном или койоте, за $149 вместо $160.</p>
<h2>Что подождёт</h2>
<p>Плитоноску, шлем и ботинки стоит покупать после нескольких игр, когда станет понятно, что вам ближе: быстрый CQB или долгие лесные сценарии.</p>`,
    ),
    author: 'Anna Sokolova',
    keywords: t(
      'airsoft for beginners, starter set, first loadout',
      'страйкбол для новичков, стартовый набор, первая экипировка',
    ),
    tags: ['airsoft', 'gear-review'],
    daysAgo: 31,
    image: { background: '#4a3f2a', kinds: ['belt', 'tshirt', 'cap'], colours: ['olive', 'olive', 'olive'] },
  },
];
