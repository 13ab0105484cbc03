import { product, type SubcategorySpec, t } from '../types.js';

export const badgesPins: SubcategorySpec = {
  slug: 'badges-pins',
  name: t('Badges & pins', 'Значки'),
  description: t(
    'Enamel pins, replica badges and challenge coins: small things that carry a big story.',
    'Значки с эмалью, реплики знаков отличия и памятные монеты: маленькие вещи с большой историей.',
  ),
  about: t(
    'Die-struck and hand-filled with hard enamel, with two butterfly clutches so that the pin does not spin or fall off a backpack.',
    'Штамповка с ручной заливкой твёрдой эмалью и две заглушки-«бабочки», чтобы значок не крутился и не потерялся с рюкзака.',
  ),
  type: 'physical',
  weight: 30,
  materials: [['zinc-alloy', 100]],
  features: { dimensions: t('30 mm', '30 мм') },
  products: [
    product(
      'pin-t-34-tank',
      'pin',
      'znak-workshop',
      900,
      ['Pin "T-34 Tank"', 'Значок «Танк Т-34»'],
      [
        'A side view of the T-34-85 in green enamel on a red star.',
        'Т-34-85 в профиль, зелёная эмаль на красной звезде.',
      ],
      { colors: ['brass', 'silver'] },
    ),
    product(
      'pin-il-2-shturmovik',
      'pin',
      'znak-workshop',
      900,
      ['Pin "Il-2 Shturmovik"', 'Значок «Ил-2»'],
      [
        'The "flying tank" of the Great Patriotic War in a dive, with a gold rim.',
        '«Летающий танк» Великой Отечественной в пикировании, с золотым ободком.',
      ],
      { colors: ['brass', 'silver'] },
    ),
    product(
      'badge-excellent-tanker',
      'pin',
      'znak-workshop',
      1400,
      ['Badge "Excellent Tanker" replica', 'Знак «Отличный танкист», реплика'],
      [
        'A museum-accurate copy of the 1942 award badge with a screw-back fastening.',
        'Точная копия знака 1942 года по музейному образцу, с креплением на винте.',
      ],
      { colors: ['silver'], state: 'out_of_stock' },
    ),
    product(
      'pin-war-thunder-emblem',
      'pin',
      'pixel-front',
      1000,
      ['War Thunder Enamel Pin', 'Значок War Thunder'],
      ['The War Thunder emblem in black and red enamel.', 'Эмблема War Thunder в чёрной и красной эмали.'],
      { colors: ['silver', 'black'], game: 'warthunder' },
    ),
    product(
      'pin-set-enlisted',
      'pin',
      'pixel-front',
      1900,
      ['Enlisted Pin Set (3 pins)', 'Набор значков Enlisted (3 шт.)'],
      [
        'Three pins for the three Enlisted campaigns, on a display card.',
        'Три значка к трём кампаниям Enlisted на подарочной карточке.',
      ],
      { colors: ['brass'], game: 'enlisted', state: 'sale' },
    ),
    product(
      'pin-crossout-cog',
      'pin',
      'pixel-front',
      1000,
      ['Crossout Cog Pin', 'Значок Crossout «Шестерня»'],
      [
        'A rusty cog with a skull, enamel-filled in orange and black.',
        'Ржавая шестерня с черепом, эмаль оранжевого и чёрного цветов.',
      ],
      { colors: ['brass', 'black'], game: 'crossout' },
    ),
    product(
      'challenge-coin-kordon',
      'coin',
      'kordon-originals',
      2200,
      ['Kordon Challenge Coin', 'Памятная монета Kordon'],
      [
        'A heavy 40 mm coin with the shop shield on one side and a compass rose on the other.',
        'Тяжёлая монета 40 мм: щит магазина на одной стороне и роза ветров на другой.',
      ],
      { colors: ['brass', 'silver'], game: 'common', features: { dimensions: t('40 mm', '40 мм') } },
    ),
  ],
};
