import { product, type SubcategorySpec, t } from '../types.js';

export const scaleModels: SubcategorySpec = {
  slug: 'scale-models',
  name: t('Scale models', 'Сборные модели'),
  description: t(
    'Plastic scale kits of Soviet and Russian tanks and aircraft, from the T-34 to the T-72B3.',
    'Сборные пластиковые модели советских и российских танков и самолётов — от Т-34 до Т-72Б3.',
  ),
  about: t(
    'Glue and paints are not included. Instructions are illustrated step by step; the decal sheet covers several units with painting guides.',
    'Клей и краски в комплект не входят. Инструкция иллюстрирована по шагам, декали — на несколько частей, со схемами окраски.',
  ),
  type: 'physical',
  weight: 600,
  materials: [['polystyrene', 100]],
  features: { scale: t('1:35', '1:35') },
  products: [
    product(
      'model-t-34-85-1-35',
      'tank',
      'tankograd-models',
      4900,
      ['T-34-85 Medium Tank, 1:35', 'Средний танк Т-34-85, 1:35'],
      [
        'The tank that won the war, with a cast turret, working tracks and a crew of two figures.',
        'Танк, выигравший войну: литая башня, наборные траки и две фигуры экипажа.',
      ],
      { game: 'warthunder', features: { parts: t('412', '412') }, youtube: 'Pz9kTq2Ws4A' },
    ),
    product(
      'model-is-2-1-35',
      'tank',
      'tankograd-models',
      5500,
      ['IS-2 Heavy Tank, 1:35', 'Тяжёлый танк ИС-2, 1:35'],
      [
        'The breakthrough tank with the 122 mm gun, including a photo-etched engine grille.',
        'Танк прорыва со 122-мм пушкой, в комплекте фототравлёная решётка моторного отсека.',
      ],
      { game: 'warthunder', features: { parts: t('486', '486') } },
    ),
    product(
      'model-kv-1-1-35',
      'tank',
      'tankograd-models',
      5200,
      ['KV-1 Heavy Tank, 1:35', 'Тяжёлый танк КВ-1, 1:35'],
      [
        'The 1941 heavy tank with the welded turret and appliqué armour option.',
        'Тяжёлый танк 1941 года со сварной башней и вариантом с экранами.',
      ],
      { game: 'enlisted', features: { parts: t('398', '398') }, state: 'sale' },
    ),
    product(
      'model-bt-7-1-35',
      'tank',
      'tankograd-models',
      3900,
      ['BT-7 Fast Tank, 1:35', 'Быстроходный танк БТ-7, 1:35'],
      [
        'The fast tank of the 1930s that could run on wheels or tracks; both variants in the box.',
        'Быстроходный танк 1930-х, ходивший на колёсах и гусеницах; оба варианта в коробке.',
      ],
      { game: 'enlisted', features: { parts: t('288', '288') } },
    ),
    product(
      'model-yak-3-1-48',
      'plane',
      'tankograd-models',
      4200,
      ['Yak-3 Fighter, 1:48', 'Истребитель Як-3, 1:48'],
      [
        'The light fighter loved by Normandie-Niemen pilots, with a detailed cockpit and canopy masks.',
        'Лёгкий истребитель, любимый лётчиками «Нормандии — Неман», с детальной кабиной и масками для фонаря.',
      ],
      { game: 'warthunder', features: { scale: t('1:48', '1:48'), parts: t('146', '146') } },
    ),
    product(
      'model-il-2-1-72',
      'plane',
      'tankograd-models',
      2900,
      ['Il-2 Shturmovik, 1:72', 'Штурмовик Ил-2, 1:72'],
      [
        'A quick weekend build of the famous ground-attack aircraft, with rockets and bombs.',
        'Быстрая сборка на выходные: знаменитый штурмовик с ракетами и бомбами.',
      ],
      { game: 'warthunder', features: { scale: t('1:72', '1:72'), parts: t('84', '84') }, state: 'drop_ship' },
    ),
    product(
      'model-t-72b3-1-35',
      'tank',
      'tankograd-models',
      6500,
      ['T-72B3 Main Battle Tank, 1:35', 'Основной боевой танк Т-72Б3, 1:35'],
      [
        'A modern main battle tank with reactive armour blocks, in the new-batch tooling.',
        'Современный основной танк с блоками динамической защиты, из новой партии оснастки.',
      ],
      { game: 'warthunder', features: { parts: t('620', '620') }, state: 'preorder' },
    ),
    product(
      'model-armoured-buggy-crossout',
      'tank',
      'tankograd-models',
      4500,
      ['Armoured Buggy (Crossout), 1:24', 'Бронебагги (Crossout), 1:24'],
      [
        'A scratch-built-looking raider buggy from Crossout, with extra armour plates to place as you like.',
        'Багги рейдера из Crossout, как будто собранный из хлама, с дополнительными бронелистами на ваш вкус.',
      ],
      { game: 'crossout', features: { scale: t('1:24', '1:24'), parts: t('210', '210') } },
    ),
  ],
};
