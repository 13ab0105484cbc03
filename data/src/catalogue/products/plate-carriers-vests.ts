import { product, type SubcategorySpec, t } from '../types.js';

const CARRIER_COLOURS = ['olive', 'black', 'coyote', 'partizan'];

export const platesAndVests: SubcategorySpec = {
  slug: 'plate-carriers-vests',
  name: t('Plate carriers & vests', 'Плитоноски и жилеты'),
  description: t(
    'Plate carriers, chest rigs and assault vests for airsoft, milsim and training: from slick low-profile carriers to fully loaded platforms with cummerbunds and placards.',
    'Плитоноски, нагрудники и разгрузочные жилеты для страйкбола, milsim и тренировок: от плоских скрытных носителей до полноценных платформ с камербандами и плакардами.',
  ),
  about: t(
    'Sold without ballistic plates: the pockets fit standard SAPI-cut plates or airsoft foam inserts. Shoulder straps and cummerbund are adjustable, so the carrier sits high on the chest and does not ride up when you go prone. Check the size guide before ordering.',
    'Продаётся без баллистических плит: карманы подходят под стандартные плиты кроя SAPI или страйкбольные пенные вставки. Плечевые лямки и камербанд регулируются, поэтому носитель сидит высоко на груди и не задирается в положении лёжа. Перед заказом сверьтесь с таблицей размеров.',
  ),
  type: 'physical',
  weight: 1400,
  materials: [['cordura-500d', 100]],
  features: { molle: true, 'water-repellent': true, 'ir-reduction': true },
  products: [
    product(
      'plate-carrier-pc1-rubezh',
      'plate-carrier',
      'severny-rubezh',
      28900,
      ['Plate Carrier PC-1 "Rubezh"', 'Плитоноска ПК-1 «Рубеж»'],
      [
        'A low-profile carrier for 25×30 cm plates with a laser-cut MOLLE field and a quick-release elastic cummerbund.',
        'Низкопрофильная плитоноска под плиты 25×30 см с лазерной панелью MOLLE и быстросъёмным эластичным камербандом.',
      ],
      {
        colors: CARRIER_COLOURS,
        features: { 'plate-size': t('25×30 cm (SAPI M)', '25×30 см (SAPI M)'), 'quick-release': true },
        youtube: 'Xk7pR2vLq9M',
      },
    ),
    product(
      'chest-rig-kolchuga',
      'chest-rig',
      'severny-rubezh',
      18900,
      ['Chest Rig "Kolchuga"', 'Нагрудник «Кольчуга»'],
      [
        'An open-front chest rig with four rifle magazine pockets, two utility pouches and an X-harness that stays cool in summer.',
        'Открытый нагрудник с четырьмя карманами под магазины, двумя подсумками общего назначения и X-образной подвесной, в которой не жарко летом.',
      ],
      {
        colors: ['olive', 'coyote', 'partizan'],
        features: { pockets: t('4 magazine, 2 utility', '4 магазинных, 2 утилитарных') },
      },
    ),
    product(
      'assault-vest-mv3',
      'plate-carrier',
      'severny-rubezh',
      32900,
      ['Modular Assault Vest MV-3', 'Модульный штурмовой жилет МВ-3'],
      [
        'A heavy modular platform with side plate pockets, a removable groin flap and a drag handle rated for 150 kg.',
        'Тяжёлая модульная платформа с боковыми карманами под плиты, съёмным паховым фартуком и эвакуационной ручкой, выдерживающей 150 кг.',
      ],
      {
        colors: ['olive', 'black', 'partizan'],
        features: { 'plate-size': t('25×30 cm + 15×15 cm side', '25×30 см + боковые 15×15 см'), 'quick-release': true },
        weight: 2300,
      },
    ),
    product(
      'light-plate-carrier-lpc',
      'plate-carrier',
      'strelets-gear',
      21500,
      ['Light Plate Carrier LPC', 'Лёгкая плитоноска LPC'],
      [
        'Only 680 grams empty: a minimalist carrier for speed courses, CQB games and long summer weekends.',
        'Всего 680 граммов без плит: минималистичная плитоноска для скоростных упражнений, игр в помещениях и долгих летних выходных.',
      ],
      {
        colors: ['black', 'coyote', 'ranger-green'],
        state: 'sale',
        features: { weight: t('680 g', '680 г') },
        weight: 900,
      },
    ),
    product(
      'recon-vest-razvedchik',
      'chest-rig',
      'strelets-gear',
      24500,
      ['Recon Vest "Razvedchik"', 'Разгрузочный жилет «Разведчик»'],
      [
        'A vest for scouts and marksmen with a map pocket on the back, radio pouch and padded shoulders for long patrols.',
        'Жилет для разведчиков и снайперов с карманом для карты на спине, подсумком под радиостанцию и мягкими плечами для долгих выходов.',
      ],
      { colors: ['partizan', 'berezka', 'olive'] },
    ),
    product(
      'airsoft-vest-polygon-lite',
      'chest-rig',
      'polygon-wear',
      17900,
      ['Airsoft Vest Polygon Lite', 'Страйкбольный жилет Polygon Lite'],
      [
        'An affordable first vest for new players: six magazine pockets, a hydration sleeve and one-size adjustment.',
        'Недорогой первый жилет для новичков: шесть карманов под магазины, отсек для гидратора и универсальная регулировка.',
      ],
      { colors: ['olive', 'black'], state: 'drop_ship', materials: [['polyester', 100]] },
    ),
    product(
      'plate-carrier-gorka-pc',
      'plate-carrier',
      'severny-rubezh',
      34900,
      ['Plate Carrier "Gorka-PC" with cummerbund', 'Плитоноска «Горка-ПК» с камербандом'],
      [
        'Next batch from our Tver workshop: a full carrier with a 3-band cummerbund, side plate sleeves and a zip-on back panel.',
        'Новая партия из тверской мастерской: полноценная плитоноска с трёхполосным камербандом, боковыми карманами под плиты и съёмной спинкой на молнии.',
      ],
      { colors: ['olive', 'partizan'], state: 'preorder', features: { 'quick-release': true } },
    ),
    product(
      'placard-chest-rig-p6',
      'chest-rig',
      'strelets-gear',
      18500,
      ['Placard Chest Rig P-6', 'Плакард-нагрудник П-6'],
      [
        'A placard with six open-top magazine pockets that clips onto any carrier or works alone on a harness.',
        'Плакард с шестью открытыми магазинными карманами: крепится к любой плитоноске или носится отдельно на подвесной.',
      ],
      { colors: ['black', 'coyote', 'olive'], state: 'out_of_stock' },
    ),
  ],
};
