import type { ProductFilter } from '@kordon/contract';
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useState } from 'react';
import { type ListState, type PriceRange, withPrice } from '../../lib/product-query';
import { useTranslation } from '../../lib/translation';

type RangeFilter = Extract<ProductFilter, { type: 'range' }>;
type Props = { filter: RangeFilter; state: ListState; go: (next: ListState) => void };

const percent = (value: number, bounds: PriceRange) =>
  `${bounds.max > bounds.min ? ((value - bounds.min) / (bounds.max - bounds.min)) * 100 : 0}%`;

/**
 * The price filter: two labelled range inputs on one track and two fields; it applies when a thumb or key
 * is released, so dragging does not navigate, and the whole range is no filter.
 */
export function PriceFilter({ filter, state, go }: Props) {
  const { t } = useTranslation();
  const bounds = { min: Math.floor(filter.min), max: Math.ceil(filter.max) };
  const chosen = state.price ?? bounds;
  const [range, setRange] = useState(chosen);
  // A new URL (reset, back) sets the range again; not the one this filter asked for, while the
  // other field may be half typed.
  const key = `${chosen.min}-${chosen.max}`;
  const [shown, setShown] = useState(key);
  const [asked, setAsked] = useState<string | null>(null);
  if (shown !== key) {
    setShown(key);
    setAsked(null);
    if (key !== asked) setRange(chosen);
  }

  const apply = () => {
    const low = Number.isNaN(range.min) ? bounds.min : range.min;
    const high = Number.isNaN(range.max) ? bounds.max : range.max;
    const min = Math.max(bounds.min, Math.min(low, high));
    const max = Math.min(bounds.max, Math.max(low, high));
    setRange({ min, max });
    if (min === chosen.min && max === chosen.max) return;
    setAsked(`${min}-${max}`);
    go(withPrice(state, { min, max }, bounds));
  };
  // Going from one field to the other applies nothing yet.
  const onLeave = (event: FocusEvent<HTMLInputElement>) => {
    if (!event.currentTarget.closest('fieldset')?.contains(event.relatedTarget)) apply();
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  const slider = (end: 'min' | 'max') => (
    <input
      type="range"
      min={bounds.min}
      max={bounds.max}
      value={range[end]}
      aria-label={t(end === 'min' ? 'filters.minPrice' : 'filters.maxPrice')}
      aria-valuetext={`${range[end]} ${filter.currency.symbol}`}
      onChange={(event) => {
        const value = Number(event.currentTarget.value);
        setRange(
          end === 'min' ? { ...range, min: Math.min(value, range.max) } : { ...range, max: Math.max(value, range.min) },
        );
      }}
      onPointerUp={apply}
      onKeyUp={apply}
    />
  );
  const field = (end: 'min' | 'max') => (
    <input
      type="number"
      name={end === 'min' ? 'priceMin' : 'priceMax'}
      inputMode="numeric"
      min={bounds.min}
      max={bounds.max}
      value={Number.isNaN(range[end]) ? '' : range[end]}
      aria-label={t(end === 'min' ? 'filters.minPrice' : 'filters.maxPrice')}
      onChange={(event) => setRange({ ...range, [end]: event.currentTarget.valueAsNumber })}
      onBlur={onLeave}
      onKeyDown={onEnter}
    />
  );
  const track = { '--from': percent(range.min, bounds), '--to': percent(range.max, bounds) } as CSSProperties;

  return (
    <fieldset className="filter filter-price">
      <legend>
        {filter.name}, {filter.currency.symbol}
      </legend>
      <div className="price-slider" style={track}>
        {slider('min')}
        {slider('max')}
      </div>
      <div className="price-fields">
        <span>{t('filters.from')}</span>
        {field('min')}
        <span>{t('filters.to')}</span>
        {field('max')}
      </div>
    </fieldset>
  );
}
