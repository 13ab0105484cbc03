import { lazy, Suspense, useId, useState } from 'react';
import { localizePath } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { GetForm } from '../common/get-form';
import { SearchIcon } from '../common/icons';

// Every page has the header, so the results dropdown loads with the field's first focus.
const SearchDropdown = lazy(async () => ({ default: (await import('./search-dropdown')).SearchDropdown }));

/**
 * The header search: Enter goes to the search page (spec §4). A plain GET form, so it works
 * before the page's scripts have loaded too; the dropdown of results joins it once focused.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [active, setActive] = useState(false);
  return (
    <GetForm
      action={localizePath('/search', locale)}
      method="get"
      role="search"
      className="search-box"
      onFocus={() => setActive(true)}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        ref={setInput}
        id={id}
        type="search"
        name="text"
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        required
      />
      <button type="submit" className="search-box-submit" aria-label={t('header.searchSubmit')}>
        <SearchIcon size={20} />
      </button>
      {active && input && (
        <Suspense>
          <SearchDropdown input={input} />
        </Suspense>
      )}
    </GetForm>
  );
}
