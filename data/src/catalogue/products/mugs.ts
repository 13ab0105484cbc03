import { product, type SubcategorySpec, t } from '../types.js';

export const mugs: SubcategorySpec = {
  slug: 'mugs',
  name: t('Mugs', 'Кружки'),
  description: t(
    'Ceramic mugs with game artwork, enamel camping mugs and thermal mugs for long nights on the field and at the computer.',
    'Керамические кружки с игровыми рисунками, эмалированные походные кружки и термокружки — для долгих ночей на полигоне и за компьютером.',
  ),
  about: t(
    'Packed in a crush-proof box with a foam insert: in eight years of shipping worldwide we have lost fewer mugs than fingers on one hand.',
    'Упаковываем в жёсткую коробку с вкладышем из пенополиэтилена: за восемь лет отправок по всему миру мы разбили меньше кружек, чем пальцев на руке.',
  ),
  type: 'physical',
  weight: 450,
  materials: [['ceramic', 100]],
  features: { capacity: t('330 ml', '330 мл'), 'dishwasher-safe': true },
  products: [
    product(
      'mug-battle-rating-war-thunder',
      'mug',
      'pixel-front',
      1500,
      ['Mug "Battle Rating" (War Thunder)', 'Кружка «Боевой рейтинг» (War Thunder)'],
      [
        'A mug with a tank and a plane facing off over the battle-rating scale; the handle is shaped like a track link.',
        'Кружка с танком и самолётом по обе стороны шкалы боевого рейтинга; ручка в форме трака.',
      ],
      { colors: ['white', 'black'], game: 'warthunder' },
    ),
    product(
      'mug-enlisted-squad',
      'mug',
      'pixel-front',
      1500,
      ['Mug "Squad" (Enlisted)', 'Кружка «Отделение» (Enlisted)'],
      [
        'The Enlisted squad emblem wraps around the mug; holds a full ration of morning tea.',
        'Эмблема отделения Enlisted по кругу кружки; вмещает полную порцию утреннего чая.',
      ],
      { colors: ['white', 'olive'], game: 'enlisted' },
    ),
    product(
      'mug-crossout-garage',
      'mug',
      'pixel-front',
      1500,
      ['Mug "Garage" (Crossout)', 'Кружка «Гараж» (Crossout)'],
      [
        'A black mug with blueprints of a Crossout armoured car in rust-orange lines.',
        'Чёрная кружка с чертежами бронемобиля из Crossout ржаво-оранжевыми линиями.',
      ],
      { colors: ['black', 'white'], game: 'crossout', state: 'sale' },
    ),
    product(
      'enamel-camping-mug-kordon',
      'mug',
      'kordon-originals',
      1800,
      ['Enamel Camping Mug Kordon', 'Эмалированная походная кружка Kordon'],
      [
        'A steel enamel mug that goes on a camp stove and survives being dropped on rocks.',
        'Стальная эмалированная кружка: ставится на горелку и не боится падений на камни.',
      ],
      {
        colors: ['olive', 'white', 'navy'],
        game: 'common',
        materials: [['enamel-steel', 100]],
        features: { capacity: t('400 ml', '400 мл'), 'dishwasher-safe': t('No', 'Нет') },
      },
    ),
    product(
      'thermo-mug-patrol',
      'mug',
      'kordon-originals',
      2400,
      ['Thermo Mug "Patrol"', 'Термокружка «Патруль»'],
      [
        'A double-walled steel mug with a sealed lid that keeps tea hot for four hours.',
        'Стальная кружка с двойными стенками и герметичной крышкой: чай остаётся горячим четыре часа.',
      ],
      {
        colors: ['black', 'olive', 'coyote'],
        materials: [['stainless-steel', 100]],
        features: { capacity: t('450 ml', '450 мл') },
        state: 'drop_ship',
      },
    ),
    product(
      'glass-holder-podstakannik',
      'mug',
      'znak-workshop',
      3500,
      ['Glass Holder "Podstakannik" with a T-34', 'Подстаканник с Т-34'],
      [
        'A nickel-silver glass holder with a relief T-34 and a faceted glass, like on a long-distance train.',
        'Мельхиоровый подстаканник с рельефным Т-34 и гранёным стаканом — как в поезде дальнего следования.',
      ],
      {
        colors: ['silver', 'brass'],
        materials: [['zinc-alloy', 100]],
        features: { 'dishwasher-safe': t('No', 'Нет') },
      },
    ),
  ],
};
