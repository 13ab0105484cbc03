import {
  STOCK_PRICE_CURRENCY,
  type StockBulkChange,
  type StockBulkPreview,
  type StockSelection,
  stockBulkChange,
} from '@kordon/contract';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useServices } from '../../app/admin-context';
import { Field, FormError } from '../../components/form/field';
import { moneyText } from '../../components/form/money-text';
import { formatCount, formatMoney } from '../../components/format/format';
import { useApplyBulk, usePreviewBulk } from './stock-queries';

type Draft = { field: StockBulkChange['field']; op: StockBulkChange['op']; value: string };
const OPS = { set: 'Set to', add: 'Add', percent: 'Change by %' } as const;

/** The typed value in the call's units: money in minor units unless it is a percent. */
function changeOf(selection: StockSelection, draft: Draft) {
  const money = draft.field === 'price' && draft.op !== 'percent';
  const text = draft.value.trim();
  const magnitude = money ? moneyText.safeParse(text.replace(/^-/, '')) : undefined;
  const value = money
    ? magnitude?.success
      ? magnitude.data * (text.startsWith('-') ? -1 : 1)
      : Number.NaN
    : Number(text);
  return stockBulkChange.safeParse({
    ...selection,
    field: draft.field,
    op: draft.op,
    value: text === '' ? undefined : value,
  });
}

const shown = (field: Draft['field'], value: number) =>
  field === 'price' ? formatMoney(value, STOCK_PRICE_CURRENCY) : formatCount(value);

/** One change for every variation the filter selects: previewed (count and a sample), then applied in one go. */
export function BulkBar({ selection }: { selection: StockSelection }) {
  const [draft, setDraft] = useState<Draft>({ field: 'stock', op: 'add', value: '' });
  const [error, setError] = useState<string>();
  const [planned, setPlanned] = useState<{ change: StockBulkChange; preview: StockBulkPreview; key: string }>();
  const preview = usePreviewBulk();
  const apply = useApplyBulk();
  const { notices } = useServices();
  const edit = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setPlanned(undefined);
  };
  const onPreview = async () => {
    setError(undefined);
    const parsed = changeOf(selection, draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the value');
    try {
      const result = await preview.mutateAsync(parsed.data);
      setPlanned({ change: parsed.data, preview: result, key: crypto.randomUUID() });
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const onApply = async () => {
    if (!planned) return;
    setError(undefined);
    try {
      const body = { ...planned.change, expected_count: planned.preview.count, idempotency_key: planned.key };
      const result = await apply.mutateAsync(body);
      setPlanned(undefined);
      const mails = result.restock_notices > 0 ? `; ${result.restock_notices} restock e-mails queued` : '';
      notices.show({ kind: 'done', message: `${formatCount(result.changed)} variations changed${mails}.` });
    } catch (failure) {
      setPlanned(undefined);
      setError(errorText(failure));
    }
  };
  const count = planned?.preview.count ?? 0;
  const tooMany = planned !== undefined && count > planned.preview.max;
  return (
    <section className="bulk-bar" aria-label="Bulk change">
      <h2 className="bulk-title">Change every variation the filter shows</h2>
      <div className="bulk-fields">
        <Field label="What">
          {(control) => (
            <select
              {...control}
              value={draft.field}
              onChange={(e) => edit({ field: e.target.value as Draft['field'] })}
            >
              <option value="stock">Stock</option>
              <option value="price">Price</option>
            </select>
          )}
        </Field>
        <Field label="How">
          {(control) => (
            <select {...control} value={draft.op} onChange={(e) => edit({ op: e.target.value as Draft['op'] })}>
              {Object.entries(OPS).map(([op, label]) => (
                <option key={op} value={op}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={draft.op === 'percent' ? 'Percent' : draft.field === 'price' ? 'Amount (USD)' : 'Units'}
          hint={draft.op === 'set' ? undefined : 'Negative to lower'}
        >
          {(control) => (
            <input
              {...control}
              value={draft.value}
              inputMode="decimal"
              onChange={(e) => edit({ value: e.target.value })}
            />
          )}
        </Field>
        <div className="bulk-buttons">
          <button type="button" className="button" onClick={onPreview} disabled={preview.isPending}>
            Preview
          </button>
        </div>
      </div>
      <FormError message={error} />
      {planned && (
        <div className="bulk-preview" role="status">
          {tooMany ? (
            <p>
              {formatCount(count)} variations match: a bulk change takes at most {formatCount(planned.preview.max)}.
              Narrow the filter.
            </p>
          ) : count === 0 ? (
            <p>No variation matches the filter.</p>
          ) : (
            <>
              <p>
                This changes <strong>{formatCount(count)}</strong> variation{count === 1 ? '' : 's'}, for example:
              </p>
              <ul className="bulk-sample">
                {planned.preview.sample.map((row) => (
                  <li key={row.id}>
                    <span className="mono">{row.sku}</span>: {shown(planned.change.field, row.before)} →{' '}
                    {shown(planned.change.field, row.after)}
                  </li>
                ))}
              </ul>
              <button type="button" className="button button-primary" onClick={onApply} disabled={apply.isPending}>
                {apply.isPending ? 'Applying…' : `Apply to ${formatCount(count)}`}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
