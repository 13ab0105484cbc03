import type { CurrencyListItem, Localization } from '@kordon/contract';
import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { isLocale, type Locale, pathInLocale } from '../../lib/locale';
import { searchWithoutPrice } from '../../lib/product-query';
import { chooseCurrency, chooseLocale } from '../../lib/settings';
import { emitSettingsChange } from '../../lib/settings-events';
import { useTranslation } from '../../lib/translation';
import { useLocale, useShell } from '../../lib/use-shell';
import { Panel } from '../panels/panel';

/**
 * spec-coverage 2.5.1 settings picker: a radio list of languages and one of currencies. Loaded on the
 * first use of its button (settings-trigger.tsx).
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { context } = useShell();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const languages = context.localizationList.filter((language) => isLocale(language.code));
  // The radios show the choice at once, while the page in that language or currency loads.
  // Each pending choice is dropped as soon as the page reflects a change (React's derived-state pattern).
  const [pendingLocale, setPendingLocale] = useState<{ to: Locale; from: Locale } | null>(null);
  if (pendingLocale && pendingLocale.from !== locale) setPendingLocale(null);
  const shownLocale = pendingLocale?.from === locale ? pendingLocale.to : locale;
  const [pending, setPending] = useState<{ code: string; from: string } | null>(null);
  if (pending && pending.from !== context.currency.code) setPending(null);
  const shownCurrency = pending?.from === context.currency.code ? pending.code : context.currency.code;

  const switchLanguage = (target: Locale) => {
    if (target === locale) return;
    chooseLocale(target);
    setPendingLocale({ to: target, from: locale });
    emitSettingsChange({ kind: 'language', locale: target });
    navigate(pathInLocale(location, target));
  };
  const switchCurrency = (code: string) => {
    if (code === context.currency.code) return;
    chooseCurrency(code);
    setPending({ code, from: context.currency.code });
    emitSettingsChange({ kind: 'currency', code });
    // A price range in the URL is in the old currency: drop it (this URL replaces the stale one),
    // then reload the layout too, which a change of query alone leaves as it is (root.tsx).
    const search = searchWithoutPrice(location.search);
    if (search === null) {
      void revalidator.revalidate();
      return;
    }
    const to = { pathname: location.pathname, search, hash: location.hash };
    void Promise.resolve(navigate(to, { replace: true, preventScrollReset: true })).then(() =>
      revalidator.revalidate(),
    );
  };

  return (
    <Panel name="settings" label={t('header.settings')}>
      <div className="settings">
        <fieldset>
          <legend>{t('header.language')}</legend>
          {languages.map((language: Localization) => (
            <label key={language.code} className="radio-row">
              <input
                type="radio"
                name="settings-language"
                value={language.code}
                checked={language.code === shownLocale}
                onChange={() => switchLanguage(language.code as Locale)}
              />
              <span lang={language.code}>{language.name}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('header.currency')}</legend>
          {context.currencyList.map((currency: CurrencyListItem) => (
            <label key={currency.code} className="radio-row">
              <input
                type="radio"
                name="settings-currency"
                value={currency.code}
                checked={currency.code === shownCurrency}
                onChange={() => switchCurrency(currency.code)}
              />
              <span>
                <span className="currency-symbol" aria-hidden="true">
                  {currency.symbol}
                </span>{' '}
                {currency.code} <span className="muted">· {currency.name}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </Panel>
  );
}
