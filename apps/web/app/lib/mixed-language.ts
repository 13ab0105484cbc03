import type { Locale } from './locale';

export type TextRun = { text: string; lang?: Locale };

const cyrillic = /[А-Яа-яЁё]/;

/**
 * Sentences of a text that are in the other language, marked with it, so screen readers switch
 * voice: the footer text is partly Russian on English pages (spec-coverage 1.4c).
 */
export function markForeignSentences(text: string, pageLocale: Locale): TextRun[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean)
    .map((sentence, index) => {
      const spaced = index === 0 ? sentence : ` ${sentence}`;
      const sentenceLocale: Locale = cyrillic.test(sentence) ? 'ru' : 'en';
      return sentenceLocale === pageLocale ? { text: spaced } : { text: spaced, lang: sentenceLocale };
    });
}
