import { product, type SubcategorySpec, t } from '../types.js';

export const pouches: SubcategorySpec = {
  slug: 'pouches',
  name: t('Pouches', 'Подсумки'),
  description: t(
    'MOLLE pouches for magazines, radios, medical kits and everything else: the building blocks of your loadout.',
    'Подсумки MOLLE для магазинов, радиостанций, аптечек и всего остального — основа вашей разгрузки.',
  ),
  about: t(
    'Mounts on any PALS/MOLLE webbing with woven straps and snap closures. Drain grommets at the bottom let water out after rain or a river crossing.',
    'Крепится на любую стропу PALS/MOLLE тканевыми лентами с кнопками. Люверсы в дне выпускают воду после дождя или переправы.',
  ),
  type: 'physical',
  weight: 180,
  materials: [['cordura-500d', 100]],
  features: { molle: true, 'water-repellent': true },
  products: [
    product(
      'double-magazine-pouch',
      'pouch',
      'severny-rubezh',
      2400,
      ['Double Magazine Pouch', 'Подсумок на два магазина'],
      [
        'Holds two AK or AR magazines with an adjustable bungee retention that opens with one hand.',
        'Держит два магазина АК или AR с регулируемой резинкой, которая открывается одной рукой.',
      ],
      { colors: ['olive', 'black', 'coyote', 'partizan'] },
    ),
    product(
      'radio-pouch-r1',
      'pouch',
      'severny-rubezh',
      2200,
      ['Radio Pouch R-1', 'Подсумок для радиостанции Р-1'],
      [
        'Fits Baofeng, Motorola and most handheld radios, with an antenna port and a cable exit on both sides.',
        'Подходит для Baofeng, Motorola и большинства портативных раций, с выходом для антенны и кабеля с обеих сторон.',
      ],
      { colors: ['olive', 'black', 'coyote'] },
    ),
    product(
      'utility-dump-pouch',
      'pouch',
      'strelets-gear',
      1900,
      ['Roll-up Dump Pouch', 'Сбросник скатывающийся'],
      [
        'Rolls into a pocket-sized pack and opens into a 6-litre bag for empty magazines and found gear.',
        'Скатывается в компактный валик и раскрывается в 6-литровую сумку для пустых магазинов и трофеев.',
      ],
      { colors: ['olive', 'black', 'coyote'], features: { volume: t('6 l', '6 л') } },
    ),
    product(
      'ifak-medical-pouch',
      'pouch',
      'strelets-gear',
      3200,
      ['IFAK Medical Pouch', 'Подсумок для аптечки IFAK'],
      [
        'A tear-off medical pouch with an elastic interior, a red pull tab and a cross on the flap for quick identification.',
        'Отрывной подсумок для аптечки с эластичными петлями внутри, красной петлёй-ручкой и крестом на клапане.',
      ],
      { colors: ['olive', 'black', 'red'], features: { 'quick-release': true } },
    ),
    product(
      'grenade-pouch-single',
      'pouch',
      'severny-rubezh',
      1500,
      ['Single Grenade Pouch', 'Подсумок под гранату'],
      [
        'Sized for airsoft pyrotechnics and training grenades, with a flap that stays quiet when opened.',
        'Под страйкбольную пиротехнику и учебные гранаты, клапан открывается бесшумно.',
      ],
      { colors: ['olive', 'black'] },
    ),
    product(
      'admin-panel-a4',
      'pouch',
      'severny-rubezh',
      2800,
      ['Admin Panel A4', 'Административная панель A4'],
      [
        'Keeps a notebook, pens, a compass and a map folded to A5 on the front of your carrier.',
        'Держит блокнот, ручки, компас и карту, сложенную до A5, на передней панели плитоноски.',
      ],
      { colors: ['olive', 'coyote'], state: 'sale' },
    ),
    product(
      'hydration-pouch-2l',
      'pouch',
      'strelets-gear',
      3900,
      ['Hydration Pouch 2 L', 'Подсумок для гидратора 2 л'],
      [
        'An insulated back pouch with a 2-litre bladder included; the tube routes over either shoulder.',
        'Утеплённый подсумок на спину с гидратором 2 литра в комплекте, трубку можно вывести через любое плечо.',
      ],
      { colors: ['olive', 'black', 'coyote'], features: { hydration: true, volume: t('2 l', '2 л') } },
    ),
    product(
      'gp-pouch-large',
      'pouch',
      'severny-rubezh',
      2600,
      ['General Purpose Pouch, Large', 'Подсумок общего назначения, большой'],
      [
        'A zippered box pouch with internal loops: batteries, tools, snacks or a spare pair of gloves.',
        'Коробчатый подсумок на молнии с петлями внутри: батарейки, инструмент, перекус или запасные перчатки.',
      ],
      { colors: ['olive', 'black', 'coyote', 'partizan'] },
    ),
  ],
};
