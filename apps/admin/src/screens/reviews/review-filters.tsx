import { zodResolver } from '@hookform/resolvers/zod';
import { reviewModerationStatuses, reviewQueueQuery } from '@kordon/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TableUrl } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { FilterButtons } from '../../components/form/filter-buttons';
import { statusLabels } from './review-columns';

// The form holds text; the contract's query schema checks what it becomes.
const filterSchema = z.object({
  status: reviewQueueQuery.shape.status,
  product_id: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'Must be a product number'),
  rating: z.string(),
});
type FilterValues = z.input<typeof filterSchema>;

const valuesOf = (filters: Readonly<Record<string, string>>): FilterValues => ({
  status: (filters.status as FilterValues['status']) ?? 'waiting',
  product_id: filters.product_id ?? '',
  rating: filters.rating ?? '',
});

/** Which reviews the queue shows: a status (waiting first), a product, a rating; kept in the URL. */
export function ReviewFilters({ url }: { url: TableUrl }) {
  const values = valuesOf(url.state.filters);
  const form = useForm({
    resolver: zodResolver(filterSchema),
    defaultValues: values,
  });
  const { errors } = form.formState;
  const { reset } = form;
  const { status, product_id, rating } = values;
  useEffect(() => reset({ status, product_id, rating }), [reset, status, product_id, rating]);
  const apply = form.handleSubmit((next) =>
    url.change({
      filters: {
        status: next.status === 'waiting' ? '' : (next.status ?? ''),
        product_id: next.product_id,
        rating: next.rating,
      },
    }),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form className="filters" role="search" aria-label="Filter the reviews" onSubmit={apply} noValidate>
      <Field label="Status" error={errors.status?.message}>
        {(control) => (
          <select {...control} {...form.register('status')}>
            {reviewModerationStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Product ID" error={errors.product_id?.message}>
        {(control) => <input {...control} {...form.register('product_id')} inputMode="numeric" />}
      </Field>
      <Field label="Rating" error={errors.rating?.message}>
        {(control) => (
          <select {...control} {...form.register('rating')}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} ★
              </option>
            ))}
          </select>
        )}
      </Field>
      <FilterButtons label="Filter" onClear={() => url.change({ filters: {} })} />
    </form>
  );
}
