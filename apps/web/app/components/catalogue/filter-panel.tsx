import type { ProductFilter } from '@kordon/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hasFilters, type ListState, searchOf, withoutFilters, withValue } from '../../lib/product-query';
import { useTranslation } from '../../lib/translation';
import { ChevronDownIcon } from '../common/more-icons';
import { PriceFilter } from './price-filter';

// Styles: listing-styles.ts, imported by the pages.

type Props = { filters: ProductFilter[]; state: ListState; go: (next: ListState) => void };

type CheckboxFilter = Extract<ProductFilter, { type: 'checkbox-list' }>;

function CheckboxList({ filter, state, go }: { filter: CheckboxFilter } & Omit<Props, 'filters'>) {
  const checked = state.checked[filter.param];
  return (
    <fieldset className="filter">
      <legend>{filter.name}</legend>
      <ul>
        {filter.values.map((value) => {
          const on = checked.includes(value.id);
          return (
            <li key={value.id}>
              <label className="filter-option">
                <input
                  type="checkbox"
                  name={filter.param}
                  value={value.id}
                  checked={on}
                  disabled={!on && value.count === 0}
                  onChange={(event) => go(withValue(state, filter.param, value.id, event.currentTarget.checked))}
                />
                {value.hex && <span className="swatch" style={{ background: value.hex }} aria-hidden="true" />}
                <span className="filter-name">{value.name}</span>
                <span className="filter-count">{value.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A category's filters as the API gives them (spec §3): price range and checkbox lists, each value with its count. */
export function FilterPanel({ filters, state, go }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = Object.values(state.checked).flat().length + (state.price ? 1 : 0);
  if (filters.length === 0) return null;
  return (
    <aside className="filters" aria-labelledby={`${id}h`}>
      <button
        type="button"
        className="filters-toggle button button-secondary"
        aria-expanded={open}
        aria-controls={`${id}b`}
        onClick={() => setOpen(!open)}
      >
        {active ? t('filters.titleCount', { count: active }) : t('filters.title')}
        <ChevronDownIcon size={18} />
      </button>
      <div id={`${id}b`} className={open ? 'filters-body is-open' : 'filters-body'}>
        <h2 id={`${id}h`} className="filters-heading">
          {t('filters.title')}
        </h2>
        {filters.map((filter) =>
          filter.type === 'range' ? (
            <PriceFilter key={filter.code} filter={filter} state={state} go={go} />
          ) : (
            <CheckboxList key={filter.code} filter={filter} state={state} go={go} />
          ),
        )}
        {hasFilters(state) && (
          <Link to={searchOf(withoutFilters(state)) || '.'} className="filters-reset" preventScrollReset>
            {t('filters.reset')}
          </Link>
        )}
      </div>
    </aside>
  );
}
