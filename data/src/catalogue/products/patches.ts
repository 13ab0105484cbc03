import { product, type SubcategorySpec, t } from '../types.js';

export const patches: SubcategorySpec = {
  slug: 'patches',
  name: t('Patches', 'Шевроны и патчи'),
  description: t(
    'Embroidered, woven and PVC patches with hook backing: game emblems, flags, blood types and morale patches.',
    'Вышитые, тканые и ПВХ-шевроны на липучке: игровые эмблемы, флаги, группы крови и патчи с юмором.',
  ),
  about: t(
    'Every patch comes with a hook backing and a matching loop piece, so you can sew the loop side onto any garment that lacks velcro panels.',
    'Каждый шеврон идёт с липучкой-«крючком» и ответной «петлёй», которую можно пришить к одежде без панелей велкро.',
  ),
  type: 'physical',
  weight: 20,
  materials: [
    ['embroidery', 80],
    ['hook-loop', 20],
  ],
  features: { backing: t('Hook-and-loop', 'Липучка') },
  products: [
    product(
      'patch-tank-ace-war-thunder',
      'patch',
      'pixel-front',
      900,
      ['Patch "Tank Ace" (War Thunder)', 'Шеврон «Танковый ас» (War Thunder)'],
      [
        'A round embroidered patch with a tank silhouette and laurel wreath, for veterans of ground battles.',
        'Круглый вышитый шеврон с силуэтом танка и лавровым венком — для ветеранов наземных боёв.',
      ],
      { colors: ['olive', 'black'], game: 'warthunder' },
    ),
    product(
      'patch-assault-enlisted',
      'patch',
      'pixel-front',
      800,
      ['Patch "Assault" (Enlisted)', 'Шеврон «Штурм» (Enlisted)'],
      [
        'A shield-shaped patch with the Enlisted assault squad mark.',
        'Шеврон-щит со знаком штурмового отделения Enlisted.',
      ],
      { colors: ['olive', 'coyote'], game: 'enlisted' },
    ),
    product(
      'patch-scavengers-crossout',
      'patch',
      'pixel-front',
      800,
      ['Patch "Scavengers" (Crossout)', 'Шеврон «Мусорщики» (Crossout)'],
      [
        'The Scavengers faction sign in rust orange on black twill.',
        'Знак фракции «Мусорщики» ржаво-оранжевым на чёрной саржи.',
      ],
      { colors: ['black', 'coyote'], game: 'crossout' },
    ),
    product(
      'pvc-patch-kordon',
      'patch',
      'kordon-originals',
      700,
      ['PVC Patch Kordon', 'ПВХ-патч Kordon'],
      [
        'A soft PVC shield with our logo; does not fray and survives any wash.',
        'Мягкий ПВХ-щит с нашим логотипом: не махрится и переживёт любую стирку.',
      ],
      { colors: ['black', 'olive', 'coyote'], game: 'common', materials: [['pvc', 100]] },
    ),
    product(
      'blood-type-patch',
      'patch',
      'znak-workshop',
      600,
      ['Blood Type Patch', 'Шеврон «Группа крови»'],
      [
        'Embroidered blood group and Rh factor; pick your group in the order comment.',
        'Вышитая группа крови и резус-фактор; укажите группу в комментарии к заказу.',
      ],
      { colors: ['olive', 'black', 'coyote'], state: 'sale' },
    ),
    product(
      'flag-patch-russia',
      'patch',
      'znak-workshop',
      600,
      ['Russian Flag Patch', 'Шеврон «Флаг России»'],
      [
        'A woven tricolour, 80×50 mm, in full colour or subdued olive.',
        'Тканый триколор 80×50 мм, в цвете или в приглушённом оливковом варианте.',
      ],
      { colors: ['white', 'olive'] },
    ),
    product(
      'morale-patch-tea-time',
      'patch',
      'znak-workshop',
      900,
      ['Morale Patch "Tea Time"', 'Патч «Время чая»'],
      [
        'A steaming glass in a podstakannik: because every operation stops for tea.',
        'Стакан в подстаканнике с паром: любая операция прерывается на чай.',
      ],
      { colors: ['coyote', 'olive'] },
    ),
    product(
      'glow-patch-night-ops',
      'patch',
      'znak-workshop',
      1000,
      ['Glow Patch "Night Ops"', 'Светящийся патч «Ночные операции»'],
      [
        'A PVC patch with a glow-in-the-dark owl that helps your team find you at night.',
        'ПВХ-патч со светящейся в темноте совой — команда найдёт вас ночью.',
      ],
      { colors: ['black', 'grey'], materials: [['pvc', 100]], state: 'preorder' },
    ),
    product(
      'velcro-name-tape',
      'patch',
      'znak-workshop',
      1200,
      ['Velcro Name Tape', 'Именная нашивка на липучке'],
      [
        'Your name or call-sign embroidered on a 125×25 mm tape; write the text in the order comment.',
        'Ваше имя или позывной, вышитые на ленте 125×25 мм; текст укажите в комментарии к заказу.',
      ],
      { colors: ['olive', 'black', 'coyote', 'partizan'] },
    ),
  ],
};
