/** Reviews are written in the language the customer wrote them in, so they are plain text. */
export type ReviewText = { rating: number; text: string };

export const REVIEW_AUTHORS = [
  'Dmitry S.',
  'Алексей К.',
  'Mike_WT',
  'Сергей Волков',
  'Anna P.',
  'Ivan "Bear" M.',
  'Tom H.',
  'Павел',
  'Ekaterina L.',
  'Jonas B.',
  'Никита Р.',
  'Oleg',
  'Chris W.',
  'Марина С.',
  'Lukas F.',
  'Артём Г.',
  'Kenji T.',
  'Андрей',
  'Sarah D.',
  'Roman "Taiga" V.',
  'Pierre L.',
  'Юлия Н.',
  'Matt R.',
  'Viktor Z.',
];

export const REVIEW_TEXTS: Record<string, ReviewText[]> = {
  'tactical-equipment': [
    {
      rating: 5,
      text: 'Wore it for a full 36-hour milsim weekend. Nothing came loose, the stitching is perfect and it still looks new after a wash.',
    },
    {
      rating: 5,
      text: 'Отличное качество пошива, кордура плотная, все стропы ровные. Подошло на мою плитоноску без переделок.',
    },
    {
      rating: 4,
      text: 'Solid piece of kit for the money. The colour is a shade lighter than on the photo, but it matches my other coyote gear well enough.',
    },
    {
      rating: 5,
      text: 'Arrived in Germany in two days, well packed. Fits my carrier perfectly, the MOLLE straps are stiff at first but settle in.',
    },
    { rating: 4, text: 'Хорошая вещь, но инструкция по установке была бы не лишней. Разобрался за десять минут.' },
    {
      rating: 3,
      text: 'Quality is fine, but the elastic retention is a bit tight for PMAGs. Works great with steel AK mags though.',
    },
    {
      rating: 5,
      text: 'Third item I bought from this brand and they never disappoint. Bar-tacks everywhere it matters.',
    },
    {
      rating: 4,
      text: 'Comfortable even in summer heat. Would love a version with a little more padding on the shoulders.',
    },
  ],
  clothing: [
    { rating: 5, text: 'True to size, I am 182 cm and 84 kg and the L fits perfectly with a fleece underneath.' },
    { rating: 5, text: 'Носил всю зиму, на охоте при минус двадцати было тепло. Молнии работают в перчатках.' },
    {
      rating: 4,
      text: 'Great fabric and cut, the sleeves are long enough for my arms for once. Took one star because the velcro panels are slightly crooked.',
    },
    { rating: 5, text: 'Washed it five times, no shrinking and the print looks as sharp as on day one.' },
    { rating: 3, text: 'Good quality but runs small. Order one size up if you want to wear layers under it.' },
    { rating: 4, text: 'Размер соответствует таблице, ткань приятная. Цвет чуть темнее, чем на фото.' },
    {
      rating: 5,
      text: 'My husband wears it every weekend at the airsoft field and in town. Already ordered a second colour.',
    },
    {
      rating: 4,
      text: 'Solid build, comfortable and looks good. Shipping to Canada took four days, faster than domestic.',
    },
  ],
  cosplay: [
    { rating: 5, text: 'Wore it at Comic Con, people kept asking where I got it. The details are spot on.' },
    { rating: 5, text: 'Для реконструкции подходит отлично, крой как у оригинала. Пуговицы пришиты надёжно.' },
    {
      rating: 4,
      text: 'Very nice replica. The fabric is a touch thinner than the originals I have seen in museums, but for cosplay it is perfect.',
    },
    {
      rating: 5,
      text: 'Fast shipping and the package even had a little thank-you note. Great for my squad photo shoot.',
    },
    {
      rating: 3,
      text: 'Looks great, but the sizing chart could be clearer. Had to exchange for a larger size, which was painless.',
    },
    { rating: 5, text: 'Шеврон вышит аккуратно, липучка держит крепко. Заказал ещё два для команды.' },
  ],
  souvenirs: [
    { rating: 5, text: 'Bought it as a birthday present for a War Thunder addict. He uses it every day now.' },
    { rating: 5, text: 'Модель собирается отлично, детали чётко отлиты, облоя почти нет. Декали тонкие.' },
    { rating: 4, text: 'The print is vivid and has survived the dishwasher so far. Slightly smaller than I expected.' },
    {
      rating: 5,
      text: 'Packed like it was going to war: thick box, foam, bubble wrap. Arrived in Australia in perfect condition.',
    },
    { rating: 4, text: 'Nice enamel, the colours are bright. The pin backs could be a bit stronger.' },
    { rating: 5, text: 'Great kit for a weekend build. The instructions are clear even without reading Russian.' },
    { rating: 3, text: 'Decent quality, but the poster tube arrived slightly crushed. The poster itself was fine.' },
  ],
  books: [
    {
      rating: 5,
      text: 'Beautifully printed, the profiles are the best I have seen for Soviet armour. Worth every cent.',
    },
    { rating: 5, text: 'Отличная книга, много архивных фотографий, которых я раньше не видел. Печать качественная.' },
    {
      rating: 4,
      text: 'Very detailed and well researched. The English translation is good, with only a few odd phrases.',
    },
    { rating: 5, text: 'Ordered the hardcover as a gift for my father, he has not put it down since.' },
    { rating: 4, text: 'Great maps and diagrams. I wish there was an index of vehicle names at the back.' },
    {
      rating: 5,
      text: 'Helped me climb from BR 5.7 to 7.7 without losing my mind. The weak-spot diagrams alone are worth it.',
    },
  ],
  'digital-products': [
    { rating: 5, text: 'Code arrived in less than two minutes, activated without any problems.' },
    { rating: 5, text: 'Код пришёл сразу после оплаты, активировал на сайте за минуту. Спасибо!' },
    {
      rating: 4,
      text: 'Works as described. Took about ten minutes to arrive because my bank asked for an extra confirmation.',
    },
    { rating: 5, text: 'Cheaper than in the game store and just as fast. Will buy again for the next sale.' },
    { rating: 5, text: 'The e-book files open on my Kindle and on my phone, no DRM nonsense. Great quality images.' },
  ],
};
