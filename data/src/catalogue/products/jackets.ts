import { product, type SubcategorySpec, t } from '../types.js';

export const jackets: SubcategorySpec = {
  slug: 'jackets',
  name: t('Jackets', 'Куртки'),
  description: t(
    'Softshells, field jackets, parkas and anoraks for every season, from damp spring games to a frozen January night.',
    'Софтшеллы, полевые куртки, парки и анораки на любой сезон — от сырых весенних игр до морозной январской ночи.',
  ),
  about: t(
    'Cut with articulated elbows and a longer back so that nothing rides up when you raise your arms or wear a belt. Shoulder and sleeve pockets carry hook-and-loop panels for patches. Wash at 30 °C, do not tumble dry, re-proof the outer fabric once a season.',
    'Крой с анатомическими локтями и удлинённой спинкой: ничего не задирается, когда поднимаете руки или носите пояс. На рукавах — панели велкро для шевронов. Стирка при 30 °C, без барабанной сушки, пропитку верхней ткани обновляйте раз в сезон.',
  ),
  type: 'physical',
  weight: 950,
  materials: [['ripstop-nylon', 100]],
  features: { 'water-repellent': true, 'velcro-panels': true },
  products: [
    product(
      'softshell-jacket-taiga',
      'jacket',
      'taiga-forge',
      15900,
      ['Softshell Jacket "Taiga"', 'Куртка софтшелл «Тайга»'],
      [
        'A windproof, stretchy softshell with a fleece back, a hood that fits over a helmet and pit zips for fast marches.',
        'Ветрозащитный эластичный софтшелл с флисовой изнанкой, капюшоном под шлем и вентиляцией в подмышках для быстрых маршей.',
      ],
      {
        colors: ['olive', 'black', 'coyote', 'grey'],
        size: 'clothing',
        materials: [['softshell', 100]],
        features: { warmth: t('-5 to +10 °C', 'от -5 до +10 °C'), breathable: true },
        youtube: 'Tq4nZ8cVw1s',
      },
    ),
    product(
      'field-jacket-polevaya',
      'jacket',
      'taiga-forge',
      18900,
      ['Field Jacket "Polevaya"', 'Полевая куртка «Полевая»'],
      [
        'A four-pocket field jacket in dense ripstop with a zip-in liner and a hood stowed in the collar.',
        'Четырёхкарманная полевая куртка из плотного рипстопа с отстёгивающейся подстёжкой и капюшоном в воротнике.',
      ],
      {
        colors: ['olive', 'partizan', 'coyote'],
        size: 'clothing',
        materials: [['ripstop-polycotton', 100]],
        features: { pockets: t('4 outer, 2 inner', '4 внешних, 2 внутренних') },
      },
    ),
    product(
      'winter-parka-sever',
      'jacket',
      'taiga-forge',
      25900,
      ['Winter Parka "Sever"', 'Зимняя парка «Север»'],
      [
        'A synthetic-insulated parka rated to −30 °C with a fur-trimmed hood, a two-way zip and a storm flap.',
        'Парка на синтетическом утеплителе до −30 °C с отделкой капюшона мехом, двухсторонней молнией и ветрозащитной планкой.',
      ],
      {
        colors: ['olive', 'black', 'berezka'],
        size: 'clothing',
        features: { warmth: t('down to −30 °C', 'до −30 °C') },
        weight: 1800,
      },
    ),
    product(
      'gorka-anorak',
      'jacket',
      'taiga-forge',
      13900,
      ['Mountain Anorak "Gorka"', 'Горный анорак «Горка»'],
      [
        'The classic two-layer mountain smock in tent canvas with reinforced elbows and a huge kangaroo pocket.',
        'Классический двухслойный горный анорак из палаточной ткани с усиленными локтями и большим карманом-кенгуру.',
      ],
      {
        colors: ['olive', 'sand', 'partizan'],
        size: 'clothing',
        materials: [
          ['canvas', 65],
          ['cotton', 35],
        ],
      },
    ),
    product(
      'fleece-jacket-polar',
      'jacket',
      'polygon-wear',
      12500,
      ['Fleece Jacket "Polar"', 'Флисовая куртка «Полар»'],
      [
        'A 300 g/m² fleece mid-layer with a high collar, chest pocket and sleeve panels for patches.',
        'Флисовый средний слой плотностью 300 г/м² с высоким воротником, нагрудным карманом и панелями на рукавах.',
      ],
      {
        colors: ['olive', 'black', 'coyote', 'grey'],
        size: 'clothing',
        materials: [['fleece', 100]],
        state: 'sale',
        features: { 'water-repellent': t('No', 'Нет') },
      },
    ),
    product(
      'rain-jacket-liven',
      'jacket',
      'taiga-forge',
      14500,
      ['Rain Jacket "Liven"', 'Дождевик-куртка «Ливень»'],
      [
        'A packable 3-layer membrane shell with taped seams; stuffs into its own chest pocket.',
        'Складная мембранная куртка с проклеенными швами, убирается в собственный нагрудный карман.',
      ],
      { colors: ['olive', 'black', 'navy'], size: 'clothing', features: { breathable: true }, weight: 420 },
    ),
    product(
      'insulated-jacket-buran',
      'jacket',
      'taiga-forge',
      22900,
      ['Insulated Jacket "Buran"', 'Утеплённая куртка «Буран»'],
      [
        'A light synthetic puffer that packs to the size of a water bottle and keeps its warmth when damp.',
        'Лёгкий синтетический пуховик: складывается до размера бутылки воды и греет даже во влажном состоянии.',
      ],
      {
        colors: ['olive', 'black', 'coyote'],
        size: 'clothing',
        state: 'preorder',
        features: { warmth: t('down to −15 °C', 'до −15 °C') },
      },
    ),
    product(
      'combat-shirt-ubacs',
      'jacket',
      'polygon-wear',
      12000,
      ['Combat Shirt "Shturm"', 'Боевая рубашка «Штурм»'],
      [
        'A combat shirt with a breathable torso for wear under a plate carrier and ripstop sleeves with elbow pad pockets.',
        'Боевая рубашка с дышащим торсом для ношения под плитоноской и рукавами из рипстопа с карманами под налокотники.',
      ],
      {
        colors: ['partizan', 'olive', 'black', 'coyote'],
        size: 'clothing',
        materials: [
          ['ripstop-polycotton', 60],
          ['polyester', 40],
        ],
        features: { breathable: true },
      },
    ),
  ],
};
