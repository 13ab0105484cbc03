import { product, type SubcategorySpec, t } from '../types.js';
import { book, editions } from './books-helpers.js';

export const militaryHistory: SubcategorySpec = {
  slug: 'military-history',
  name: t('Military history', 'Военная история'),
  description: t(
    'Books on the Great Patriotic War, Soviet armour and aviation, uniforms and fortresses, written from archive sources.',
    'Книги о Великой Отечественной войне, советской бронетехнике и авиации, униформе и крепостях, написанные по архивным источникам.',
  ),
  about: t(
    "Printed on heavy coated paper with sewn binding, so the book lies flat on a workbench next to a half-built model. Choose the edition: hardcover, paperback or, for some titles, a collector's edition in a slipcase.",
    'Напечатано на плотной мелованной бумаге с шитым переплётом — книга лежит раскрытой на верстаке рядом с недостроенной моделью. Выберите издание: твёрдый переплёт, мягкая обложка или, для некоторых книг, коллекционное издание в футляре.',
  ),
  type: 'book',
  weight: 900,
  materials: [['paper', 100]],
  products: [
    product(
      'tanks-of-the-great-patriotic-war',
      'book',
      'bastion-press',
      4500,
      ['Tanks of the Great Patriotic War', 'Танки Великой Отечественной'],
      [
        'Every Soviet tank type from 1941 to 1945, with factory histories, combat records and colour profiles.',
        'Все типы советских танков 1941-1945 годов: история заводов, боевой путь и цветные проекции.',
      ],
      { select: editions(4500, true), features: book(368, '420'), youtube: 'Gb5wNe7XrT2' },
    ),
    product(
      'battle-of-kursk-steel-and-fire',
      'book',
      'bastion-press',
      3900,
      ['The Battle of Kursk: Steel and Fire', 'Курская битва: сталь и огонь'],
      [
        'Fifty days of the largest tank battle in history, told through unit war diaries from both sides.',
        'Пятьдесят дней крупнейшего танкового сражения в истории по журналам боевых действий обеих сторон.',
      ],
      { select: editions(3900), features: book(312, '180') },
    ),
    product(
      'sky-of-stalingrad',
      'book',
      'bastion-press',
      3500,
      ['Sky of Stalingrad: Soviet Aviators 1942', 'Небо Сталинграда: советские лётчики 1942 года'],
      [
        'The air war over the Volga through the letters and logbooks of fighter and Shturmovik pilots.',
        'Воздушная война над Волгой по письмам и лётным книжкам истребителей и штурмовиков.',
      ],
      { select: editions(3500), features: book(264, '140'), state: 'sale' },
    ),
    product(
      'armour-of-the-red-army',
      'book',
      'bastion-press',
      5900,
      ['Armour of the Red Army 1939-1945', 'Бронетехника Красной армии 1939-1945'],
      [
        'A large-format reference with scale drawings of 60 vehicles, from tankettes to self-propelled guns.',
        'Крупноформатный справочник с чертежами 60 машин — от танкеток до самоходок.',
      ],
      { select: editions(5900, true), features: book(448, '650'), weight: 1600 },
    ),
    product(
      'defence-of-moscow-1941',
      'book',
      'bastion-press',
      3400,
      ['The Defence of Moscow, 1941', 'Оборона Москвы, 1941'],
      [
        'From the Mozhaisk line to the December counter-offensive, with 40 newly drawn maps.',
        'От Можайской линии до декабрьского контрнаступления, с 40 новыми картами.',
      ],
      { select: editions(3400), features: book(296, '120') },
    ),
    product(
      'uniforms-of-the-soviet-army',
      'book',
      'bastion-press',
      5500,
      ['Uniforms of the Soviet Army 1918-1991', 'Униформа Советской армии 1918-1991'],
      [
        'Seventy years of uniforms, insignia and equipment in photographs of museum originals, a must for reenactors.',
        'Семьдесят лет униформы, знаков различия и снаряжения в фотографиях музейных оригиналов — настольная книга реконструктора.',
      ],
      { select: editions(5500, true), features: book(400, '900'), state: 'preorder' },
    ),
    product(
      'fortress-brest',
      'book',
      'bastion-press',
      2700,
      ['Fortress Brest: The First Days', 'Брестская крепость: первые дни'],
      [
        "The defence of the Brest fortress in June 1941, reconstructed from survivors' accounts.",
        'Оборона Брестской крепости в июне 1941 года, восстановленная по рассказам выживших.',
      ],
      { select: editions(2700), features: book(224, '60', 'ru') },
    ),
    product(
      'soviet-field-equipment-pocket-guide',
      'book',
      'bastion-press',
      2200,
      ['Pocket Guide to Soviet Field Equipment', 'Карманный справочник по советскому снаряжению'],
      [
        'Canteens, mess tins, pouches and packs, identified by markings and production years.',
        'Фляги, котелки, подсумки и вещмешки — определение по клеймам и годам выпуска.',
      ],
      { select: editions(2200), features: book(160, '300'), state: 'drop_ship' },
    ),
    product(
      't-34-the-story-of-a-legend',
      'book',
      'bastion-press',
      4200,
      ['T-34: The Story of a Legend', 'Т-34: история легенды'],
      [
        'From the Kharkiv design bureau to Berlin: the engineers, factories and crews behind the T-34.',
        'От харьковского КБ до Берлина: инженеры, заводы и экипажи, стоящие за Т-34.',
      ],
      { select: editions(4200), features: book(336, '260'), state: 'out_of_stock' },
    ),
  ],
};
