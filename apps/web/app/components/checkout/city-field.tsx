import { CITY_MAX, type CitySuggestion } from '@kordon/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { suggestCities } from './checkout-api';
import { FieldErrors, fieldId } from './checkout-fields';
import type { Message } from './checkout-messages';
import { useLookup } from './use-lookup';

const NONE: CitySuggestion[] = [];
const FIELD = 'address.city';

type CityFieldProps = {
  value: string;
  messages: Message[];
  onChange: (value: string) => void;
  onPick: (suggestion: CitySuggestion) => void;
  onBlur: () => void;
};

/**
 * spec-coverage 1.6: the city of a Russian address with suggestions (GET /checkout/cityFias) as
 * an ARIA combobox: arrows move through them, Enter or a click picks one, Escape closes the list.
 */
export function CityField({ value, messages, onChange, onPick, onBlur }: CityFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = value.trim();
  const lookup = useLookup(open && query.length >= 2 ? `city:${query}` : null, () => suggestCities(query), NONE, {
    delayMs: 250,
  });
  const list = open ? lookup.data : NONE;
  const id = fieldId(FIELD);
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: CitySuggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + list.length) % list.length);
    } else if (event.key === 'Enter' && active >= 0 && list[active]) {
      event.preventDefault();
      pick(list[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="field checkout-city" data-field={FIELD}>
      <label htmlFor={id}>{t('checkout.city')}</label>
      <input
        id={id}
        name={FIELD}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={CITY_MAX}
        aria-autocomplete="list"
        aria-expanded={list.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={active >= 0 && list[active] ? optionId(active) : undefined}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={messages.length > 0 ? `${id}-note` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <div id={`${id}-list`} role="listbox" aria-label={t('checkout.citySuggestions')} hidden={list.length === 0}>
        {list.map((suggestion, index) => (
          <div
            key={`${suggestion.fiasId ?? suggestion.city}-${suggestion.region}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.city}
            <span className="muted">{[suggestion.region, suggestion.postalCode].filter(Boolean).join(', ')}</span>
          </div>
        ))}
      </div>
      <FieldErrors id={`${id}-note`} messages={messages} />
    </div>
  );
}
