import { product, type SubcategorySpec, t } from '../types.js';

export const posters: SubcategorySpec = {
  slug: 'posters',
  name: t('Posters', 'Постеры'),
  description: t(
    'Posters with game art, historical battles and technical blueprints, printed on heavy matte paper.',
    'Постеры с игровыми артами, историческими сражениями и техническими чертежами на плотной матовой бумаге.',
  ),
  about: t(
    'A3 or A2 on 250 g/m² matte paper, shipped rolled in a rigid tube. Frames are not included.',
    'Формат A3 или A2 на матовой бумаге 250 г/м², отправляем свёрнутым в жёстком тубусе. Рамка не входит.',
  ),
  type: 'physical',
  weight: 250,
  materials: [['paper', 100]],
  features: { dimensions: t('A2, 420×594 mm', 'A2, 420×594 мм') },
  products: [
    product(
      'poster-battle-of-kursk',
      'poster',
      'tankograd-models',
      1900,
      ['Poster "Battle of Kursk"', 'Постер «Курская битва»'],
      [
        'A painted panorama of Prokhorovka, July 1943, with a map of the salient in the corner.',
        'Живописная панорама Прохоровки, июль 1943 года, с картой выступа в углу.',
      ],
      { game: 'common' },
    ),
    product(
      'poster-ground-forces-war-thunder',
      'poster',
      'pixel-front',
      1700,
      ['Poster "Ground Forces" (War Thunder)', 'Постер «Наземные силы» (War Thunder)'],
      [
        'Key art of a War Thunder tank battle in a ruined town at dusk.',
        'Ключевой арт танкового боя War Thunder в разрушенном городе на закате.',
      ],
      { game: 'warthunder', state: 'sale' },
    ),
    product(
      'poster-moscow-enlisted',
      'poster',
      'pixel-front',
      1700,
      ['Poster "Battle for Moscow" (Enlisted)', 'Постер «Битва за Москву» (Enlisted)'],
      [
        'Winter 1941 from the Enlisted campaign: ski troops moving through a snow-covered village.',
        'Зима 1941 года из кампании Enlisted: лыжники проходят через заснеженную деревню.',
      ],
      { game: 'enlisted' },
    ),
    product(
      'poster-bridge-crossout',
      'poster',
      'pixel-front',
      1700,
      ['Poster "The Bridge" (Crossout)', 'Постер «Мост» (Crossout)'],
      [
        'Armoured cars racing across a collapsed bridge under a rust-red sky.',
        'Бронемобили мчатся по обрушенному мосту под ржаво-красным небом.',
      ],
      { game: 'crossout', state: 'out_of_stock' },
    ),
    product(
      'poster-set-vintage-aviation',
      'poster',
      'tankograd-models',
      2900,
      ['Poster Set "Vintage Aviation" (3 × A3)', 'Набор постеров «Авиация» (3 × A3)'],
      [
        'Three A3 posters in a 1940s style: the Yak-3, the La-5 and the Il-2.',
        'Три постера A3 в стиле 1940-х: Як-3, Ла-5 и Ил-2.',
      ],
      { game: 'warthunder', features: { dimensions: t('3 × A3, 297×420 mm', '3 × A3, 297×420 мм') } },
    ),
    product(
      'blueprint-poster-t-34',
      'poster',
      'tankograd-models',
      2100,
      ['Blueprint Poster T-34', 'Постер-чертёж Т-34'],
      [
        'Factory-style projections of the T-34-76 in white lines on a blueprint blue.',
        'Проекции Т-34-76 в стиле заводского чертежа, белыми линиями на синем фоне.',
      ],
      { game: 'common' },
    ),
  ],
};
