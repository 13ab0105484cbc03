import { type L, t } from '../catalogue/types.js';

export type PickupPointRow = {
  shippingCode: 'cdek' | 'saferoute';
  countryCode: 'RU';
  city: string;
  address: string;
  postalCode: string;
  name: L;
  workHours: L;
  latitude: number;
  longitude: number;
};

const HOURS = {
  standard: t('Mon-Fri 09:00-20:00, Sat-Sun 10:00-18:00', 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00'),
  long: t('Daily 08:00-22:00', 'Ежедневно 08:00-22:00'),
  locker: t('Parcel locker, 24/7', 'Постамат, круглосуточно'),
};

/** carrier | city | address | postal code | name EN | name RU | hours | latitude | longitude */
const TABLE = `
  cdek | Москва | ул. Тверская, 12, стр. 2 | 125009 | CDEK Tverskaya | СДЭК на Тверской | standard | 55.7626 | 37.6076
  cdek | Москва | Ленинский пр-т, 68/10 | 119296 | CDEK Leninsky Prospekt | СДЭК на Ленинском проспекте | long | 55.6999 | 37.5664
  cdek | Москва | ул. Профсоюзная, 56 | 117393 | CDEK Profsoyuznaya | СДЭК на Профсоюзной | standard | 55.6701 | 37.5527
  cdek | Москва | Варшавское ш., 33 | 117105 | CDEK Varshavskoye Shosse | СДЭК на Варшавском шоссе | standard | 55.6838 | 37.6219
  cdek | Санкт-Петербург | Невский пр-т, 114 | 191025 | CDEK Nevsky Prospekt | СДЭК на Невском проспекте | long | 59.9317 | 30.3555
  cdek | Санкт-Петербург | Московский пр-т, 143 | 196084 | CDEK Moskovsky Prospekt | СДЭК на Московском проспекте | standard | 59.8791 | 30.3188
  cdek | Санкт-Петербург | пр-т Просвещения, 19 | 194354 | CDEK Prosveshcheniya | СДЭК на проспекте Просвещения | standard | 60.0514 | 30.3327
  cdek | Казань | ул. Баумана, 44 | 420111 | CDEK Baumana | СДЭК на Баумана | standard | 55.7904 | 49.1141
  cdek | Казань | пр-т Победы, 141 | 420100 | CDEK Pobedy Prospekt | СДЭК на проспекте Победы | long | 55.7578 | 49.2072
  cdek | Новосибирск | Красный пр-т, 36 | 630099 | CDEK Krasny Prospekt | СДЭК на Красном проспекте | standard | 55.0376 | 82.9186
  cdek | Новосибирск | ул. Титова, 1 | 630054 | CDEK Titova | СДЭК на Титова | standard | 54.9889 | 82.8951
  cdek | Екатеринбург | ул. Малышева, 51 | 620014 | CDEK Malysheva | СДЭК на Малышева | long | 56.8372 | 60.6031
  cdek | Екатеринбург | ул. 8 Марта, 149 | 620085 | CDEK 8 Marta | СДЭК на 8 Марта | standard | 56.8004 | 60.6127
  saferoute | Москва | ул. Новый Арбат, 21 | 119019 | SafeRoute Novy Arbat | SafeRoute на Новом Арбате | standard | 55.752 | 37.5868
  saferoute | Москва | Комсомольская пл., 3 | 107140 | SafeRoute locker Three Stations | Постамат SafeRoute на площади трёх вокзалов | locker | 55.7766 | 37.6551
  saferoute | Москва | ул. Бутырская, 86 | 127015 | SafeRoute Butyrskaya | SafeRoute на Бутырской | standard | 55.801 | 37.5858
  saferoute | Санкт-Петербург | ул. Садовая, 28 | 191023 | SafeRoute Sadovaya | SafeRoute на Садовой | standard | 59.9291 | 30.3237
  saferoute | Санкт-Петербург | Лиговский пр-т, 30А | 191040 | SafeRoute locker Ligovsky | Постамат SafeRoute на Лиговском | locker | 59.9194 | 30.3563
  saferoute | Казань | ул. Пушкина, 2 | 420015 | SafeRoute Pushkina | SafeRoute на Пушкина | standard | 55.7877 | 49.1248
  saferoute | Новосибирск | ул. Ленина, 12 | 630004 | SafeRoute Lenina | SafeRoute на Ленина | long | 55.0303 | 82.911
  saferoute | Новосибирск | ул. Гоголя, 13 | 630005 | SafeRoute locker Gogolya | Постамат SafeRoute на Гоголя | locker | 55.0402 | 82.9275
  saferoute | Екатеринбург | пр-т Ленина, 25 | 620014 | SafeRoute Lenina Prospekt | SafeRoute на проспекте Ленина | standard | 56.8389 | 60.6057
  saferoute | Екатеринбург | ул. Вайнера, 10 | 620014 | SafeRoute locker Vainera | Постамат SafeRoute на Вайнера | locker | 56.8363 | 60.5994
`;

export const PICKUP_POINTS: PickupPointRow[] = TABLE.trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([code, city = '', address = '', postalCode = '', en = '', ru = '', hours = 'standard', lat, lon]) => ({
    shippingCode: code === 'saferoute' ? 'saferoute' : 'cdek',
    countryCode: 'RU',
    city,
    address,
    postalCode,
    name: t(en, ru),
    workHours: HOURS[hours as keyof typeof HOURS],
    latitude: Number(lat),
    longitude: Number(lon),
  }));
