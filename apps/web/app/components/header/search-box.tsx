import { useId } from 'react';
import { Form } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { SearchIcon } from '../common/icons';

/**
 * The header search: Enter goes to the search page (spec §4). A plain GET form, so it works
 * before the page's scripts have loaded too. The result dropdown belongs to the search issue.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <Form action={localizePath('/search', locale)} method="get" role="search" className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
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
    </Form>
  );
}
