import { product, type SubcategorySpec, t } from '../types.js';

const FORMATS = (price: number) => ({
  option: 'format',
  values: ['epub', 'pdf', 'epub-pdf'],
  prices: [price, price, price + 300],
});

export const ebooks: SubcategorySpec = {
  slug: 'e-books',
  name: t('E-books', 'Электронные книги'),
  description: t(
    'Electronic editions of our military-history books and game guides, DRM-free.',
    'Электронные версии наших книг по военной истории и руководств по играм, без DRM.',
  ),
  about: t(
    'DRM-free files that open on any reader, tablet or phone. The download link arrives by e-mail and stays in your account, so you can download the book again at any time.',
    'Файлы без DRM открываются на любой читалке, планшете или телефоне. Ссылка на скачивание приходит на e-mail и остаётся в личном кабинете — книгу можно скачать снова в любой момент.',
  ),
  type: 'digital',
  weight: 0,
  features: { delivery: t('Download link by e-mail', 'Ссылка на скачивание на e-mail') },
  products: [
    product(
      'e-book-tanks-of-the-great-patriotic-war',
      'ebook',
      'bastion-press',
      1500,
      ['Tanks of the Great Patriotic War (e-book)', 'Танки Великой Отечественной (электронная книга)'],
      [
        'The full text and all 420 colour profiles of the printed edition, with zoomable plates.',
        'Полный текст и все 420 цветных проекций печатного издания с масштабируемыми иллюстрациями.',
      ],
      { select: FORMATS(1500) },
    ),
    product(
      'e-book-battle-of-kursk',
      'ebook',
      'bastion-press',
      1200,
      ['The Battle of Kursk: Steel and Fire (e-book)', 'Курская битва: сталь и огонь (электронная книга)'],
      [
        'The electronic edition with hyperlinked maps and an index of units.',
        'Электронное издание с интерактивными картами и указателем частей.',
      ],
      { select: FORMATS(1200), state: 'sale' },
    ),
    product(
      'e-book-airsoft-field-manual',
      'ebook',
      'bastion-press',
      900,
      ['Airsoft & Milsim Field Manual (e-book)', 'Полевое наставление по страйкболу (электронная книга)'],
      [
        'Keep the manual on your phone in the field: printable checklists included.',
        'Держите наставление в телефоне прямо на полигоне; чек-листы для печати в комплекте.',
      ],
      { select: FORMATS(900) },
    ),
    product(
      'e-book-enlisted-squad-tactics',
      'ebook',
      'bastion-press',
      800,
      ['Enlisted Squad Tactics Guide (e-book)', 'Enlisted: тактика отделения (электронная книга)'],
      [
        'The guide in electronic form, updated with each major game patch.',
        'Руководство в электронном виде, обновляется с каждым крупным патчем игры.',
      ],
      { select: FORMATS(800), game: 'enlisted' },
    ),
    product(
      'e-book-uniforms-of-the-soviet-army',
      'ebook',
      'bastion-press',
      1800,
      ['Uniforms of the Soviet Army (e-book)', 'Униформа Советской армии (электронная книга)'],
      [
        'All 900 photographs in high resolution, searchable by year and branch of service.',
        'Все 900 фотографий в высоком разрешении с поиском по годам и родам войск.',
      ],
      { select: FORMATS(1800), state: 'preorder' },
    ),
    product(
      'e-book-soviet-poster-art',
      'ebook',
      'bastion-press',
      1400,
      ['Soviet Poster Art 1941-1945 (e-book)', 'Советский плакат 1941-1945 (электронная книга)'],
      [
        'Two hundred posters at print resolution: enough to print your own A3 copies for personal use.',
        'Двести плакатов в типографском разрешении — можно распечатать A3 для личного использования.',
      ],
      { select: FORMATS(1400) },
    ),
  ],
};
