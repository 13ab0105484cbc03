import { product, type SubcategorySpec, t } from '../types.js';
import { book, editions } from './books-helpers.js';

export const gameGuides: SubcategorySpec = {
  slug: 'game-guides',
  name: t('Game guides', 'Руководства по играм'),
  description: t(
    'Handbooks for tank commanders, squad leaders, engineers and sim pilots, plus field manuals for airsoft.',
    'Руководства для командиров танков, командиров отделений, инженеров и пилотов симуляторов, а также полевые наставления для страйкбола.',
  ),
  about: t(
    'Written by experienced players and checked against the current game version at the time of printing; spiral-bound paperbacks lie flat next to your keyboard.',
    'Написано опытными игроками и сверено с актуальной на момент печати версией игры; мягкая обложка на пружине лежит раскрытой рядом с клавиатурой.',
  ),
  type: 'book',
  weight: 500,
  materials: [['paper', 100]],
  products: [
    product(
      'war-thunder-tank-commanders-handbook',
      'book',
      'bastion-press',
      2500,
      ["War Thunder Tank Commander's Handbook", 'War Thunder: справочник командира танка'],
      [
        'Armour angling, weak spots of 200 vehicles, map positions and how to read the battle rating.',
        'Углы брони, уязвимые места 200 машин, позиции на картах и как читать боевой рейтинг.',
      ],
      { select: editions(2500), features: book(212, '400'), game: 'warthunder' },
    ),
    product(
      'enlisted-squad-tactics-guide',
      'book',
      'bastion-press',
      2200,
      ['Enlisted Squad Tactics Guide', 'Enlisted: тактика отделения'],
      [
        'How to build squads, place rally points and hold objectives with a team of strangers.',
        'Как собирать отделения, ставить точки сбора и удерживать цели с командой незнакомцев.',
      ],
      { select: editions(2200), features: book(168, '220'), game: 'enlisted' },
    ),
    product(
      'crossout-engineers-build-book',
      'book',
      'bastion-press',
      2400,
      ["Crossout Engineer's Build Book", 'Crossout: книга инженера'],
      [
        'Forty tested builds with part lists, power score and the reasoning behind each design.',
        'Сорок проверенных сборок со списками деталей, очками мощи и логикой каждой конструкции.',
      ],
      { select: editions(2400), features: book(184, '300'), game: 'crossout', state: 'sale' },
    ),
    product(
      'airsoft-milsim-field-manual',
      'book',
      'bastion-press',
      2000,
      ['Airsoft & Milsim Field Manual', 'Полевое наставление по страйкболу и milsim'],
      [
        'Radio procedure, patrol formations, room clearing and planning a 48-hour game.',
        'Радиообмен, походные порядки, зачистка помещений и подготовка 48-часовой игры.',
      ],
      { select: editions(2000), features: book(192, '150') },
    ),
    product(
      'air-combat-manoeuvres-for-sim-pilots',
      'book',
      'bastion-press',
      2700,
      ['Air Combat Manoeuvres for Sim Pilots', 'Воздушный бой для пилотов симуляторов'],
      [
        'Energy fighting, scissors and boom-and-zoom explained with diagrams for War Thunder simulator battles.',
        'Бой на вертикалях, «ножницы» и атаки с высоты — схемы для симуляторных боёв War Thunder.',
      ],
      { select: editions(2700), features: book(176, '260'), game: 'warthunder', state: 'preorder' },
    ),
  ],
};
