import { product, type SubcategorySpec, t } from '../types.js';

const durations = (prices: number[]) => ({
  option: 'duration',
  values: ['7-days', '30-days', '90-days', '180-days', '365-days'].slice(0, prices.length),
  prices,
});
const PC_CONSOLES = { platform: t('PC, PlayStation, Xbox', 'ПК, PlayStation, Xbox') };

export const premiumAccounts: SubcategorySpec = {
  slug: 'premium-accounts',
  name: t('Premium accounts', 'Премиум-аккаунты'),
  description: t(
    'Premium time for War Thunder, Enlisted and Crossout: more experience and more silver from every battle.',
    'Премиум-время для War Thunder, Enlisted и Crossout: больше опыта и серебра за каждый бой.',
  ),
  about: t(
    'Premium time starts when you activate the code, not when you buy it, so it makes a good gift. Codes stack with premium time you already have.',
    'Премиум-время начинается с момента активации кода, а не покупки, — хороший подарок. Коды суммируются с уже имеющимся премиумом.',
  ),
  type: 'digital',
  weight: 0,
  features: { delivery: t('Instant, by e-mail', 'Мгновенно, на e-mail'), ...PC_CONSOLES },
  products: [
    product(
      'war-thunder-premium-account',
      'premium-card',
      'cifra-digital',
      500,
      ['War Thunder Premium Account', 'Премиум-аккаунт War Thunder'],
      [
        'Doubles research points and silver lions; choose from a week to a full year.',
        'Удваивает очки исследований и серебряные львы; от недели до целого года.',
      ],
      { select: durations([500, 1500, 3500, 4500, 5000]), game: 'warthunder', youtube: 'Wn3cUh8JkD1' },
    ),
    product(
      'enlisted-premium-account',
      'premium-card',
      'cifra-digital',
      500,
      ['Enlisted Premium Account', 'Премиум-аккаунт Enlisted'],
      [
        'More experience for soldiers and squads, plus an extra squad slot while active.',
        'Больше опыта бойцам и отделениям плюс дополнительный слот отделения на время действия.',
      ],
      { select: durations([500, 1400, 3300, 4400]), game: 'enlisted' },
    ),
    product(
      'crossout-elite-pass',
      'premium-card',
      'cifra-digital',
      1000,
      ['Crossout Elite Pass', 'Элитный пропуск Crossout'],
      [
        'Extra scrap and wires from every raid, and premium rewards in the battle pass.',
        'Больше металлолома и проводов за каждый рейд и премиальные награды боевого пропуска.',
      ],
      { select: durations([1000, 2500]), game: 'crossout' },
    ),
    product(
      'kordon-club-membership',
      'premium-card',
      'kordon-originals',
      1900,
      ['Kordon Club Membership', 'Членство в клубе Kordon'],
      [
        'A year of free shipping on orders over $60, early access to preorders and a member patch.',
        'Год бесплатной доставки заказов от $60, ранний доступ к предзаказам и нашивка участника.',
      ],
      {
        select: { option: 'duration', values: ['365-days'], prices: [1900] },
        game: 'common',
        features: { platform: t('Kordon web shop', 'Интернет-магазин Kordon') },
      },
    ),
  ],
};
