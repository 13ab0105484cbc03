import { product, type SubcategorySpec, t } from '../types.js';

export const hoodies: SubcategorySpec = {
  slug: 'hoodies',
  name: t('Hoodies', 'Худи'),
  description: t(
    'Heavy hoodies with game artwork and plain tactical hoodies with velcro panels.',
    'Плотные худи с игровыми принтами и тактические худи с панелями велкро.',
  ),
  about: t(
    'Brushed-back 320 g/m² cotton-polyester fleece, double-layer hood and ribbed cuffs that keep their shape. Wash inside out at 30 °C.',
    'Начёсанный футер 320 г/м² из хлопка с полиэстером, двойной капюшон и манжеты, которые держат форму. Стирка наизнанку при 30 °C.',
  ),
  type: 'physical',
  weight: 650,
  materials: [
    ['cotton', 80],
    ['polyester', 20],
  ],
  features: { print: t('Screen print', 'Шелкография') },
  products: [
    product(
      'hoodie-wasteland-engineer-crossout',
      'hoodie',
      'pixel-front',
      6500,
      ['Hoodie "Wasteland Engineer" (Crossout)', 'Худи «Инженер пустошей» (Crossout)'],
      [
        'A large back print of an armoured buggy built from scrap, with the clan emblem on the chest.',
        'Крупный принт на спине — бронированный багги из металлолома, на груди — эмблема клана.',
      ],
      { colors: ['black', 'grey'], size: 'clothing', game: 'crossout' },
    ),
    product(
      'hoodie-armoured-fist-war-thunder',
      'hoodie',
      'pixel-front',
      6500,
      ['Hoodie "Armoured Fist" (War Thunder)', 'Худи «Бронированный кулак» (War Thunder)'],
      [
        'An IS-2 heavy tank breaking a wall, printed front and back, for War Thunder ground-forces fans.',
        'Тяжёлый танк ИС-2 проламывает стену — принт спереди и сзади для любителей наземных боёв War Thunder.',
      ],
      { colors: ['black', 'olive'], size: 'clothing', game: 'warthunder', youtube: 'Hw2rYp5KcN0' },
    ),
    product(
      'hoodie-assault-squad-enlisted',
      'hoodie',
      'pixel-front',
      6500,
      ['Hoodie "Assault Squad" (Enlisted)', 'Худи «Штурмовое отделение» (Enlisted)'],
      [
        'Seven silhouettes charging over a trench line: the whole squad on your back.',
        'Семь силуэтов идут в атаку через траншею — всё отделение у вас на спине.',
      ],
      { colors: ['olive', 'black', 'sand'], size: 'clothing', game: 'enlisted', state: 'sale' },
    ),
    product(
      'hoodie-kordon-tactical',
      'hoodie',
      'kordon-originals',
      5900,
      ['Kordon Tactical Hoodie', 'Тактическое худи Kordon'],
      [
        'A plain heavy hoodie with velcro panels on both sleeves and a zipped phone pocket.',
        'Однотонное плотное худи с панелями велкро на обоих рукавах и карманом для телефона на молнии.',
      ],
      {
        colors: ['black', 'olive', 'coyote', 'grey'],
        size: 'clothing',
        game: 'common',
        features: { 'velcro-panels': true },
      },
    ),
    product(
      'zip-hoodie-polygon',
      'hoodie',
      'polygon-wear',
      6900,
      ['Zip Hoodie Polygon', 'Худи на молнии Polygon'],
      [
        'A full-zip hoodie with a two-way zip, thumb loops and a hood sized for a cap underneath.',
        'Худи на двухсторонней молнии с петлями для больших пальцев и капюшоном, под который помещается кепка.',
      ],
      { colors: ['black', 'navy', 'olive'], size: 'clothing', state: 'preorder' },
    ),
    product(
      'fleece-hoodie-taiga',
      'hoodie',
      'taiga-forge',
      7500,
      ['Fleece Hoodie "Taiga"', 'Флисовое худи «Тайга»'],
      [
        'A grid-fleece hoodie that breathes on the move and works as a mid-layer under a shell.',
        'Худи из решётчатого флиса: дышит в движении и работает как средний слой под мембраной.',
      ],
      {
        colors: ['olive', 'coyote', 'grey'],
        size: 'clothing',
        materials: [['fleece', 100]],
        features: { breathable: true, print: t('None', 'Без принта') },
      },
    ),
  ],
};
