import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslator, type Messages, messagesFor, registerMessages, type TFunction } from './i18n';
import type { Locale } from './locale';

const TranslationContext = createContext<{ t: TFunction } | null>(null);

export function TranslationProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ t: createTranslator(locale, messages) }), [locale, messages]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The page's translate function: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation needs a TranslationProvider');
  return value;
}

const BLOCK_ID = 'page-messages';

/**
 * The page's catalogue: the root loader's, or on the 500 page the one written into it (MessagesBlock);
 * registered for the meta functions the same render calls next.
 */
export function usePageMessages(locale: Locale, fromLoader: string | undefined): Messages {
  const json =
    fromLoader ?? (typeof document === 'undefined' ? undefined : document.getElementById(BLOCK_ID)?.textContent);
  const messages = json ? parsed(locale, json) : undefined;
  if (messages) registerMessages(locale, messages);
  return messages ?? messagesFor(locale);
}

/** Each language's catalogue as last read: renders get the same string, and keep the same object. */
const read: Partial<Record<Locale, { json: string; messages: Messages }>> = {};

function parsed(locale: Locale, json: string): Messages {
  const cached = read[locale];
  if (cached?.json === json) return cached.messages;
  const messages = JSON.parse(json) as Messages;
  read[locale] = { json, messages };
  return messages;
}

/** Only for the page without loader data: its catalogue as JSON, for the browser to hydrate with. */
export function MessagesBlock({ messages }: { messages: Messages }) {
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, `<` escaped; not executed.
  return <script type="application/json" id={BLOCK_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
