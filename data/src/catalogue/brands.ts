import { type L, t } from './types.js';

export type BrandSpec = {
  slug: string;
  name: string;
  /** Logo colours: background and mark. */
  colors: [string, string];
  mark: 'shield' | 'star' | 'ring' | 'chevron' | 'diamond' | 'hex';
  description: L;
};

export const BRANDS: BrandSpec[] = [
  {
    slug: 'severny-rubezh',
    name: 'Severny Rubezh',
    colors: ['#3d4530', '#d7c9a0'],
    mark: 'shield',
    description: t(
      'Severny Rubezh ("Northern Line") sews load-bearing equipment in a small workshop near Tver. Every plate carrier and pouch is cut from Cordura, bar-tacked at stress points and tested on a weekend-long milsim game before it goes into the catalogue.',
      '«Северный рубеж» шьёт разгрузочное снаряжение в небольшой мастерской под Тверью. Каждая плитоноска и каждый подсумок кроятся из кордуры, закрепляются закрепками в местах нагрузки и проходят проверку на выходных играх в стиле milsim, прежде чем попасть в каталог.',
    ),
  },
  {
    slug: 'strelets-gear',
    name: 'Strelets Gear',
    colors: ['#23282b', '#e07b39'],
    mark: 'chevron',
    description: t(
      'Strelets Gear makes helmets, rucksacks and load carriage for airsoft and outdoor use. The designers come from mountain rescue, which shows in the padding, the ventilation and the obsession with weight.',
      'Strelets Gear выпускает шлемы, рюкзаки и транспортные системы для страйкбола и активного отдыха. Конструкторы бренда пришли из горноспасательной службы, и это видно по подвеске, вентиляции и борьбе за каждый грамм.',
    ),
  },
  {
    slug: 'taiga-forge',
    name: 'Taiga Forge',
    colors: ['#2f3b2c', '#a9c38a'],
    mark: 'hex',
    description: t(
      'Taiga Forge designs field clothing in Novosibirsk for people who spend nights outdoors at minus thirty. Membrane jackets, insulated parkas and ripstop trousers are patterned for movement and made to be repaired rather than replaced.',
      'Taiga Forge проектирует полевую одежду в Новосибирске для тех, кто ночует на улице при минус тридцати. Мембранные куртки, утеплённые парки и брюки из рипстопа кроятся под движение и рассчитаны на ремонт, а не на замену.',
    ),
  },
  {
    slug: 'polygon-wear',
    name: 'Polygon Wear',
    colors: ['#1f2630', '#7fb0d8'],
    mark: 'diamond',
    description: t(
      'Polygon Wear is everyday clothing with a military cut: combat shirts, hoodies, caps and t-shirts that look right on a training ground and in the city. Printed and embroidered in Saint Petersburg.',
      'Polygon Wear — повседневная одежда военного кроя: боевые рубашки, худи, кепки и футболки, которые одинаково уместны на полигоне и в городе. Печать и вышивка — в Санкт-Петербурге.',
    ),
  },
  {
    slug: 'ural-boot-works',
    name: 'Ural Boot Works',
    colors: ['#3a2a20', '#d9a066'],
    mark: 'ring',
    description: t(
      'Ural Boot Works has stitched leather boots in Yekaterinburg since the nineties. Lasts are built around a wide Russian foot, soles are cemented and stitched, and the leather is waxed for snow, mud and salt.',
      'Ural Boot Works шьёт кожаную обувь в Екатеринбурге с девяностых. Колодки рассчитаны на широкую стопу, подошва крепится клеепрошивным методом, а кожа пропитана воском от снега, грязи и реагентов.',
    ),
  },
  {
    slug: 'pixel-front',
    name: 'Pixel Front',
    colors: ['#241f33', '#f2c14e'],
    mark: 'star',
    description: t(
      'Pixel Front makes merchandise for players of War Thunder, Enlisted and Crossout: clothing, mugs and accessories with artwork drawn by fans for fans, printed in small runs.',
      'Pixel Front выпускает мерч для игроков War Thunder, Enlisted и Crossout: одежду, кружки и аксессуары с рисунками, которые фанаты рисуют для фанатов, небольшими тиражами.',
    ),
  },
  {
    slug: 'kordon-originals',
    name: 'Kordon Originals',
    colors: ['#2b2b2b', '#e8672c'],
    mark: 'shield',
    description: t(
      'Kordon Originals is our own line: the things we wanted for ourselves and could not find. Camping mugs, challenge coins, caps and t-shirts, designed in the shop and made by partner workshops in Russia.',
      'Kordon Originals — наша собственная линейка: вещи, которые мы хотели для себя и не могли найти. Походные кружки, памятные монеты, кепки и футболки придуманы в магазине и сделаны партнёрскими мастерскими в России.',
    ),
  },
  {
    slug: 'znak-workshop',
    name: 'Znak Workshop',
    colors: ['#5a1f1b', '#e9c46a'],
    mark: 'star',
    description: t(
      'Znak Workshop strikes enamel pins and badges and embroiders patches. Historical badges are copied from museum originals; morale patches are drawn in-house. Every piece is checked by hand before packing.',
      'Мастерская «Знак» чеканит значки с эмалью и вышивает шевроны. Исторические знаки копируются с музейных оригиналов, патчи с юмором рисуются своими художниками. Каждое изделие проверяется вручную перед упаковкой.',
    ),
  },
  {
    slug: 'tankograd-models',
    name: 'Tankograd Models',
    colors: ['#33392f', '#c9b458'],
    mark: 'hex',
    description: t(
      'Tankograd Models from Chelyabinsk produces plastic scale kits of Soviet and Russian armour and aircraft. Each kit is researched from factory drawings, with crisp detail and decals for several units.',
      'Tankograd Models из Челябинска выпускает сборные модели советской и российской бронетехники и авиации. Каждая модель разработана по заводским чертежам, с чёткой деталировкой и декалями на несколько частей.',
    ),
  },
  {
    slug: 'bastion-press',
    name: 'Bastion Press',
    colors: ['#1e2a3a', '#d4b483'],
    mark: 'chevron',
    description: t(
      "Bastion Press publishes military history, artbooks and game guides in Russian and English. Authors work with archive documents, veterans' memoirs and museum collections; the books are printed on heavy coated paper.",
      'Издательство «Бастион» выпускает книги по военной истории, артбуки и руководства к играм на русском и английском языках. Авторы работают с архивными документами, воспоминаниями ветеранов и музейными фондами, книги печатаются на плотной мелованной бумаге.',
    ),
  },
  {
    slug: 'stanitsa-studio',
    name: 'Stanitsa Studio',
    colors: ['#402a2a', '#e6b8a2'],
    mark: 'diamond',
    description: t(
      'Stanitsa Studio tailors historical and game uniforms for cosplay and reenactment: tunics, jackets and props cut from period patterns, with buttons and insignia made to order.',
      'Stanitsa Studio шьёт исторические и игровые униформы для косплея и реконструкции: гимнастёрки, куртки и реквизит по выкройкам эпохи, с пуговицами и знаками различия на заказ.',
    ),
  },
  {
    slug: 'cifra-digital',
    name: 'Cifra Digital',
    colors: ['#14213d', '#4cc9f0'],
    mark: 'ring',
    description: t(
      "Cifra Digital is an authorised distributor of game currency, premium accounts and e-books. Codes arrive by e-mail within minutes of payment and are activated on the publisher's official website.",
      'Cifra Digital — авторизованный дистрибьютор игровой валюты, премиум-аккаунтов и электронных книг. Коды приходят на e-mail через несколько минут после оплаты и активируются на официальном сайте издателя.',
    ),
  },
];
