import { product, type SubcategorySpec, t } from '../types.js';

export const helmets: SubcategorySpec = {
  slug: 'helmets',
  name: t('Helmets', 'Шлемы'),
  description: t(
    'Airsoft helmets, bump helmets and covers with rails, NVG shrouds and comfortable suspension systems.',
    'Страйкбольные шлемы, каски-«бампы» и чехлы с рельсами, площадками под ПНВ и удобной подвесной системой.',
  ),
  about: t(
    'These are protective helmets for airsoft and outdoor sports, not ballistic protection. The dial-adjusted suspension and memory-foam pads fit the sizes in the guide; measure your head just above the eyebrows.',
    'Это защитные шлемы для страйкбола и активного отдыха, а не баллистическая защита. Подвеска с регулировочным колесом и пады с эффектом памяти подходят под размеры из таблицы: измерьте голову чуть выше бровей.',
  ),
  type: 'physical',
  weight: 900,
  materials: [['abs-plastic', 100]],
  features: { adjustable: true },
  products: [
    product(
      'helmet-sfera-fast',
      'helmet',
      'strelets-gear',
      14500,
      ['Airsoft Helmet "Sfera" FAST-cut', 'Страйкбольный шлем «Сфера» FAST'],
      [
        'A high-cut helmet with side rails, a three-hole NVG shroud and room for active headphones.',
        'Шлем с высоким вырезом, боковыми рельсами, площадкой под ПНВ и местом для активных наушников.',
      ],
      { colors: ['black', 'coyote', 'olive'], size: 'helmet' },
    ),
    product(
      'bump-helmet-orbita',
      'helmet',
      'strelets-gear',
      11900,
      ['Bump Helmet "Orbita"', 'Каска-бамп «Орбита»'],
      [
        'A vented bump helmet for training, rope work and airsoft; 520 grams with pads and dial.',
        'Вентилируемая каска для тренировок, верёвочных работ и страйкбола: 520 граммов с падами и колесом.',
      ],
      { colors: ['black', 'sand', 'grey'], size: 'helmet', features: { weight: t('520 g', '520 г') } },
    ),
    product(
      'helmet-cover-partizan',
      'helmet',
      'severny-rubezh',
      2900,
      ['Helmet Cover "Partizan"', 'Чехол на шлем «Партизан»'],
      [
        'A stretch cover for FAST-cut helmets with cut-outs for rails and a pocket for a counterweight.',
        'Эластичный чехол для шлемов FAST с вырезами под рельсы и карманом для противовеса.',
      ],
      {
        colors: ['partizan', 'berezka', 'olive'],
        size: 'helmet',
        materials: [
          ['ripstop-nylon', 90],
          ['elastane', 10],
        ],
      },
    ),
    product(
      'helmet-kiver-m',
      'helmet',
      'strelets-gear',
      19900,
      ['Helmet "Kiver-M" with rails', 'Шлем «Кивер-М» с рельсами'],
      [
        'A replica of the Russian army pattern helmet with modern rails, a four-point chinstrap and a soft liner.',
        'Реплика армейского шлема с современными рельсами, четырёхточечным подбородочным ремнём и мягким подшлемником.',
      ],
      { colors: ['olive', 'partizan'], size: 'helmet', state: 'preorder' },
    ),
    product(
      'helmet-zaslon-replica',
      'helmet',
      'strelets-gear',
      16900,
      ['Helmet "Zaslon" replica', 'Шлем «Заслон», реплика'],
      [
        'A full-cut replica with a visor mount, for reenactment and cosplay of modern Russian units.',
        'Реплика с полным вырезом и креплением под забрало, для реконструкции и косплея современных подразделений.',
      ],
      { colors: ['olive', 'black'], size: 'helmet', state: 'drop_ship' },
    ),
    product(
      'helmet-counterweight-pouch',
      'helmet',
      'severny-rubezh',
      3500,
      ['Helmet Counterweight Pouch', 'Подсумок-противовес на шлем'],
      [
        'A hook-and-loop pouch that balances night-vision devices and holds a spare battery.',
        'Подсумок на липучке уравновешивает прибор ночного видения и вмещает запасную батарею.',
      ],
      { colors: ['black', 'coyote', 'olive'], size: 'helmet' },
    ),
  ],
};
