import { adminOrderFilters } from '@kordon/contract';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { TableUrl } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { FilterButtons } from '../../components/form/filter-buttons';
import { orderStates, stateLabels } from './order-labels';
import { useOrderChoices } from './orders-queries';

export const FILTER_NAMES = ['q', 'state', 'payment', 'shipping', 'country', 'from', 'to'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Values = Record<FilterName, string>;

const valuesOf = (filters: Readonly<Record<string, string>>) =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] ?? ''])) as Values;

/**
 * Checked by the contract's schema; the form keeps its strings (the URL holds them as typed), and an
 * empty one means "any", which the schema's optional fields take as undefined.
 */
const checkFilters: Resolver<Values> = async (values) => {
  const given = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? undefined : v]));
  const parsed = adminOrderFilters.safeParse(given);
  if (parsed.success) return { values, errors: {} };
  const errors = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), { type: issue.code, message: issue.message }]),
  );
  return { values: {}, errors };
};

/** Search and filters of the order list; they live in the URL, and the server applies them. */
export function OrderFilters({ url }: { url: TableUrl }) {
  const choices = useOrderChoices().data;
  const current = valuesOf(url.state.filters);
  const form = useForm<Values>({ resolver: checkFilters, defaultValues: current });
  const { errors } = form.formState;
  const { reset } = form;
  const key = JSON.stringify(current);
  // The URL may change under the form (back button, a link).
  useEffect(() => reset(JSON.parse(key)), [reset, key]);
  const apply = form.handleSubmit((values) => url.change({ filters: values }));
  const select = (name: FilterName, label: string, options: { code: string; name: string }[] | undefined) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)}>
          <option value="">Any</option>
          {(options ?? []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
          {/* A value from the URL the list does not offer (yet) stays chosen. */}
          {current[name] && !options?.some((o) => o.code === current[name]) && (
            <option value={current[name]}>{current[name]}</option>
          )}
        </select>
      )}
    </Field>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form className="order-filters" role="search" aria-label="Search and filter orders" onSubmit={apply} noValidate>
      <div className="order-search">
        <Field label="Search" error={errors.q?.message} hint="Order number, e-mail or customer name">
          {(control) => <input {...control} {...form.register('q')} type="search" autoComplete="off" />}
        </Field>
      </div>
      {select(
        'state',
        'State',
        orderStates.map((state) => ({ code: state, name: stateLabels[state] })),
      )}
      {select('payment', 'Payment', choices?.payment)}
      {select('shipping', 'Shipping', choices?.shipping)}
      {select('country', 'Country', choices?.countries)}
      <Field label="From" error={errors.from?.message}>
        {(control) => <input {...control} {...form.register('from')} type="date" />}
      </Field>
      <Field label="To" error={errors.to?.message}>
        {(control) => <input {...control} {...form.register('to')} type="date" />}
      </Field>
      <FilterButtons onClear={() => url.change({ filters: {} })} className="order-filters-buttons" />
    </form>
  );
}
