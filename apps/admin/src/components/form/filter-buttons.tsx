/** A list's filter form ends with these: apply (Search or Filter) and Clear. */
export function FilterButtons({
  label = 'Search',
  onClear,
  className = 'filters-buttons',
}: {
  label?: 'Search' | 'Filter';
  onClear: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button button-primary">
        {label}
      </button>
      <button type="button" className="button" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}
