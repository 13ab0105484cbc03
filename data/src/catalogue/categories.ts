import { artbooks } from './products/artbooks.js';
import { backpacks } from './products/backpacks.js';
import { badgesPins } from './products/badges-pins.js';
import { belts } from './products/belts.js';
import { boots } from './products/boots.js';
import { caps } from './products/caps.js';
import { ebooks } from './products/e-books.js';
import { currencyCodes } from './products/game-currency-codes.js';
import { gameGuides } from './products/game-guides.js';
import { gameUniforms } from './products/game-uniforms.js';
import { helmets } from './products/helmets.js';
import { hoodies } from './products/hoodies.js';
import { jackets } from './products/jackets.js';
import { militaryHistory } from './products/military-history.js';
import { mugs } from './products/mugs.js';
import { patches } from './products/patches.js';
import { platesAndVests } from './products/plate-carriers-vests.js';
import { posters } from './products/posters.js';
import { pouches } from './products/pouches.js';
import { premiumAccounts } from './products/premium-accounts.js';
import { props } from './products/props.js';
import { scaleModels } from './products/scale-models.js';
import { tshirts } from './products/t-shirts.js';
import { trousers } from './products/trousers.js';
import { type ProductSpec, type SubcategorySpec, type TopCategorySpec, t } from './types.js';

export const CATEGORIES: TopCategorySpec[] = [
  {
    slug: 'tactical-equipment',
    name: t('Tactical equipment', 'Тактическое снаряжение'),
    description: t(
      'Plate carriers, pouches, helmets, backpacks and belts made in Russia for airsoft, milsim and outdoor training.',
      'Плитоноски, подсумки, шлемы, рюкзаки и пояса российского производства для страйкбола, milsim и тренировок на природе.',
    ),
    keywords: t(
      'plate carrier, chest rig, MOLLE pouches, airsoft helmet, assault pack, battle belt',
      'плитоноска, нагрудник, подсумки MOLLE, страйкбольный шлем, штурмовой рюкзак, боевой пояс',
    ),
    icon: 'plate-carrier',
    banner: { color: '#3d4530', kinds: ['plate-carrier', 'helmet', 'backpack'] },
    subcategories: [platesAndVests, pouches, helmets, backpacks, belts],
  },
  {
    slug: 'clothing',
    name: t('Clothing', 'Одежда'),
    description: t(
      'Field jackets, combat trousers, t-shirts, hoodies, caps and boots: clothing with a military cut for the field and the city.',
      'Полевые куртки, боевые брюки, футболки, худи, кепки и обувь: одежда военного кроя для полигона и города.',
    ),
    keywords: t(
      'softshell jacket, combat trousers, tactical t-shirt, hoodie, tactical cap, boots',
      'куртка софтшелл, боевые брюки, тактическая футболка, худи, тактическая кепка, берцы',
    ),
    icon: 'jacket',
    banner: { color: '#2f3b2c', kinds: ['jacket', 'boots', 'cap'] },
    subcategories: [jackets, trousers, tshirts, hoodies, caps, boots],
  },
  {
    slug: 'cosplay',
    name: t('Cosplay', 'Косплей'),
    description: t(
      'Uniforms from War Thunder, Enlisted and Crossout, props and patches for cosplay, conventions and reenactment.',
      'Униформа из War Thunder, Enlisted и Crossout, реквизит и шевроны для косплея, фестивалей и реконструкции.',
    ),
    keywords: t(
      'cosplay uniform, tanker overalls, gymnastyorka, props, patches, dog tags',
      'косплей, комбинезон танкиста, гимнастёрка, реквизит, шевроны, жетоны',
    ),
    icon: 'tunic',
    banner: { color: '#402a2a', kinds: ['tunic', 'patch', 'canteen'] },
    subcategories: [gameUniforms, props, patches],
  },
  {
    slug: 'souvenirs',
    name: t('Souvenirs', 'Сувениры'),
    description: t(
      'Mugs, enamel pins, challenge coins, scale models and posters: gifts for players and history lovers.',
      'Кружки, значки, памятные монеты, сборные модели и постеры — подарки для игроков и любителей истории.',
    ),
    keywords: t(
      'gaming mug, enamel pin, scale model tank, T-34 model, war poster',
      'игровая кружка, значок, сборная модель танка, модель Т-34, военный постер',
    ),
    icon: 'mug',
    banner: { color: '#33392f', kinds: ['tank', 'mug', 'pin'] },
    subcategories: [mugs, badgesPins, scaleModels, posters],
  },
  {
    slug: 'books',
    name: t('Books', 'Книги'),
    description: t(
      'Military history, artbooks and game guides from Bastion Press, in Russian and English.',
      'Военная история, артбуки и руководства по играм от издательства «Бастион» на русском и английском.',
    ),
    keywords: t(
      'military history books, Soviet tanks book, artbook, War Thunder guide',
      'книги по военной истории, книга о советских танках, артбук, руководство War Thunder',
    ),
    icon: 'book',
    banner: { color: '#1e2a3a', kinds: ['book', 'book', 'poster'] },
    subcategories: [militaryHistory, artbooks, gameGuides],
  },
  {
    slug: 'digital-products',
    name: t('Digital products', 'Цифровые товары'),
    description: t(
      'Game currency codes, premium accounts and e-books delivered by e-mail within minutes.',
      'Коды игровой валюты, премиум-аккаунты и электронные книги с доставкой на e-mail за несколько минут.',
    ),
    keywords: t(
      'Golden Eagles code, Enlisted gold, Crossout coins, premium account, e-book',
      'код золотых орлов, золото Enlisted, монеты Crossout, премиум-аккаунт, электронная книга',
    ),
    icon: 'code-card',
    banner: { color: '#14213d', kinds: ['code-card', 'premium-card', 'ebook'] },
    subcategories: [currencyCodes, premiumAccounts, ebooks],
  },
];

export type PlacedProduct = { spec: ProductSpec; sub: SubcategorySpec; top: TopCategorySpec };

/** Every product with the category it sits in, in catalogue order. */
export function listProducts(): PlacedProduct[] {
  return CATEGORIES.flatMap((top) =>
    top.subcategories.flatMap((sub) => sub.products.map((spec) => ({ spec, sub, top }))),
  );
}
