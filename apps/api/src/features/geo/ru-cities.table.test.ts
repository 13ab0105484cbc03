import { describe, expect, it } from 'vitest';
import { findRussianCity, nearestRussianCity, searchRussianCities } from './ru-cities.table.js';

const names = (query: string, limit = 10) => searchRussianCities(query, limit).map((city) => city.name.ru);

describe('searchRussianCities', () => {
  it('finds Москва first for a Cyrillic prefix, in any case', () => {
    expect(names('Моск')[0]).toBe('Москва');
    expect(names('мОСК')[0]).toBe('Москва');
  });

  it('finds it by a Latin prefix, the English name or a transliteration', () => {
    expect(names('Mosk')[0]).toBe('Москва');
    expect(names('moscow')).toEqual(['Москва']);
    expect(names('Sankt')[0]).toBe('Санкт-Петербург');
    expect(names('Saint Peters')[0]).toBe('Санкт-Петербург');
  });

  it('takes y, i and j as one letter in Latin, and ё as е in Cyrillic', () => {
    expect(names('Nizhny')[0]).toBe('Нижний Новгород');
    expect(names('Nizhnij Novgorod')).toEqual(['Нижний Новгород']);
    expect(names('Орел')[0]).toBe('Орёл');
  });

  it('matches a later word of the name, after the names that start with the text', () => {
    const found = names('Новгород');
    expect(found).toEqual(expect.arrayContaining(['Нижний Новгород', 'Великий Новгород']));
  });

  it('finds towns by the start of their postal code', () => {
    expect(names('1010')).toEqual(['Москва']);
  });

  it('answers at most the limit, most populous first, and nothing for an unknown name', () => {
    const many = searchRussianCities('К', 10);
    expect(many).toHaveLength(10);
    const populations = many.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(names('Qwertyuiop')).toEqual([]);
    expect(names('  ')).toEqual([]);
  });

  it('carries the region in both languages, its zone code, the FIAS id and the postal code', () => {
    const [moscow] = searchRussianCities('Москва', 1);
    expect(moscow).toMatchObject({
      name: { ru: 'Москва', en: 'Moscow' },
      region: { ru: 'Москва', en: 'Moscow' },
      zone: 'RU-MOW',
      fiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      postalCode: '101000',
    });
    const [kazan] = searchRussianCities('Казань', 1);
    expect(kazan).toMatchObject({ zone: 'RU-TA', region: { ru: 'Республика Татарстан', en: 'Republic of Tatarstan' } });
  });
});

describe('findRussianCity', () => {
  it('finds a town by its exact name in either language', () => {
    for (const name of ['Москва', 'москва', 'Moscow', 'Moskva']) expect(findRussianCity(name)?.name.en).toBe('Moscow');
    expect(findRussianCity('Моск')).toBeUndefined();
  });
});

describe('nearestRussianCity', () => {
  it('places Red Square in Moscow and Palace Square in Saint Petersburg', () => {
    expect(nearestRussianCity({ latitude: 55.7539, longitude: 37.6208 })?.name.ru).toBe('Москва');
    expect(nearestRussianCity({ latitude: 59.939, longitude: 30.3158 })?.name.ru).toBe('Санкт-Петербург');
  });

  it('gives a big city its suburbs: a point 12 km from the Kremlin is still Moscow', () => {
    expect(nearestRussianCity({ latitude: 55.8571, longitude: 37.6208 })?.name.ru).toBe('Москва');
  });

  it('knows no town far from any: Berlin, the middle of the Pacific', () => {
    expect(nearestRussianCity({ latitude: 52.52, longitude: 13.405 })).toBeUndefined();
    expect(nearestRussianCity({ latitude: 0, longitude: -160 })).toBeUndefined();
  });
});
