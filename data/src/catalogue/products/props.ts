import { product, type SubcategorySpec, t } from '../types.js';

export const props: SubcategorySpec = {
  slug: 'props',
  name: t('Props', 'Реквизит'),
  description: t(
    'Replica dog tags, canteens, map cases, ammo crates and flags that finish a cosplay or decorate a gaming room.',
    'Реплики жетонов, фляг, планшетов, ящиков и флагов — чтобы завершить образ или украсить игровую комнату.',
  ),
  about: t(
    'All props are safe replicas made for display, photo shoots and conventions; they pass convention weapon checks because there are no weapons among them.',
    'Весь реквизит — безопасные реплики для интерьера, фотосессий и фестивалей; проверку на фестивалях проходят без вопросов, потому что оружия среди них нет.',
  ),
  type: 'physical',
  weight: 400,
  materials: [['aluminium', 100]],
  products: [
    product(
      'dog-tags-engraved',
      'dogtags',
      'znak-workshop',
      1200,
      ['Dog Tags with Engraving', 'Жетоны с гравировкой'],
      [
        'A pair of stainless steel tags on a ball chain; write your call-sign in the order comment and we engrave it.',
        'Пара жетонов из нержавеющей стали на цепочке; напишите позывной в комментарии к заказу, и мы его выгравируем.',
      ],
      {
        colors: ['silver', 'black'],
        materials: [['stainless-steel', 100]],
        features: { dimensions: t('50×28 mm', '50×28 мм') },
      },
    ),
    product(
      'canteen-ww2-replica',
      'canteen',
      'stanitsa-studio',
      3500,
      ['WWII Canteen Replica', 'Фляга времён ВОВ, реплика'],
      [
        'An aluminium canteen with a felt cover and a belt pouch, faithful to the 1940s pattern.',
        'Алюминиевая фляга в суконном чехле с поясным подсумком, точно по образцу 1940-х.',
      ],
      { colors: ['olive', 'sand'], features: { capacity: t('0.75 l', '0,75 л') } },
    ),
    product(
      'ammo-crate-prop',
      'crate',
      'stanitsa-studio',
      6500,
      ['Wooden Ammo Crate Prop', 'Ящик для боеприпасов, реквизит'],
      [
        'A pine crate with rope handles and stencils, sized to hold a game console and controllers.',
        'Сосновый ящик с верёвочными ручками и трафаретами; в него помещается игровая приставка с геймпадами.',
      ],
      {
        colors: ['olive', 'sand'],
        materials: [['wood', 100]],
        features: { dimensions: t('60×35×25 cm', '60×35×25 см') },
        weight: 4500,
        state: 'drop_ship',
      },
    ),
    product(
      'map-case-planshet',
      'mapcase',
      'stanitsa-studio',
      4500,
      ['Officer\'s Map Case "Planshet"', 'Офицерский планшет'],
      [
        'A leather map case with a clear window, pencil loops and a compass pocket.',
        'Кожаный планшет с прозрачным окном для карты, петлями для карандашей и кармашком для компаса.',
      ],
      { colors: ['coyote', 'black'], materials: [['leather', 100]] },
    ),
    product(
      'victory-banner-replica',
      'flag',
      'kordon-originals',
      3900,
      ['Victory Banner Replica', 'Знамя Победы, реплика'],
      [
        'A 90×150 cm replica of the banner raised over the Reichstag in May 1945, printed on flag satin.',
        'Реплика знамени, поднятого над Рейхстагом в мае 1945 года, размер 90×150 см, печать на флажном атласе.',
      ],
      {
        materials: [['polyester', 100]],
        game: 'common',
        features: { dimensions: t('90×150 cm', '90×150 см') },
        weight: 200,
      },
    ),
    product(
      'enlisted-squad-flag',
      'flag',
      'pixel-front',
      2900,
      ['Enlisted Squad Flag', 'Флаг отделения Enlisted'],
      [
        'A wall flag with the Enlisted squad emblem, grommets in the corners for hanging.',
        'Настенный флаг с эмблемой отделения Enlisted, люверсы по углам для подвеса.',
      ],
      { materials: [['polyester', 100]], game: 'enlisted', state: 'sale', weight: 150 },
    ),
    product(
      'gas-mask-bag-replica',
      'mapcase',
      'stanitsa-studio',
      2900,
      ['Gas Mask Bag Replica', 'Сумка для противогаза, реплика'],
      [
        'The canvas gas mask bag of the 1940s; today it carries a phone, power bank and snacks at conventions.',
        'Брезентовая противогазная сумка 1940-х; сегодня в ней носят телефон, пауэрбанк и перекус на фестивалях.',
      ],
      { colors: ['olive', 'sand'], materials: [['canvas', 100]] },
    ),
  ],
};
