import { type L, t } from './types.js';

export type KitSpec = {
  slug: string;
  category: string;
  name: L;
  description: L;
  items: Array<{ product: string; quantity?: number }>;
  /** Buyable combinations: preferred colour, clothing size and edition. */
  variants: Array<{ color?: string; size?: string; edition?: string }>;
  /** A fixed kit price in cents, or the share of the items' sum the kit costs. */
  price: number | { factor: number };
};

const sizes = (colors: string[], sizeCodes: string[]) =>
  colors.flatMap((color) => sizeCodes.map((size) => ({ color, size })));

/** The promotional set of the spec: exactly 149 USD. */
export const PROMO_KIT_SLUG = 'starter-airsoft-set';
export const PROMO_KIT_PRICE = 14_900;

export const KITS: KitSpec[] = [
  {
    slug: PROMO_KIT_SLUG,
    category: 'tactical-equipment',
    name: t('Starter Airsoft Set', 'Стартовый набор страйкболиста'),
    description: t(
      '<p>Everything a new player needs for the first game apart from the replica itself: a rigger belt, a double magazine pouch, a dump pouch, a quick-drying t-shirt, a cap with a velcro panel and a balaclava, in one colour.</p><p>Bought separately these items cost $160; as a set they cost $149.</p>',
      '<p>Всё, что нужно новичку для первой игры, кроме самого привода: такелажный ремень, подсумок на два магазина, сбросник, быстросохнущая футболка, кепка с панелью велкро и балаклава — в одном цвете.</p><p>По отдельности эти вещи стоят $160, в наборе — $149.</p>',
    ),
    items: [
      { product: 'rigger-belt-classic' },
      { product: 'double-magazine-pouch' },
      { product: 'utility-dump-pouch' },
      { product: 'tactical-t-shirt-coolmax' },
      { product: 'tactical-cap-velcro' },
      { product: 'balaclava-ninja' },
    ],
    variants: sizes(['olive', 'black', 'coyote'], ['s', 'm', 'l', 'xl', 'xxl']),
    price: PROMO_KIT_PRICE,
  },
  {
    slug: 'recon-kit',
    category: 'tactical-equipment',
    name: t('Recon Kit', 'Комплект разведчика'),
    description: t(
      '<p>The recon vest "Razvedchik", a 25-litre assault pack and a boonie hat in matching camouflage: a light kit for long patrols and observation posts.</p>',
      '<p>Жилет «Разведчик», штурмовой рюкзак на 25 литров и панама в одном камуфляже — лёгкий комплект для долгих патрулей и наблюдательных постов.</p>',
    ),
    items: [{ product: 'recon-vest-razvedchik' }, { product: 'assault-pack-25l' }, { product: 'boonie-hat-panama' }],
    variants: [{ color: 'partizan' }, { color: 'olive' }],
    price: { factor: 0.9 },
  },
  {
    slug: 'winter-field-kit',
    category: 'clothing',
    name: t('Winter Field Kit', 'Зимний полевой комплект'),
    description: t(
      '<p>The "Sever" parka and trousers with a merino beanie: a complete outer layer for winter games and hunting down to minus thirty.</p>',
      '<p>Парка и брюки «Север» с шапкой из мериноса — полный внешний слой для зимних игр и охоты до минус тридцати.</p>',
    ),
    items: [{ product: 'winter-parka-sever' }, { product: 'winter-trousers-sever' }, { product: 'beanie-sever' }],
    variants: sizes(['olive', 'black'], ['m', 'l', 'xl', 'xxl']),
    price: { factor: 0.88 },
  },
  {
    slug: 'tanker-cosplay-kit',
    category: 'cosplay',
    name: t('Soviet Tanker Cosplay Kit', 'Косплей-комплект советского танкиста'),
    description: t(
      '<p>Tank crew overalls, a padded tank helmet, engraved dog tags and a "Tank Ace" patch: the full look of an Enlisted or War Thunder tanker for your next convention.</p>',
      '<p>Комбинезон танкиста, танкошлем, жетоны с гравировкой и шеврон «Танковый ас» — полный образ танкиста Enlisted или War Thunder для следующего фестиваля.</p>',
    ),
    items: [
      { product: 'tanker-uniform-1943-enlisted' },
      { product: 'tanker-helmet-shlemofon' },
      { product: 'dog-tags-engraved' },
      { product: 'patch-tank-ace-war-thunder' },
    ],
    variants: sizes(['navy', 'black'], ['m', 'l', 'xl']),
    price: { factor: 0.85 },
  },
  {
    slug: 'war-thunder-fan-pack',
    category: 'souvenirs',
    name: t('War Thunder Fan Pack', 'Набор фаната War Thunder'),
    description: t(
      '<p>A "Tank Ace" t-shirt, the "Battle Rating" mug, a matching patch and an enamel pin, packed in a gift box.</p>',
      '<p>Футболка «Танковый ас», кружка «Боевой рейтинг», шеврон и значок в подарочной коробке.</p>',
    ),
    items: [
      { product: 't-shirt-tank-ace-war-thunder' },
      { product: 'mug-battle-rating-war-thunder' },
      { product: 'patch-tank-ace-war-thunder' },
      { product: 'pin-war-thunder-emblem' },
    ],
    variants: sizes(['black'], ['s', 'm', 'l', 'xl', 'xxl']),
    price: { factor: 0.87 },
  },
  {
    slug: 'crossout-fan-pack',
    category: 'souvenirs',
    name: t('Crossout Fan Pack', 'Набор фаната Crossout'),
    description: t(
      '<p>The "Wasteland Engineer" hoodie, the "Garage" mug, the Scavengers patch and the cog pin: for engineers who build at night and raid in the morning.</p>',
      '<p>Худи «Инженер пустошей», кружка «Гараж», шеврон «Мусорщики» и значок-шестерня — для инженеров, которые строят ночью и уходят в рейд утром.</p>',
    ),
    items: [
      { product: 'hoodie-wasteland-engineer-crossout' },
      { product: 'mug-crossout-garage' },
      { product: 'patch-scavengers-crossout' },
      { product: 'pin-crossout-cog' },
    ],
    variants: sizes(['black'], ['m', 'l', 'xl']),
    price: { factor: 0.86 },
  },
  {
    slug: 'enlisted-fan-pack',
    category: 'souvenirs',
    name: t('Enlisted Fan Pack', 'Набор фаната Enlisted'),
    description: t(
      '<p>The "Squad Leader" t-shirt, the squad mug, the "Assault" patch and the set of three campaign pins.</p>',
      '<p>Футболка «Командир отделения», кружка с эмблемой отделения, шеврон «Штурм» и набор из трёх значков кампаний.</p>',
    ),
    items: [
      { product: 't-shirt-squad-leader-enlisted' },
      { product: 'mug-enlisted-squad' },
      { product: 'patch-assault-enlisted' },
      { product: 'pin-set-enlisted' },
    ],
    variants: sizes(['olive'], ['s', 'm', 'l', 'xl']),
    price: { factor: 0.88 },
  },
  {
    slug: 'history-reader-set',
    category: 'books',
    name: t('Military History Reader Set', 'Набор любителя военной истории'),
    description: t(
      '<p>"Tanks of the Great Patriotic War" and "The Battle of Kursk: Steel and Fire" with the "Battle of Kursk" poster for the wall above your bookshelf.</p>',
      '<p>«Танки Великой Отечественной» и «Курская битва: сталь и огонь» вместе с постером «Курская битва» на стену над книжной полкой.</p>',
    ),
    items: [
      { product: 'tanks-of-the-great-patriotic-war' },
      { product: 'battle-of-kursk-steel-and-fire' },
      { product: 'poster-battle-of-kursk' },
    ],
    variants: [{ edition: 'hardcover' }, { edition: 'paperback' }],
    price: { factor: 0.85 },
  },
];
