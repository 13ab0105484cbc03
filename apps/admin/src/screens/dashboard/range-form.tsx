import { zodResolver } from '@hookform/resolvers/zod';
import { dashboardQuery } from '@kordon/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/form/field';

type Range = { from?: string; to?: string };

/** The days the dashboard covers; checked by the call's own schema (order, at most a year). */
export function RangeForm({ from, to, onChange }: Range & { onChange: (range: Range) => void }) {
  const form = useForm({ resolver: zodResolver(dashboardQuery), defaultValues: { from, to } });
  const { errors } = form.formState;
  const { reset } = form;
  // The answer names the range it covers (the default when none was asked).
  useEffect(() => reset({ from, to }), [reset, from, to]);
  const apply = form.handleSubmit((range) => onChange(range));
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form className="filters" role="search" aria-label="Days shown" onSubmit={apply} noValidate>
      <Field label="From" error={errors.from?.message}>
        {(control) => <input {...control} {...form.register('from')} type="date" />}
      </Field>
      <Field label="To" error={errors.to?.message}>
        {(control) => <input {...control} {...form.register('to')} type="date" />}
      </Field>
      <div className="filters-buttons">
        <button type="submit" className="button button-primary">
          Show
        </button>
        <button type="button" className="button" onClick={() => onChange({})}>
          Last 30 days
        </button>
      </div>
    </form>
  );
}
