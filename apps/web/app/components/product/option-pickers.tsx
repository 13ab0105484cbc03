import type { ProductOption } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { GetForm as Form, useGetSubmit as useSubmit } from '../common/get-form';

/**
 * One radio group per option in a GET form: a choice reloads the page data with `?o{option}={value}`,
 * which resolves the variation, so it works without JavaScript too.
 */
export function OptionPickers({
  options,
  selected,
  orderable,
}: {
  options: ProductOption[];
  selected: number[];
  orderable: (valueId: number) => boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  if (options.length === 0) return null;
  return (
    <Form
      method="get"
      className="option-pickers"
      preventScrollReset
      replace
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {options.map((option) => (
        <fieldset key={option.id} className={`option option-${option.type}`}>
          <legend>
            {option.name}: <b>{option.values.find((value) => selected.includes(value.id))?.name}</b>
          </legend>
          {option.values.map((value) => (
            <label key={value.id} className={orderable(value.id) ? 'option-value' : 'option-value is-unavailable'}>
              <input
                type="radio"
                name={`o${option.id}`}
                value={value.id}
                defaultChecked={selected.includes(value.id)}
              />
              {option.type === 'color' ? (
                <span className="option-swatch" style={{ background: value.hex ?? undefined }} title={value.name}>
                  <span className="visually-hidden">{value.name}</span>
                </span>
              ) : (
                <span className="option-text">{value.name}</span>
              )}
              {!orderable(value.id) && <span className="visually-hidden">{t('product.valueUnavailable')}</span>}
            </label>
          ))}
        </fieldset>
      ))}
      <noscript>
        <button type="submit" className="button button-secondary">
          {t('product.apply')}
        </button>
      </noscript>
    </Form>
  );
}
