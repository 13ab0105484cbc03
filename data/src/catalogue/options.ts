import { type L, t } from './types.js';

export type ColourSpec = { code: string; name: L; hex: string; camo?: string[] };

/** Camo colours carry the blob colours the image generator paints with. */
export const COLOURS: ColourSpec[] = [
  { code: 'olive', name: t('Olive', 'Олива'), hex: '#5b6236' },
  { code: 'black', name: t('Black', 'Чёрный'), hex: '#262626' },
  { code: 'coyote', name: t('Coyote', 'Койот'), hex: '#a88a5c' },
  { code: 'ranger-green', name: t('Ranger green', 'Рейнджер грин'), hex: '#4a5a3c' },
  {
    code: 'partizan',
    name: t('Partizan camo', 'Камуфляж «Партизан»'),
    hex: '#8c7e5a',
    camo: ['#a3936a', '#6b6a45', '#4f4331', '#c4b48c'],
  },
  {
    code: 'berezka',
    name: t('Berezka camo', 'Камуфляж «Берёзка»'),
    hex: '#a9b089',
    camo: ['#c9cca6', '#7f8a5a', '#5d6a42', '#dcdcc4'],
  },
  { code: 'grey', name: t('Wolf grey', 'Серый'), hex: '#6e7276' },
  { code: 'navy', name: t('Navy', 'Тёмно-синий'), hex: '#27324a' },
  { code: 'red', name: t('Red', 'Красный'), hex: '#9e2b25' },
  { code: 'sand', name: t('Sand', 'Песочный'), hex: '#c9b48a' },
  { code: 'white', name: t('White', 'Белый'), hex: '#ecebe6' },
  { code: 'brass', name: t('Brass', 'Латунь'), hex: '#b5913f' },
  { code: 'silver', name: t('Silver', 'Серебро'), hex: '#a8adb3' },
];

export type SizeValue = {
  code: string;
  name: L;
  international: string;
  us: string;
  ru: string;
  inches: string;
  centimeters: string;
};

const size = (code: string, us: string, ru: string, inches: string, centimeters: string): SizeValue => ({
  code: code.toLowerCase(),
  name: t(code, code),
  international: code,
  us,
  ru,
  inches,
  centimeters,
});

/** Chest girth drives clothing sizes; RU sizes are half the chest girth in cm. */
export const CLOTHING_SIZES: SizeValue[] = [
  size('XS', '34', '42-44', '33-35', '84-88'),
  size('S', '36', '44-46', '35-37', '88-92'),
  size('M', '38-40', '48-50', '38-40', '96-100'),
  size('L', '42-44', '52-54', '41-43', '104-108'),
  size('XL', '46', '56-58', '44-46', '112-116'),
  size('XXL', '48-50', '60-62', '47-49', '120-124'),
  size('XXXL', '52', '64-66', '50-52', '128-132'),
];

/** Helmet sizes follow head circumference; US uses hat sizes. */
export const HELMET_SIZES: SizeValue[] = [
  { ...size('S/M', '6 5/8 - 7', '53-56', '20.9-22', '53-56'), code: 's-m' },
  { ...size('L/XL', '7 1/8 - 7 1/2', '57-60', '22.4-23.6', '57-60'), code: 'l-xl' },
  { ...size('XXL', '7 5/8 - 7 7/8', '61-63', '24-24.8', '61-63'), code: 'xxl' },
];

/** Boot sizes by EU number; the centimetre column is the insole length. */
export const BOOT_SIZES: SizeValue[] = [
  ['39', '6.5', '38', '9.8', '25'],
  ['40', '7.5', '39', '10.2', '26'],
  ['41', '8', '40', '10.4', '26.5'],
  ['42', '9', '41', '10.6', '27'],
  ['43', '10', '42', '11', '28'],
  ['44', '10.5', '43', '11.2', '28.5'],
  ['45', '11.5', '44', '11.6', '29.5'],
  ['46', '12', '45', '11.8', '30'],
].map(([eu, us, ru, inches, cm]) => ({
  code: `eu-${eu}`,
  name: t(`EU ${eu}`, `${ru} RU`),
  international: `EU ${eu}`,
  us: `${us}`,
  ru: `${ru}`,
  inches: `${inches}`,
  centimeters: `${cm}`,
}));

export type SelectValue = { code: string; name: L };
export type OptionSpec = {
  code: string;
  name: L;
  type: 'color' | 'size' | 'select';
};

export const OPTIONS: OptionSpec[] = [
  { code: 'color', name: t('Colour', 'Цвет'), type: 'color' },
  { code: 'clothing-size', name: t('Size', 'Размер'), type: 'size' },
  { code: 'helmet-size', name: t('Helmet size', 'Размер шлема'), type: 'size' },
  { code: 'boot-size', name: t('Boot size', 'Размер обуви'), type: 'size' },
  { code: 'edition', name: t('Edition', 'Издание'), type: 'select' },
  { code: 'region', name: t('Activation region', 'Регион активации'), type: 'select' },
  { code: 'duration', name: t('Duration', 'Срок'), type: 'select' },
  { code: 'format', name: t('File format', 'Формат файла'), type: 'select' },
];

export const SELECT_VALUES: Record<string, SelectValue[]> = {
  edition: [
    { code: 'hardcover', name: t('Hardcover', 'Твёрдый переплёт') },
    { code: 'paperback', name: t('Paperback', 'Мягкая обложка') },
    { code: 'collector', name: t("Collector's edition with slipcase", 'Коллекционное издание в футляре') },
  ],
  region: [
    { code: 'global', name: t('Global', 'Весь мир') },
    { code: 'europe', name: t('Europe', 'Европа') },
    { code: 'cis', name: t('Russia and CIS', 'Россия и СНГ') },
  ],
  duration: [
    { code: '7-days', name: t('7 days', '7 дней') },
    { code: '30-days', name: t('30 days', '30 дней') },
    { code: '90-days', name: t('90 days', '90 дней') },
    { code: '180-days', name: t('180 days', '180 дней') },
    { code: '365-days', name: t('365 days', '365 дней') },
  ],
  format: [
    { code: 'epub', name: t('EPUB', 'EPUB') },
    { code: 'pdf', name: t('PDF', 'PDF') },
    { code: 'epub-pdf', name: t('EPUB + PDF', 'EPUB + PDF') },
  ],
};

export const SIZE_SCALES = {
  clothing: { option: 'clothing-size', values: CLOTHING_SIZES },
  helmet: { option: 'helmet-size', values: HELMET_SIZES },
  boot: { option: 'boot-size', values: BOOT_SIZES },
} as const;

export const colourByCode = new Map(COLOURS.map((c) => [c.code, c]));
