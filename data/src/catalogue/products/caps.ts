import { product, type SubcategorySpec, t } from '../types.js';

export const caps: SubcategorySpec = {
  slug: 'caps',
  name: t('Caps & hats', 'Кепки и шапки'),
  description: t(
    'Tactical caps with velcro, game caps, boonie hats, beanies and balaclavas.',
    'Тактические кепки с велкро, игровые кепки, панамы, шапки и балаклавы.',
  ),
  about: t(
    'One size fits most heads from 55 to 61 cm thanks to an adjustable strap at the back. Hand wash cold; reshape while damp.',
    'Один размер подходит на голову от 55 до 61 см благодаря регулировке сзади. Ручная стирка в холодной воде, форму поправьте, пока изделие влажное.',
  ),
  type: 'physical',
  weight: 120,
  materials: [['cotton', 100]],
  features: { adjustable: true },
  products: [
    product(
      'tactical-cap-velcro',
      'cap',
      'polygon-wear',
      2500,
      ['Tactical Cap with Velcro', 'Тактическая кепка с велкро'],
      [
        'A six-panel ripstop cap with a front velcro panel for your patch and a slot for sunglasses.',
        'Шестиклинка из рипстопа с панелью велкро спереди для патча и прорезью для очков.',
      ],
      {
        colors: ['olive', 'black', 'coyote', 'partizan'],
        materials: [['ripstop-polycotton', 100]],
        features: { 'velcro-panels': true },
      },
    ),
    product(
      'cap-war-thunder',
      'cap',
      'pixel-front',
      2200,
      ['War Thunder Cap', 'Кепка War Thunder'],
      [
        'An embroidered War Thunder emblem on a washed cotton cap with a curved peak.',
        'Вышитая эмблема War Thunder на кепке из стираного хлопка с изогнутым козырьком.',
      ],
      { colors: ['black', 'grey'], game: 'warthunder' },
    ),
    product(
      'beanie-sever',
      'beanie',
      'taiga-forge',
      1900,
      ['Beanie "Sever"', 'Шапка «Север»'],
      [
        'A double-knit merino beanie that fits under a helmet and over the ears.',
        'Шапка двойной вязки из мериноса: помещается под шлем и закрывает уши.',
      ],
      {
        colors: ['black', 'olive', 'grey', 'coyote'],
        materials: [
          ['wool', 70],
          ['polyester', 30],
        ],
        features: { warmth: t('down to −20 °C', 'до −20 °C') },
      },
    ),
    product(
      'boonie-hat-panama',
      'cap',
      'taiga-forge',
      2900,
      ['Boonie Hat "Panama"', 'Панама «Полевая»'],
      [
        'A wide-brim boonie with a foliage loop band, chin strap and mesh vents.',
        'Панама с широкими полями, лентой для маскировки, подбородочным ремешком и сетчатой вентиляцией.',
      ],
      { colors: ['partizan', 'berezka', 'olive', 'coyote'], materials: [['ripstop-polycotton', 100]] },
    ),
    product(
      'cap-enlisted',
      'cap',
      'pixel-front',
      2200,
      ['Enlisted Cap', 'Кепка Enlisted'],
      [
        'A structured cap with the Enlisted shield embroidered in gold thread.',
        'Кепка с жёсткой тульей и щитом Enlisted, вышитым золотой нитью.',
      ],
      { colors: ['olive', 'black'], game: 'enlisted', state: 'sale' },
    ),
    product(
      'trucker-cap-kordon',
      'cap',
      'kordon-originals',
      2400,
      ['Kordon Trucker Cap', 'Кепка-тракер Kordon'],
      [
        'A mesh-back trucker cap with a woven Kordon patch; breathes well in summer.',
        'Тракер с сетчатой спинкой и тканой нашивкой Kordon — хорошо дышит летом.',
      ],
      { colors: ['black', 'coyote', 'olive'], game: 'common', state: 'drop_ship' },
    ),
    product(
      'balaclava-ninja',
      'beanie',
      'polygon-wear',
      1500,
      ['Balaclava', 'Балаклава'],
      [
        'A thin stretch balaclava that works as a helmet liner, neck gaiter or full face cover.',
        'Тонкая эластичная балаклава: подшлемник, горловина или полная маска.',
      ],
      {
        colors: ['black', 'olive', 'coyote'],
        materials: [
          ['polyester', 90],
          ['elastane', 10],
        ],
      },
    ),
  ],
};
