import { t } from '../catalogue/types.js';
import type { PostSpec } from './post-types.js';

export const HOBBY_POSTS: PostSpec[] = [
  {
    slug: 'building-the-t-34-85-kit',
    title: t(
      'Building the Tankograd T-34-85 in 1:35: a weekend review',
      'Собираем Т-34-85 от Tankograd в 1:35: обзор за выходные',
    ),
    preview: t(
      '412 parts, working tracks and two crew figures. How the kit goes together and how it compares with the real tank at the museum.',
      '412 деталей, наборные траки и две фигуры экипажа. Как собирается модель и как она выглядит рядом с настоящим танком в музее.',
    ),
    content: t(
      `<p>The T-34-85 is the first kit Tankograd Models released, and it shows the care of people who measured real tanks themselves.</p>
<h2>In the box</h2>
<p>Eight sprues in dark green plastic, a cast-texture turret in two halves, 144 individual track links and a decal sheet for four vehicles, including a tank of the 1st Czechoslovak Corps.</p>
<h2>Assembly</h2>
<p>The lower hull and suspension take an evening. The tracks are the slow part: each link has two sprue gates, so count two hours. The turret halves fit without filler, and the cast texture is subtle enough to look right after painting.</p>
<h2>Accuracy</h2>
<p>We compared the model with the tank at the Kubinka museum: the mantlet shape, the commander's cupola and the spacing of the road wheels are correct for a 1944 factory No. 183 vehicle.</p>
<p><strong>Verdict:</strong> a rewarding weekend kit for modellers with a few builds behind them. 8/10.</p>`,
      `<p>Т-34-85 — первая модель Tankograd Models, и в ней видна забота людей, которые сами обмеряли настоящие танки.</p>
<h2>Что в коробке</h2>
<p>Восемь литников из тёмно-зелёного пластика, башня с литой фактурой из двух половин, 144 отдельных трака и декали на четыре машины, включая танк 1-го Чехословацкого корпуса.</p>
<h2>Сборка</h2>
<p>Нижняя часть корпуса и подвеска — на один вечер. Траки — самое долгое: у каждого два литника, закладывайте два часа. Половины башни встают без шпаклёвки, литая фактура достаточно деликатная и хорошо смотрится после окраски.</p>
<h2>Точность</h2>
<p>Мы сравнили модель с танком в музее в Кубинке: форма маски пушки, командирская башенка и шаг катков соответствуют машине завода № 183 выпуска 1944 года.</p>
<p><strong>Итог:</strong> благодарная модель на выходные для тех, у кого за плечами уже несколько сборок. 8/10.</p>`,
    ),
    author: 'Viktor Zaitsev',
    keywords: t(
      'T-34-85 model review, 1:35 tank kit, Tankograd',
      'обзор модели Т-34-85, сборная модель танка 1:35, Tankograd',
    ),
    tags: ['scale-models', 'war-thunder', 'gear-review'],
    daysAgo: 118,
    image: { background: '#33392f', kinds: ['tank', 'book'], colours: ['#4f5a34', '#7a2e25'] },
  },
  {
    slug: 'soviet-tanker-cosplay-guide',
    title: t(
      'Soviet tanker cosplay: from Enlisted to the convention floor',
      'Косплей советского танкиста: из Enlisted на фестиваль',
    ),
    preview: t(
      'Overalls, a padded helmet, dog tags and a patch: how to build an accurate 1943 tank crew look and what to avoid.',
      'Комбинезон, танкошлем, жетоны и шеврон: как собрать достоверный образ танкиста 1943 года и чего избегать.',
    ),
    content: t(
      `<p>The tank crew of the Enlisted Kursk campaign is one of the most recognisable cosplays at gaming conventions, and one of the easiest to get right.</p>
<h2>The overalls</h2>
<p>Wartime crews wore blue-black or khaki cotton overalls over the tunic. Ours are cut from the 1943 pattern with a modern size chart; choose your usual jacket size.</p>
<h2>The helmet</h2>
<p>The padded canvas "shlemofon" with its ribbed crown is the signature piece. Tuck the ear flaps in for photos indoors; it gets warm.</p>
<h2>Details</h2>
<p>Add a belt, a map case and a "Tank Ace" patch if you are a War Thunder player. Avoid modern boots with visible logos: plain black leather boots read correctly in photos.</p>
<p>All of it comes together in our Soviet Tanker Cosplay Kit.</p>`,
      `<p>Танкист из курской кампании Enlisted — один из самых узнаваемых образов на игровых фестивалях и один из самых простых в исполнении.</p>
<h2>Комбинезон</h2>
<p>Экипажи военных лет носили тёмно-синие или цвета хаки хлопковые комбинезоны поверх гимнастёрки. Наш сшит по выкройке 1943 года с современной размерной сеткой — выбирайте свой обычный размер куртки.</p>
<h2>Танкошлем</h2>
<p>Ватный брезентовый шлемофон с рёбрами на макушке — главная деталь образа. Для фото в помещении заправьте наушники: в нём жарко.</p>
<h2>Детали</h2>
<p>Добавьте ремень, планшет и шеврон «Танковый ас», если играете в War Thunder. Избегайте современных ботинок с заметными логотипами: простые чёрные кожаные сапоги или ботинки смотрятся на фото правильно.</p>
<p>Всё это собрано в нашем косплей-комплекте советского танкиста.</p>`,
    ),
    author: 'Ekaterina Lebedeva',
    keywords: t(
      'tanker cosplay, Enlisted cosplay, Soviet uniform',
      'косплей танкиста, косплей Enlisted, советская униформа',
    ),
    tags: ['cosplay', 'enlisted', 'war-thunder'],
    daysAgo: 165,
    image: { background: '#402a2a', kinds: ['tunic', 'helmet', 'dogtags'], colours: ['navy', 'black', 'silver'] },
  },
  {
    slug: 'best-military-history-books-of-the-year',
    title: t(
      'Five military history books we read this year',
      'Пять книг по военной истории, которые мы прочитали в этом году',
    ),
    preview: t(
      'From the defence of Moscow to the air war over Stalingrad: the books our staff kept on their desks, and who each one is for.',
      'От обороны Москвы до воздушной войны над Сталинградом: книги, которые лежали у нас на столах, и кому каждая из них подойдёт.',
    ),
    content: t(
      `<ol>
<li><strong>Tanks of the Great Patriotic War</strong>: the reference for modellers and War Thunder players who want to know why a tank looks the way it does.</li>
<li><strong>The Battle of Kursk: Steel and Fire</strong>: war diaries of both sides laid side by side; the best account of Prokhorovka we know.</li>
<li><strong>Sky of Stalingrad</strong>: letters of young pilots, moving and precise about the aircraft they flew.</li>
<li><strong>The Defence of Moscow, 1941</strong>: forty new maps make the autumn battles finally readable.</li>
<li><strong>Uniforms of the Soviet Army 1918-1991</strong>: the book every reenactor asks us about; the new edition is available for preorder.</li>
</ol>
<p>All five are printed by Bastion Press on heavy coated paper; most are available as e-books as well.</p>`,
      `<ol>
<li><strong>«Танки Великой Отечественной»</strong> — справочник для моделистов и игроков War Thunder, которые хотят понять, почему танк выглядит именно так.</li>
<li><strong>«Курская битва: сталь и огонь»</strong> — журналы боевых действий обеих сторон рядом; лучший известный нам рассказ о Прохоровке.</li>
<li><strong>«Небо Сталинграда»</strong> — письма молодых лётчиков, трогательные и точные в описании самолётов.</li>
<li><strong>«Оборона Москвы, 1941»</strong> — сорок новых карт наконец делают осенние бои понятными.</li>
<li><strong>«Униформа Советской армии 1918-1991»</strong> — книга, о которой нас спрашивает каждый реконструктор; новое издание доступно по предзаказу.</li>
</ol>
<p>Все пять книг напечатаны издательством «Бастион» на плотной мелованной бумаге, большинство есть и в электронном виде.</p>`,
    ),
    author: 'Pavel Grekov',
    keywords: t(
      'military history books, Great Patriotic War books, reading list',
      'книги по военной истории, книги о Великой Отечественной, что почитать',
    ),
    tags: ['books'],
    daysAgo: 210,
    image: { background: '#1e2a3a', kinds: ['book', 'book', 'poster'], colours: ['#7a2e25', '#1e3a5f', '#5b6236'] },
  },
];
