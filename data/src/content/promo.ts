import { PROMO_KIT_PRICE } from '../catalogue/kits.js';
import type { DrawKind, GameCode, L } from '../catalogue/types.js';
import { t } from '../catalogue/types.js';

export const ANNOUNCEMENTS: Array<{ backgroundColor: string; htmlText: L }> = [
  {
    backgroundColor: '#2b2b2b',
    htmlText: t(
      'Free premium delivery worldwide on orders over <strong>$200</strong>: 1-3 days to your door.',
      'Бесплатная премиальная доставка по всему миру для заказов от <strong>$200</strong> — 1-3 дня до двери.',
    ),
  },
  {
    backgroundColor: '#5b6236',
    htmlText: t(
      'Preorders are open for the new <a href="/category/plate-carriers-vests">Gorka-PC</a> plate carrier batch. Preorders require 100% prepayment.',
      'Открыт предзаказ на новую партию плитоносок <a href="/ru/category/plate-carriers-vests">«Горка-ПК»</a>. Предзаказ — 100% предоплата.',
    ),
  },
  {
    backgroundColor: '#9e2b25',
    htmlText: t(
      'New here? Use the code <strong>WELCOME10</strong> for 10% off your first order.',
      'Впервые у нас? Промокод <strong>WELCOME10</strong> даёт скидку 10% на первый заказ.',
    ),
  },
];

export type SlideSpec = {
  code: string;
  title: L;
  subtitle: L;
  link: string;
  /** A price the slide advertises, in USD cents; the storefront shows it in the visitor's currency. */
  price?: number;
  background: string;
  kinds: DrawKind[];
  colours: string[];
  game?: GameCode;
};

export const SLIDES: SlideSpec[] = [
  {
    code: 'starter-set',
    title: t('Starter Airsoft Set', 'Стартовый набор страйкболиста'),
    subtitle: t(
      'Belt, pouches, t-shirt, cap and balaclava for your first game',
      'Ремень, подсумки, футболка, кепка и балаклава для первой игры',
    ),
    link: '/category/tactical-equipment',
    price: PROMO_KIT_PRICE,
    background: '#3d4530',
    kinds: ['belt', 'tshirt', 'cap'],
    colours: ['olive', 'olive', 'olive'],
  },
  {
    code: 'winter-clothing',
    title: t('Ready for minus thirty', 'Готовы к минус тридцати'),
    subtitle: t(
      'Parkas, softshells and winter boots from Taiga Forge and Ural Boot Works',
      'Парки, софтшеллы и зимние ботинки от Taiga Forge и Ural Boot Works',
    ),
    link: '/category/clothing',
    background: '#2f3b2c',
    kinds: ['jacket', 'beanie', 'boots'],
    colours: ['berezka', 'grey', 'black'],
  },
  {
    code: 'game-merch',
    title: t('For War Thunder, Enlisted and Crossout players', 'Для игроков War Thunder, Enlisted и Crossout'),
    subtitle: t('T-shirts, mugs, pins and game currency codes', 'Футболки, кружки, значки и коды игровой валюты'),
    link: '/category/souvenirs',
    background: '#241f33',
    kinds: ['mug', 'tshirt', 'code-card'],
    colours: ['white', 'black', '#2b2f36'],
    game: 'warthunder',
  },
  {
    code: 'scale-models',
    title: t('Build history at 1:35', 'История в масштабе 1:35'),
    subtitle: t(
      'Scale kits of Soviet tanks and aircraft, and the books behind them',
      'Сборные модели советских танков и самолётов и книги о них',
    ),
    link: '/category/scale-models',
    background: '#33392f',
    kinds: ['tank', 'book'],
    colours: ['#4f5a34', '#7a2e25'],
  },
];
