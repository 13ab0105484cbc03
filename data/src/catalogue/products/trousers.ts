import { product, type SubcategorySpec, t } from '../types.js';

export const trousers: SubcategorySpec = {
  slug: 'trousers',
  name: t('Trousers', 'Брюки'),
  description: t(
    'Combat, cargo and winter trousers with knee-pad pockets, gusseted crotches and reinforced seats.',
    'Боевые, карго и зимние брюки с карманами под наколенники, ластовицей и усиленной посадкой.',
  ),
  about: t(
    'A gusseted crotch and pre-bent knees let you kneel and climb without the fabric pulling. Belt loops take a 50 mm belt. Sizes follow the same chart as our jackets; leg length is regular (inseam 82 cm).',
    'Ластовица и анатомические колени позволяют вставать на колено и лазить, не натягивая ткань. Шлёвки под ремень 50 мм. Размеры — по той же таблице, что и куртки, длина по внутреннему шву — 82 см.',
  ),
  type: 'physical',
  weight: 700,
  materials: [['ripstop-polycotton', 100]],
  features: { 'water-repellent': true, pockets: t('8', '8') },
  products: [
    product(
      'combat-trousers-polygon',
      'trousers',
      'polygon-wear',
      10900,
      ['Combat Trousers "Polygon"', 'Боевые брюки «Полигон»'],
      [
        'Trousers with internal knee-pad pockets, a stretch panel at the back and low-profile cargo pockets.',
        'Брюки с внутренними карманами под наколенники, эластичной вставкой сзади и плоскими карго-карманами.',
      ],
      { colors: ['partizan', 'olive', 'black', 'coyote'], size: 'clothing' },
    ),
    product(
      'cargo-trousers-gorod',
      'trousers',
      'polygon-wear',
      7900,
      ['Cargo Trousers "Gorod"', 'Брюки карго «Город»'],
      [
        'Everyday cargo trousers in a soft canvas with hidden zip pockets and a tapered leg.',
        'Повседневные брюки карго из мягкой ткани со скрытыми карманами на молнии и зауженным низом.',
      ],
      {
        colors: ['black', 'grey', 'olive', 'sand'],
        size: 'clothing',
        materials: [
          ['cotton', 97],
          ['elastane', 3],
        ],
      },
    ),
    product(
      'winter-trousers-sever',
      'trousers',
      'taiga-forge',
      13900,
      ['Winter Trousers "Sever"', 'Зимние брюки «Север»'],
      [
        'Insulated trousers with braces, full-length side zips and snow gaiters at the cuffs.',
        'Утеплённые брюки на подтяжках с боковыми молниями по всей длине и снегозащитными гетрами.',
      ],
      {
        colors: ['olive', 'berezka', 'black'],
        size: 'clothing',
        features: { warmth: t('down to −30 °C', 'до −30 °C') },
        weight: 1200,
      },
    ),
    product(
      'field-trousers-taiga',
      'trousers',
      'taiga-forge',
      9500,
      ['Field Trousers "Taiga"', 'Полевые брюки «Тайга»'],
      [
        'Hard-wearing trousers for hiking and hunting with double-layer knees and a reinforced seat.',
        'Износостойкие брюки для походов и охоты с двойными коленями и усиленной посадкой.',
      ],
      { colors: ['olive', 'coyote', 'partizan'], size: 'clothing', state: 'sale' },
    ),
    product(
      'softshell-trousers-veter',
      'trousers',
      'taiga-forge',
      11900,
      ['Softshell Trousers "Veter"', 'Брюки софтшелл «Ветер»'],
      [
        'Windproof softshell trousers for cold and dry weather, with zipped thigh pockets.',
        'Ветрозащитные брюки из софтшелла для холодной сухой погоды, с карманами на молнии на бёдрах.',
      ],
      { colors: ['black', 'olive', 'grey'], size: 'clothing', materials: [['softshell', 100]] },
    ),
    product(
      'combat-pants-knee-pads',
      'trousers',
      'severny-rubezh',
      14900,
      ['Combat Pants with Knee Pads', 'Боевые брюки с наколенниками'],
      [
        'Combat pants supplied with removable foam knee pads and ankle straps that seal boots.',
        'Боевые брюки в комплекте со съёмными наколенниками и манжетами, которые закрывают берцы.',
      ],
      { colors: ['partizan', 'olive', 'coyote'], size: 'clothing', state: 'drop_ship' },
    ),
    product(
      'tactical-shorts',
      'trousers',
      'polygon-wear',
      5500,
      ['Tactical Shorts', 'Тактические шорты'],
      [
        'Knee-length ripstop shorts with cargo pockets for hot training days.',
        'Шорты до колена из рипстопа с карманами карго для жарких тренировок.',
      ],
      { colors: ['coyote', 'olive', 'black'], size: 'clothing', weight: 350 },
    ),
  ],
};
