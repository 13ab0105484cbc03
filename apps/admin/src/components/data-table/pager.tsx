import { formatCount } from '../format/format';

type PagerProps = {
  label: string;
  page: number;
  pageCount: number;
  perPage: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (size: number) => void;
};

const DEFAULT_SIZES = [20, 50, 100];

/** "Rows 51–100 of 1,234", previous and next, and the page size. */
export function Pager({
  label,
  page,
  pageCount,
  perPage,
  total,
  shown,
  pageSizes = DEFAULT_SIZES,
  onPage,
  onPerPage,
}: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = (page - 1) * perPage + shown;
  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={`Pages of ${label.toLowerCase()}`}>
      <p className="pager-count">
        {shown > 0
          ? `Rows ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
          : `${formatCount(total)} rows`}
      </p>
      <label className="pager-size">
        Per page
        <select value={perPage} onChange={(event) => onPerPage(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="pager-buttons">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="pager-page">
          Page {formatCount(page)} of {formatCount(Math.max(pageCount, 1))}
        </span>
        <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
