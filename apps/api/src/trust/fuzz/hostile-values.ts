import fc from 'fast-check';

/** Values an attacker types by hand: each has broken some parser, cast or query somewhere. */

/** Numbers as text: casts, overflow at 2^31 and 2^53, exponent forms and words that look numeric. */
export const numericTexts = [
  '0',
  '-0',
  '-1',
  '1.5',
  '01',
  '+1',
  ' 1',
  '1 ',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999',
  '1e3',
  '1e309',
  '-1e309',
  '0x1F',
  '0b11',
  '1_000',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
] as const;

/** Text that trips storage (NUL, lone surrogates), renderers and interpreters. */
export const trickyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'é',
  'e\u0301',
  'Ωmega',
  'Ёлка',
  '日本語',
  '👨‍👩‍👧‍👦',
  '\r\n',
  '\t',
  "' OR '1'='1",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '#{7*7}',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
] as const;

/** Sizes around the usual column and schema limits, and far past them. */
export const longLengths = [33, 51, 129, 161, 201, 257, 1001, 2001, 2049, 10_000, 100_000] as const;

/** A string of `length` characters: plain letters, or a repeated multi-byte character. */
export const longText = fc
  .tuple(fc.constantFrom(...longLengths), fc.constantFrom('a', 'é', '日', '😀', '\u0000', '9'))
  .map(([length, unit]) => unit.repeat(length));

/** Any hostile string: hand-picked, numeric-looking, long, or random full-unicode text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...trickyTexts), weight: 4 },
  { arbitrary: fc.constantFrom(...numericTexts), weight: 3 },
  { arbitrary: longText, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** Numbers JSON can carry that a schema or a column may not take. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1.5, -2147483649, 2147483648, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Deep nesting of arrays or objects, `levels` deep. */
export function nestedJsonText(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** A value of the wrong kind for whatever the schema expects, nesting included. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, [[[[[]]]]]),
  hostileNumber,
  hostileText,
  fc.array(fc.constantFrom(0, '', null, {}), { minLength: 1000, maxLength: 5000 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc
    .integer({ min: 50, max: 2000 })
    .map((levels) => JSON.parse(nestedJsonText(levels, levels % 2 ? 'array' : 'object')) as unknown),
);

/** JSON texts a parser must refuse, or that parse to something no body schema expects. */
export const malformedJsonTexts = [
  '{',
  '}',
  '[',
  '{"a":}',
  '{"a":1,}',
  '{a:1}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '\uFEFF{}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'undefined',
  '<xml/>',
  'a=1&b=2',
  ' ',
  '\u0000',
] as const;

/** Content types a JSON route may be sent, right and wrong. */
export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
  'garbage',
] as const;
