import { useEffect, useState } from 'react';
import type { TableUrl } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { FilterButtons } from '../../components/form/filter-buttons';

/** Search by product name or SKU, and low or sold-out stock; the filter lives in the URL. */
export function StockFilters({ url }: { url: TableUrl }) {
  const q = url.state.filters.q ?? '';
  const stock = url.state.filters.stock ?? '';
  const [text, setText] = useState(q);
  // The URL may change under the form (back button, a shared link).
  useEffect(() => setText(q), [q]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same.
    <form
      className="stock-filters"
      role="search"
      aria-label="Filter variations"
      onSubmit={(event) => {
        event.preventDefault();
        url.change({ filters: { q: text, stock } });
      }}
    >
      <Field label="Product or SKU">
        {(control) => <input {...control} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <Field label="Stock">
        {(control) => (
          <select {...control} value={stock} onChange={(e) => url.change({ filters: { q, stock: e.target.value } })}>
            <option value="">All</option>
            <option value="low">Low stock</option>
            <option value="sold_out">Sold out</option>
          </select>
        )}
      </Field>
      <FilterButtons onClear={() => url.change({ filters: {} })} className="stock-filters-buttons" />
    </form>
  );
}
