import { zodResolver } from '@hookform/resolvers/zod';
import { auditQuery } from '@kordon/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { TableUrl } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { FilterButtons } from '../../components/form/filter-buttons';

const filterSchema = auditQuery.pick({ object_type: true, object_id: true });

/** Narrows the log to one kind of object, or one object; the filter lives in the URL. */
export function AuditFilters({ url }: { url: TableUrl }) {
  const type = url.state.filters.object_type ?? '';
  const id = url.state.filters.object_id ?? '';
  const form = useForm({ resolver: zodResolver(filterSchema), defaultValues: { object_type: type, object_id: id } });
  const { errors } = form.formState;
  // The URL may change under the form (back button, a click on an object in the list).
  const { reset } = form;
  useEffect(() => reset({ object_type: type, object_id: id }), [reset, type, id]);
  const apply = form.handleSubmit((values) =>
    url.change({ filters: { object_type: values.object_type ?? '', object_id: values.object_id ?? '' } }),
  );
  const clear = () => url.change({ filters: {} });
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form className="filters" role="search" aria-label="Filter the audit log" onSubmit={apply} noValidate>
      <Field label="Object type" error={errors.object_type?.message}>
        {(control) => <input {...control} {...form.register('object_type')} placeholder="staff, order, product…" />}
      </Field>
      <Field label="Object ID" error={errors.object_id?.message}>
        {(control) => <input {...control} {...form.register('object_id')} />}
      </Field>
      <FilterButtons label="Filter" onClear={clear} />
    </form>
  );
}
