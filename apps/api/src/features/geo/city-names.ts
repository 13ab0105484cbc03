// City names folded for prefix search: Cyrillic input meets the Russian name, Latin input the English
// name and a transliteration, so spelling variants meet (ё = е; "Nizhniy", "Nizhny", "Nizhnij").

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const separators = /[\s\u2010-\u2015.,'’`ʹʼ()"-]+/g;

export const hasCyrillic = (text: string) => /[\u0400-\u04ff]/.test(text);

/** Lower case, ё as е, punctuation and runs of spaces as one space. */
export function foldCyrillic(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(separators, ' ').trim();
}

/** Lower case without accents; y, i and j (and their runs) as one letter. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(separators, ' ')
    .replace(/[yij]+/g, 'i')
    .trim();
}

export function transliterate(russian: string): string {
  return [...russian.toLowerCase()].map((letter) => CYRILLIC_TO_LATIN[letter] ?? letter).join('');
}

/** Whether `name` (already folded) starts with `prefix`, or one of its words does. */
export function startsWithWord(name: string, prefix: string): 'name' | 'word' | null {
  if (name.startsWith(prefix)) return 'name';
  return name.includes(` ${prefix}`) ? 'word' : null;
}
