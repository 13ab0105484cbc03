import { product, type SubcategorySpec, t } from '../types.js';

export const gameUniforms: SubcategorySpec = {
  slug: 'game-uniforms',
  name: t('Game uniforms', 'Униформа из игр'),
  description: t(
    'Uniforms of tank crews, pilots, infantry and raiders from War Thunder, Enlisted and Crossout, tailored for cosplay and reenactment.',
    'Униформа танкистов, лётчиков, пехоты и рейдеров из War Thunder, Enlisted и Crossout, сшитая для косплея и реконструкции.',
  ),
  about: t(
    'Cut from period patterns and sized with a modern chart, so it fits a modern body. Buttons are metal, insignia are sewn on by hand; badges and props are sold separately.',
    'Сшито по выкройкам эпохи и размерено по современной таблице, поэтому садится на современную фигуру. Пуговицы металлические, знаки различия пришиты вручную; значки и реквизит продаются отдельно.',
  ),
  type: 'physical',
  weight: 900,
  materials: [['cotton', 100]],
  features: { historical: true },
  products: [
    product(
      'tanker-uniform-1943-enlisted',
      'tunic',
      'stanitsa-studio',
      14900,
      ['Soviet Tanker Overalls 1943 (Enlisted)', 'Комбинезон танкиста 1943 (Enlisted)'],
      [
        'Blue-black tank crew overalls as worn by the Enlisted tank squads at Kursk, with a two-way zip and knee pockets.',
        'Тёмно-синий комбинезон танкиста, как у танковых экипажей Enlisted под Курском, с двухсторонней молнией и карманами на коленях.',
      ],
      {
        colors: ['navy', 'black'],
        size: 'clothing',
        game: 'enlisted',
        features: { historical: t('Red Army tank crews, 1941-1945', 'Танковые экипажи РККА, 1941-1945') },
      },
    ),
    product(
      'infantry-tunic-m43',
      'tunic',
      'stanitsa-studio',
      11900,
      ['Infantry Tunic M43 "Gymnastyorka"', 'Гимнастёрка обр. 1943 г.'],
      [
        'The stand-collar tunic with shoulder boards introduced in 1943, in khaki cotton twill.',
        'Гимнастёрка со стоячим воротником и погонами образца 1943 года из хлопковой саржи цвета хаки.',
      ],
      {
        colors: ['olive', 'sand'],
        size: 'clothing',
        game: 'enlisted',
        features: { historical: t('Red Army, 1943-1945', 'РККА, 1943-1945') },
        youtube: 'Vr6cWp0NhE4',
      },
    ),
    product(
      'raider-jacket-crossout',
      'jacket',
      'stanitsa-studio',
      17900,
      ['Raider Jacket (Crossout)', 'Куртка рейдера (Crossout)'],
      [
        'A weathered wasteland jacket with leather shoulder armour, rivets and a faded clan emblem.',
        'Потёртая куртка жителя пустошей с кожаными наплечниками, заклёпками и выцветшей эмблемой клана.',
      ],
      {
        colors: ['coyote', 'black'],
        size: 'clothing',
        game: 'crossout',
        materials: [
          ['canvas', 70],
          ['leather', 30],
        ],
        state: 'sale',
      },
    ),
    product(
      'pilot-jacket-war-thunder',
      'jacket',
      'stanitsa-studio',
      23900,
      ['Pilot Leather Jacket (War Thunder)', 'Кожаная лётная куртка (War Thunder)'],
      [
        'A replica of the wartime Soviet pilot jacket with a fur collar, as worn by War Thunder aces.',
        'Реплика лётной кожаной куртки военных лет с меховым воротником, как у асов War Thunder.',
      ],
      {
        colors: ['coyote', 'black'],
        size: 'clothing',
        game: 'warthunder',
        materials: [['leather', 100]],
        state: 'preorder',
        weight: 1700,
      },
    ),
    product(
      'paratrooper-jacket-m42-enlisted',
      'jacket',
      'stanitsa-studio',
      16900,
      ['Paratrooper Jacket M42 (Enlisted)', 'Куртка десантника M42 (Enlisted)'],
      [
        'The slanted-pocket jump jacket of the Allied paratroopers from the Enlisted Normandy campaign.',
        'Прыжковая куртка с наклонными карманами союзных десантников из нормандской кампании Enlisted.',
      ],
      { colors: ['sand', 'olive'], size: 'clothing', game: 'enlisted', state: 'drop_ship' },
    ),
    product(
      'tanker-helmet-shlemofon',
      'helmet',
      'stanitsa-studio',
      7900,
      ['Tank Crew Helmet "Shlemofon" replica', 'Танкошлем, реплика'],
      [
        'A padded canvas tank helmet with ear cups and ribbed crown, the classic look of a Soviet tanker.',
        'Ватный брезентовый танкошлем с наушниками и рёбрами на макушке — классический образ советского танкиста.',
      ],
      { colors: ['black', 'navy'], size: 'helmet', game: 'warthunder', materials: [['canvas', 100]] },
    ),
    product(
      'naval-striped-shirt',
      'tshirt',
      'stanitsa-studio',
      2900,
      ['Naval Striped Shirt "Telnyashka"', 'Тельняшка'],
      [
        'The blue-and-white striped shirt of sailors and paratroopers, in soft cotton jersey.',
        'Тельняшка в сине-белую полоску, как у моряков и десантников, из мягкого хлопкового трикотажа.',
      ],
      { colors: ['navy', 'white'], size: 'clothing', game: 'common' },
    ),
  ],
};
