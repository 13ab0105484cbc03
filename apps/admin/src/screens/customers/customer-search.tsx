import { zodResolver } from '@hookform/resolvers/zod';
import { customerListQuery } from '@kordon/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { TableUrl } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { FilterButtons } from '../../components/form/filter-buttons';

const searchSchema = customerListQuery.pick({ q: true });

/** Finds customers by part of the e-mail address or the name; the search lives in the URL. */
export function CustomerSearch({ url }: { url: TableUrl }) {
  const q = url.state.filters.q ?? '';
  const form = useForm({ resolver: zodResolver(searchSchema), defaultValues: { q } });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => reset({ q }), [reset, q]);
  const apply = form.handleSubmit((values) => url.change({ filters: { q: values.q ?? '' } }));
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form className="filters" role="search" aria-label="Find customers" onSubmit={apply} noValidate>
      <Field label="E-mail or name" error={errors.q?.message}>
        {(control) => <input {...control} {...form.register('q')} type="search" autoComplete="off" />}
      </Field>
      <FilterButtons onClear={() => url.change({ filters: {} })} />
    </form>
  );
}
