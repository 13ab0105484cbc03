import { product, type SubcategorySpec, t } from '../types.js';

export const belts: SubcategorySpec = {
  slug: 'belts',
  name: t('Belts', 'Ремни и пояса'),
  description: t(
    'Battle belts, rigger belts and harnesses that carry the weight of your kit on the hips.',
    'Боевые пояса, такелажные ремни и плечевые системы, переносящие вес снаряжения на бёдра.',
  ),
  about: t(
    'Sizes run by waist measurement over trousers: S fits 75-90 cm, M 85-100 cm, L 95-110 cm. The buckles are load-rated metal or Austrian-style cobra clones.',
    'Размер подбирается по обхвату талии поверх брюк: S — 75-90 см, M — 85-100 см, L — 95-110 см. Пряжки металлические, с нагрузочным рейтингом, или типа «кобра».',
  ),
  type: 'physical',
  weight: 450,
  materials: [['cordura-1000d', 100]],
  features: { molle: true, adjustable: true },
  products: [
    product(
      'battle-belt-bastion',
      'belt',
      'severny-rubezh',
      8900,
      ['Battle Belt "Bastion"', 'Боевой пояс «Бастион»'],
      [
        'A padded two-layer belt with a laser-cut MOLLE outer and a stiff inner belt with a cobra buckle.',
        'Двухслойный пояс с мягкой подкладкой, лазерной панелью MOLLE и жёстким внутренним ремнём с пряжкой «кобра».',
      ],
      { colors: ['olive', 'black', 'coyote', 'partizan'], size: 'clothing' },
    ),
    product(
      'rigger-belt-classic',
      'belt',
      'severny-rubezh',
      4500,
      ['Rigger Belt Classic', 'Такелажный ремень Classic'],
      [
        'A stiff 45 mm belt with a rappel-rated buckle and a V-ring for a lanyard.',
        'Жёсткий ремень 45 мм с пряжкой для спуска по верёвке и D-кольцом для страховочного шнура.',
      ],
      { colors: ['black', 'coyote', 'olive', 'ranger-green'] },
    ),
    product(
      'inner-belt-velcro',
      'belt',
      'severny-rubezh',
      2900,
      ['Inner Velcro Belt', 'Внутренний ремень на липучке'],
      [
        'A thin hook-faced belt that threads through trouser loops and locks the battle belt in place.',
        'Тонкий ремень с липучкой продевается в шлёвки брюк и фиксирует боевой пояс.',
      ],
      {
        colors: ['black', 'coyote', 'olive'],
        materials: [
          ['polyester', 60],
          ['hook-loop', 40],
        ],
      },
    ),
    product(
      'harness-h-type',
      'belt',
      'strelets-gear',
      5500,
      ['H-Type Harness', 'Плечевая система H-типа'],
      [
        'Padded suspenders that clip to any battle belt and take the load off your waist on long patrols.',
        'Мягкие плечевые лямки крепятся к любому поясу и снимают нагрузку с талии на долгих выходах.',
      ],
      { colors: ['olive', 'black', 'coyote'], state: 'out_of_stock' },
    ),
    product(
      'leather-belt-officer',
      'belt',
      'ural-boot-works',
      3900,
      ['Leather Belt "Officer"', 'Кожаный ремень «Офицерский»'],
      [
        'A 4 mm full-grain belt with a solid brass buckle, made in Yekaterinburg.',
        'Ремень из кожи толщиной 4 мм с цельной латунной пряжкой, сделан в Екатеринбурге.',
      ],
      { colors: ['black', 'coyote'], materials: [['leather', 100]], features: { molle: t('No', 'Нет') } },
    ),
    product(
      'duty-belt-platform',
      'belt',
      'severny-rubezh',
      7500,
      ['Duty Belt with Drop Platform', 'Поясной ремень с набедренной платформой'],
      [
        'A belt with a detachable drop-leg MOLLE platform for a holster or extra magazines.',
        'Ремень со съёмной набедренной платформой MOLLE для кобуры или дополнительных магазинов.',
      ],
      { colors: ['black', 'olive'], state: 'sale' },
    ),
  ],
};
