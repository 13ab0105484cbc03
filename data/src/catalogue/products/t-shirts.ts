import { product, type SubcategorySpec, t } from '../types.js';

const TEE = ['black', 'olive', 'grey'];

export const tshirts: SubcategorySpec = {
  slug: 't-shirts',
  name: t('T-shirts', 'Футболки'),
  description: t(
    'Printed game t-shirts, tactical tees and base layers: everyday shirts for players and field tees that dry fast.',
    'Игровые футболки с принтами, тактические футболки и термобельё: на каждый день и для полигона.',
  ),
  about: t(
    'Pre-shrunk 180 g/m² cotton jersey with a taped neckline. Prints are water-based screen prints that survive years of washing; turn the shirt inside out and wash at 40 °C.',
    'Предварительно усаженный хлопковый трикотаж плотностью 180 г/м² с укреплённой горловиной. Принт — шелкография на водной основе, выдерживает годы стирок; стирайте наизнанку при 40 °C.',
  ),
  type: 'physical',
  weight: 220,
  materials: [['cotton', 100]],
  features: { print: t('Screen print', 'Шелкография') },
  products: [
    product(
      't-shirt-tank-ace-war-thunder',
      'tshirt',
      'pixel-front',
      2900,
      ['T-shirt "Tank Ace" (War Thunder)', 'Футболка «Танковый ас» (War Thunder)'],
      [
        'A T-34 in full flight over a shattered field: the ground-forces artwork from the War Thunder fan contest.',
        'Т-34 в прыжке над перепаханным полем — работа из фан-конкурса War Thunder о наземной технике.',
      ],
      { colors: TEE, size: 'clothing', game: 'warthunder' },
    ),
    product(
      't-shirt-air-superiority-war-thunder',
      'tshirt',
      'pixel-front',
      2900,
      ['T-shirt "Air Superiority" (War Thunder)', 'Футболка «Господство в воздухе» (War Thunder)'],
      [
        'A pair of Yak fighters breaking through clouds, printed in three colours on the chest.',
        'Пара истребителей Як прорывается сквозь облака — трёхцветный принт на груди.',
      ],
      { colors: ['navy', 'black', 'white'], size: 'clothing', game: 'warthunder', state: 'sale' },
    ),
    product(
      't-shirt-squad-leader-enlisted',
      'tshirt',
      'pixel-front',
      2900,
      ['T-shirt "Squad Leader" (Enlisted)', 'Футболка «Командир отделения» (Enlisted)'],
      [
        'For the player who always calls the rally point: the Enlisted squad emblem on the chest, rank stripes on the sleeve.',
        'Для того, кто всегда ставит точку сбора: эмблема отделения Enlisted на груди, нашивки на рукаве.',
      ],
      { colors: ['olive', 'black', 'sand'], size: 'clothing', game: 'enlisted' },
    ),
    product(
      't-shirt-scrapyard-engineer-crossout',
      'tshirt',
      'pixel-front',
      2900,
      ['T-shirt "Scrapyard Engineer" (Crossout)', 'Футболка «Инженер со свалки» (Crossout)'],
      [
        'A rust-orange cog and wrench print for those who spend more time in the garage than in battle.',
        'Ржаво-оранжевая шестерня и ключ — для тех, кто проводит в гараже больше времени, чем в бою.',
      ],
      { colors: ['black', 'grey', 'coyote'], size: 'clothing', game: 'crossout' },
    ),
    product(
      't-shirt-kordon-logo',
      'tshirt',
      'kordon-originals',
      2500,
      ['Kordon Logo T-shirt', 'Футболка с логотипом Kordon'],
      [
        'Our shop shield on the chest, small and quiet; the shirt we wear behind the counter.',
        'Щит магазина на груди, небольшой и спокойный — в этой футболке мы сами стоим за прилавком.',
      ],
      { colors: ['black', 'olive', 'white', 'coyote'], size: 'clothing', game: 'common' },
    ),
    product(
      'tactical-t-shirt-coolmax',
      'tshirt',
      'polygon-wear',
      3200,
      ['Tactical T-shirt Coolmax', 'Тактическая футболка Coolmax'],
      [
        'A quick-drying tee in moisture-wicking polyester that does not cling under body armour.',
        'Быстросохнущая футболка из влагоотводящего полиэстера, не липнет под бронежилетом.',
      ],
      {
        colors: ['olive', 'black', 'coyote', 'ranger-green'],
        size: 'clothing',
        materials: [['polyester', 100]],
        features: { breathable: true, print: t('None', 'Без принта') },
      },
    ),
    product(
      'base-layer-long-sleeve',
      'tshirt',
      'taiga-forge',
      3500,
      ['Long-sleeve Base Layer', 'Термофутболка с длинным рукавом'],
      [
        'A merino-blend base layer that stays warm when wet and does not smell after three days in the field.',
        'Термобельё с мериносом: греет даже влажным и не пахнет после трёх дней в поле.',
      ],
      {
        colors: ['black', 'olive', 'grey'],
        size: 'clothing',
        materials: [
          ['wool', 50],
          ['polyester', 50],
        ],
        state: 'drop_ship',
        features: { print: t('None', 'Без принта') },
      },
    ),
    product(
      't-shirt-moscow-1941',
      'tshirt',
      'pixel-front',
      2700,
      ['T-shirt "Moscow 1941"', 'Футболка «Москва, 1941»'],
      [
        'Anti-tank hedgehogs against the Kremlin skyline: a tribute to the defenders of Moscow and the Enlisted campaign.',
        'Противотанковые ежи на фоне кремлёвских башен — дань памяти защитникам Москвы и кампании Enlisted.',
      ],
      { colors: ['grey', 'black', 'olive'], size: 'clothing', game: 'enlisted' },
    ),
    product(
      't-shirt-kursk-1943',
      'tshirt',
      'pixel-front',
      2700,
      ['T-shirt "Kursk 1943"', 'Футболка «Курск, 1943»'],
      [
        'A silhouette of the Prokhorovka battle line printed in distressed olive ink.',
        'Силуэт танкового сражения под Прохоровкой, напечатанный «потёртой» оливковой краской.',
      ],
      { colors: ['sand', 'black', 'olive'], size: 'clothing', game: 'warthunder', state: 'out_of_stock' },
    ),
  ],
};
