import { product, type SubcategorySpec, t } from '../types.js';

export const boots: SubcategorySpec = {
  slug: 'boots',
  name: t('Boots', 'Обувь'),
  description: t(
    'Tactical boots for summer, winter and the jungle, with sizes in EU, US and Russian systems.',
    'Тактическая обувь для лета, зимы и джунглей с размерами в европейской, американской и российской системах.',
  ),
  about: t(
    'Measure your foot in the evening, standing, and pick the size whose insole length is 5-10 mm longer. The leather needs a few days of wear to shape to your foot; treat it with wax before the first rain.',
    'Измеряйте стопу вечером, стоя, и выбирайте размер, у которого длина стельки на 5-10 мм больше. Коже нужно несколько дней, чтобы принять форму стопы; перед первым дождём обработайте её воском.',
  ),
  type: 'physical',
  weight: 1500,
  materials: [
    ['leather', 70],
    ['cordura-1000d', 30],
  ],
  features: { sole: t('Rubber lug sole', 'Резиновая протекторная подошва'), 'water-repellent': true },
  products: [
    product(
      'tactical-boots-ural-t',
      'boots',
      'ural-boot-works',
      16900,
      ['Tactical Boots "Ural-T"', 'Тактические ботинки «Урал-Т»'],
      [
        'Eight-inch leather boots with a Cordura shaft, speed laces and a shock-absorbing midsole.',
        'Кожаные берцы высотой 20 см с голенищем из кордуры, быстрой шнуровкой и амортизирующей промежуточной подошвой.',
      ],
      { colors: ['black', 'coyote', 'olive'], size: 'boot', youtube: 'Lm8sVd3QaPz' },
    ),
    product(
      'winter-boots-taymyr',
      'boots',
      'ural-boot-works',
      19900,
      ['Winter Boots "Taymyr"', 'Зимние ботинки «Таймыр»'],
      [
        'Fur-lined winter boots rated to −40 °C with a removable felt liner and an ice-grip sole.',
        'Зимние ботинки на меху до −40 °C со съёмным войлочным вкладышем и противоскользящей подошвой.',
      ],
      {
        colors: ['black', 'olive'],
        size: 'boot',
        features: { warmth: t('down to −40 °C', 'до −40 °C') },
        weight: 2100,
      },
    ),
    product(
      'summer-boots-step',
      'boots',
      'ural-boot-works',
      14900,
      ['Summer Boots "Step"', 'Летние ботинки «Степь»'],
      [
        'Breathable suede-and-mesh boots with drainage vents for hot, dusty fields.',
        'Дышащие ботинки из замши и сетки с дренажными отверстиями для жарких пыльных полигонов.',
      ],
      {
        colors: ['coyote', 'sand'],
        size: 'boot',
        materials: [
          ['leather', 50],
          ['polyester', 50],
        ],
        features: { breathable: true },
      },
    ),
    product(
      'trekking-boots-perevaly',
      'boots',
      'ural-boot-works',
      15900,
      ['Trekking Boots "Pereval"', 'Треккинговые ботинки «Перевал»'],
      [
        'Mid-height trekking boots with a membrane lining and a stiff sole for rocky trails.',
        'Ботинки средней высоты с мембраной и жёсткой подошвой для каменистых троп.',
      ],
      { colors: ['coyote', 'grey', 'olive'], size: 'boot', state: 'sale' },
    ),
    product(
      'airsoft-boots-light',
      'boots',
      'ural-boot-works',
      12900,
      ['Airsoft Boots Light', 'Страйкбольные ботинки Light'],
      [
        'Light six-inch boots that feel like trainers: ideal for CQB and speed games.',
        'Лёгкие ботинки высотой 15 см, ощущаются как кроссовки — для CQB и быстрых игр.',
      ],
      { colors: ['black', 'coyote'], size: 'boot', state: 'drop_ship', weight: 1100 },
    ),
    product(
      'jungle-boots-tropik',
      'boots',
      'ural-boot-works',
      13900,
      ['Jungle Boots "Tropik"', 'Ботинки «Тропик»'],
      [
        'Canvas-and-leather jungle boots with a steel shank and quick-drain eyelets.',
        'Ботинки из брезента и кожи со стальным супинатором и дренажными люверсами.',
      ],
      {
        colors: ['olive', 'black'],
        size: 'boot',
        state: 'out_of_stock',
        materials: [
          ['leather', 50],
          ['canvas', 50],
        ],
      },
    ),
  ],
};
