import { authMessages, checkoutMessages, messages } from './messages.js';

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Stable codes of the field messages the API sends: the catalogue key in snake case
 * (`invalidEmail` → `invalid_email`). Clients branch on the code; the text may be reworded.
 */
export const fieldErrorCodes = Object.fromEntries(
  [...Object.entries(messages), ...Object.entries(authMessages), ...Object.entries(checkoutMessages)].map(
    ([key, text]) => [text, snake(key)],
  ),
) as Record<string, string>;

export type FieldErrorCode =
  | { [K in keyof typeof messages]: K }[keyof typeof messages]
  | { [K in keyof typeof authMessages]: K }[keyof typeof authMessages]
  | { [K in keyof typeof checkoutMessages]: K }[keyof typeof checkoutMessages];

/** The code of a catalogue message, or `fallback` for a text outside the catalogues. */
export const codeOfFieldMessage = (text: string, fallback = 'invalid') => fieldErrorCodes[text] ?? fallback;
