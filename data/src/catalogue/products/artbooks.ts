import { product, type SubcategorySpec, t } from '../types.js';
import { book, editions } from './books-helpers.js';

export const artbooks: SubcategorySpec = {
  slug: 'artbooks',
  name: t('Artbooks', 'Артбуки'),
  description: t(
    'Concept art, vehicle illustrations and poster art from games and history.',
    'Концепт-арт, иллюстрации техники и плакатное искусство из игр и истории.',
  ),
  about: t(
    'Large landscape format on 170 g/m² art paper; most spreads are full-bleed so the artwork is never cut by the binding.',
    'Большой альбомный формат на бумаге 170 г/м², большинство разворотов — в обрез, поэтому переплёт не режет иллюстрации.',
  ),
  type: 'book',
  weight: 1300,
  materials: [['paper', 100]],
  products: [
    product(
      'the-art-of-war-thunder',
      'book',
      'bastion-press',
      4900,
      ['The Art of War Thunder', 'Искусство War Thunder'],
      [
        'Ten years of War Thunder art: vehicle renders, loading screens and sketches from the studio archive.',
        'Десять лет артов War Thunder: рендеры техники, загрузочные экраны и эскизы из архива студии.',
      ],
      { select: editions(4900, true), features: book(240, '300'), game: 'warthunder' },
    ),
    product(
      'enlisted-concept-art',
      'book',
      'bastion-press',
      4500,
      ['Enlisted: Concept Art', 'Enlisted: концепт-арт'],
      [
        'Landscapes, soldiers and weapons from the Enlisted campaigns, with notes from the artists.',
        'Пейзажи, бойцы и оружие из кампаний Enlisted с комментариями художников.',
      ],
      { select: editions(4500), features: book(208, '260'), game: 'enlisted', state: 'sale' },
    ),
    product(
      'crossout-wasteland-machines',
      'book',
      'bastion-press',
      4200,
      ['Crossout: Wasteland Machines', 'Crossout: машины пустоши'],
      [
        'The wildest player builds and official concept cars of Crossout, drawn in exploded views.',
        'Самые безумные игровые сборки и официальные концепты Crossout в разнесённых видах.',
      ],
      { select: editions(4200), features: book(192, '220'), game: 'crossout' },
    ),
    product(
      'soviet-poster-art-1941-1945',
      'book',
      'bastion-press',
      3900,
      ['Soviet Poster Art 1941-1945', 'Советский плакат 1941-1945'],
      [
        'Two hundred wartime posters reproduced from originals in the State Historical Museum collection.',
        'Двести плакатов военных лет, воспроизведённых с оригиналов из собрания музея.',
      ],
      { select: editions(3900), features: book(256, '200') },
    ),
    product(
      'steel-beasts-tank-illustrations',
      'book',
      'bastion-press',
      3500,
      ['Steel Beasts: Tank Illustrations', 'Стальные звери: иллюстрации танков'],
      [
        'Digital paintings of tanks in action by twelve illustrators from the modelling community.',
        'Цифровая живопись танков в бою от двенадцати иллюстраторов из сообщества моделистов.',
      ],
      { select: editions(3500), features: book(176, '150') },
    ),
  ],
};
