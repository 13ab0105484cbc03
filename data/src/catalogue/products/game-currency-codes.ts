import { product, type SubcategorySpec, t } from '../types.js';

const REGIONS = { option: 'region', values: ['global', 'europe', 'cis'] };
const PC_CONSOLES = { platform: t('PC, PlayStation, Xbox', 'ПК, PlayStation, Xbox') };

export const currencyCodes: SubcategorySpec = {
  slug: 'game-currency-codes',
  name: t('Game currency codes', 'Коды игровой валюты'),
  description: t(
    'Golden Eagles, Enlisted gold and Crossout coins: official activation codes delivered by e-mail.',
    'Золотые орлы, золото Enlisted и монеты Crossout: официальные коды активации с доставкой на e-mail.',
  ),
  about: t(
    "The code arrives by e-mail a few minutes after payment and is also shown in your order history. Activate it on the publisher's website; pick the region that matches your account.",
    'Код приходит на e-mail через несколько минут после оплаты и отображается в истории заказов. Активируйте его на сайте издателя; выберите регион, соответствующий вашему аккаунту.',
  ),
  type: 'digital',
  weight: 0,
  features: { delivery: t('Instant, by e-mail', 'Мгновенно, на e-mail'), ...PC_CONSOLES },
  products: [
    product(
      'war-thunder-1000-golden-eagles',
      'code-card',
      'cifra-digital',
      600,
      ['War Thunder: 1,000 Golden Eagles', 'War Thunder: 1 000 золотых орлов'],
      [
        'Enough for a premium vehicle discount or a few crew skill upgrades.',
        'Хватит на скидку на премиумную технику или несколько улучшений экипажа.',
      ],
      { select: REGIONS, game: 'warthunder' },
    ),
    product(
      'war-thunder-2500-golden-eagles',
      'code-card',
      'cifra-digital',
      1500,
      ['War Thunder: 2,500 Golden Eagles', 'War Thunder: 2 500 золотых орлов'],
      [
        'The most popular pack: convert experience, buy premium days or unlock a crew slot.',
        'Самый популярный набор: конвертация опыта, премиум-дни или новый слот экипажа.',
      ],
      { select: REGIONS, game: 'warthunder', state: 'sale' },
    ),
    product(
      'war-thunder-10000-golden-eagles',
      'code-card',
      'cifra-digital',
      4900,
      ['War Thunder: 10,000 Golden Eagles', 'War Thunder: 10 000 золотых орлов'],
      [
        'The big pack for a season of research acceleration and top-tier premium vehicles.',
        'Большой набор на сезон ускоренных исследований и премиумной техники высокого ранга.',
      ],
      { select: REGIONS, game: 'warthunder' },
    ),
    product(
      'enlisted-500-gold',
      'code-card',
      'cifra-digital',
      500,
      ['Enlisted: 500 Gold', 'Enlisted: 500 золота'],
      [
        'A small top-up for a squad slot discount or a weapon skin.',
        'Небольшое пополнение на скидку на слот отделения или раскраску оружия.',
      ],
      { select: REGIONS, game: 'enlisted' },
    ),
    product(
      'enlisted-2500-gold',
      'code-card',
      'cifra-digital',
      1500,
      ['Enlisted: 2,500 Gold', 'Enlisted: 2 500 золота'],
      [
        'Buy a premium squad or a month of premium account with one code.',
        'Премиумное отделение или месяц премиум-аккаунта одним кодом.',
      ],
      { select: REGIONS, game: 'enlisted' },
    ),
    product(
      'crossout-1000-coins',
      'code-card',
      'cifra-digital',
      1000,
      ['Crossout: 1,000 Coins', 'Crossout: 1 000 монет'],
      [
        'Trade on the market, buy blueprints or rent a workbench slot.',
        'Торгуйте на рынке, покупайте чертежи или арендуйте слот верстака.',
      ],
      { select: REGIONS, game: 'crossout' },
    ),
    product(
      'crossout-5000-coins',
      'code-card',
      'cifra-digital',
      4500,
      ['Crossout: 5,000 Coins', 'Crossout: 5 000 монет'],
      [
        'Enough for a legendary weapon from the market and the parts to carry it.',
        'Хватит на легендарное оружие с рынка и детали, чтобы его увезти.',
      ],
      { select: REGIONS, game: 'crossout', state: 'sale' },
    ),
  ],
};
