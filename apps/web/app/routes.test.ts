import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : {
          id: entry.id,
          path: entry.path,
          caseSensitive: entry.caseSensitive,
          children: entry.children ? toRouteObjects(entry.children) : undefined,
        },
  );
const table = toRouteObjects(routes);
const leafOf = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

describe('route table', () => {
  it('gives every route its own id', () => {
    const ids: string[] = [];
    const walk = (entries: RouteConfigEntry[]) => {
      for (const entry of entries) {
        ids.push(entry.id ?? entry.file);
        if (entry.children) walk(entry.children);
      }
    };
    walk(routes);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['/', 'home'],
    ['/ru', 'ru/home'],
    ['/mainPage', 'home-legacy'],
    ['/ru/contacts', 'ru/contacts'],
    ['/brands/brands', 'brands-legacy'],
    ['/brands/ratnik', 'brand'],
    ['/ru/reviews/field-test', 'ru/review'],
    ['/category/main', 'category-main'],
    ['/sets/sets', 'sets'],
    ['/checkout/checkout', 'checkout-legacy'],
    ['/information/return', 'information'],
    // The prefix is a static segment: it never becomes a category.
    ['/ru/tactical', 'ru/catalogue-1'],
    ['/tactical/backpacks', 'catalogue-2'],
    ['/xx/contacts', 'catalogue-2'],
    ['/tactical/backpacks/assault-pack', 'catalogue-3'],
    ['/a/b/c/d', 'not-found'],
    // spec-coverage 2.1: case-sensitive; the access guard answers 404 for these catch-all matches.
    ['/CONTACTS', 'catalogue-1'],
    ['/RU/contacts', 'catalogue-2'],
    ['/ru/CONTACTS', 'ru/catalogue-1'],
  ])('%s renders %s', (path, id) => {
    expect(leafOf(path)).toBe(id);
  });
});
