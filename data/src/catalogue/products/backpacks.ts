import { product, type SubcategorySpec, t } from '../types.js';

export const backpacks: SubcategorySpec = {
  slug: 'backpacks',
  name: t('Backpacks', 'Рюкзаки'),
  description: t(
    'Assault packs, raid rucksacks and sling bags for a day on the field or a week in the woods.',
    'Штурмовые рюкзаки, рейдовые рюкзаки и слинги — для дня на полигоне или недели в лесу.',
  ),
  about: t(
    'The padded back panel has air channels, the shoulder straps carry MOLLE for small pouches, and the main zips are YKK with paracord pulls that work in gloves.',
    'Мягкая спинка с вентиляционными каналами, плечевые лямки с MOLLE для мелких подсумков, основные молнии YKK с паракордовыми пуллерами, удобными в перчатках.',
  ),
  type: 'physical',
  weight: 1300,
  materials: [['cordura-500d', 100]],
  features: { molle: true, 'water-repellent': true, hydration: true },
  products: [
    product(
      'assault-pack-25l',
      'backpack',
      'strelets-gear',
      11900,
      ['Assault Pack 25 L', 'Штурмовой рюкзак 25 л'],
      [
        'A clamshell daypack that opens flat, with a hydration sleeve and a stash pocket for a helmet.',
        'Рюкзак-«ракушка» на день, раскрывается полностью, с отсеком для гидратора и карманом для шлема.',
      ],
      { colors: ['olive', 'black', 'coyote', 'partizan'], features: { volume: t('25 l', '25 л') } },
    ),
    product(
      'raid-pack-45l',
      'backpack',
      'strelets-gear',
      18900,
      ['Raid Pack 45 L', 'Рейдовый рюкзак 45 л'],
      [
        'A three-day pack with a removable hip belt, compression straps and a sleeping-bag compartment.',
        'Рюкзак на три дня со съёмным поясом, стяжками и отделением для спального мешка.',
      ],
      {
        colors: ['olive', 'coyote', 'partizan'],
        features: { volume: t('45 l', '45 л') },
        weight: 2100,
        youtube: 'b3TqWm8ZpRk',
      },
    ),
    product(
      'hydration-pack-3l',
      'backpack',
      'strelets-gear',
      7900,
      ['Hydration Pack 3 L', 'Гидропак 3 л'],
      [
        'A slim carrier with a 3-litre bladder that rides under a plate carrier or on its own.',
        'Тонкий рюкзак с гидратором на 3 литра: носится под плитоноской или отдельно.',
      ],
      { colors: ['olive', 'black', 'coyote'], features: { volume: t('3 l', '3 л') }, weight: 600 },
    ),
    product(
      'sling-bag-tactical',
      'backpack',
      'polygon-wear',
      6900,
      ['Tactical Sling Bag', 'Тактическая сумка-слинг'],
      [
        'A one-shoulder bag for the city: quick access from the front, a padded tablet pocket and a hidden compartment.',
        'Сумка через плечо для города: быстрый доступ спереди, мягкий карман для планшета и скрытое отделение.',
      ],
      { colors: ['black', 'grey', 'olive'], state: 'sale', features: { volume: t('9 l', '9 л') }, weight: 700 },
    ),
    product(
      'medic-backpack-m1',
      'backpack',
      'strelets-gear',
      15900,
      ['Medic Backpack M-1', 'Рюкзак медика М-1'],
      [
        'Opens like a suitcase onto labelled elastic panels, so a medic finds the right item in the dark.',
        'Раскрывается как чемодан, внутри подписанные эластичные панели — медик найдёт нужное в темноте.',
      ],
      { colors: ['olive', 'red', 'black'], features: { volume: t('30 l', '30 л') } },
    ),
    product(
      'patrol-pack-35l',
      'backpack',
      'severny-rubezh',
      14900,
      ['Patrol Pack 35 L', 'Патрульный рюкзак 35 л'],
      [
        'A top-loader with a lid pocket, side bottle pockets and a frame sheet for loads up to 18 kg.',
        'Рюкзак с загрузкой сверху, карманом в клапане, боковыми карманами для фляг и рамной пластиной для нагрузки до 18 кг.',
      ],
      { colors: ['olive', 'partizan'], state: 'drop_ship', features: { volume: t('35 l', '35 л') } },
    ),
    product(
      'daypack-gorod',
      'backpack',
      'polygon-wear',
      8900,
      ['Daypack "Gorod"', 'Городской рюкзак «Город»'],
      [
        'A tidy 20-litre pack for commuting: laptop sleeve, organiser pocket and a MOLLE panel under a flap.',
        'Аккуратный рюкзак на 20 литров на каждый день: отделение для ноутбука, органайзер и панель MOLLE под клапаном.',
      ],
      { colors: ['black', 'grey', 'navy'], features: { volume: t('20 l', '20 л') } },
    ),
  ],
};
