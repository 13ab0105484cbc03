import { describe, expect, it } from 'vitest';
import { markForeignSentences } from './mixed-language';

describe('markForeignSentences', () => {
  it('marks the Russian sentences of an English text', () => {
    expect(markForeignSentences('© Kordon: gear, shipped worldwide. Интернет-магазин снаряжения.', 'en')).toEqual([
      { text: '© Kordon: gear, shipped worldwide.' },
      { text: ' Интернет-магазин снаряжения.', lang: 'ru' },
    ]);
  });
  it('leaves a text in the page language alone', () => {
    expect(markForeignSentences('© Кордон — снаряжение.', 'ru')).toEqual([{ text: '© Кордон — снаряжение.' }]);
  });
});
