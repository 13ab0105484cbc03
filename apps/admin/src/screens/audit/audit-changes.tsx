/** The fields an entry changed: keys whose values differ between before and after (a create or delete: all). */
export function changedFields(before: unknown, after: unknown): string[] {
  const fields = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const old = fields(before);
  const next = fields(after);
  const keys = new Set([...Object.keys(old), ...Object.keys(next)]);
  return [...keys].filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key])).sort();
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** What one write changed, folded: the names of the fields, then before and after in full. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after);
  return (
    <details className="audit-changes">
      <summary>{fields.length > 0 ? fields.join(', ') : 'details'}</summary>
      <div className="audit-diff">
        <div>
          <p className="audit-diff-title">Before</p>
          <pre>{json(before)}</pre>
        </div>
        <div>
          <p className="audit-diff-title">After</p>
          <pre>{json(after)}</pre>
        </div>
      </div>
    </details>
  );
}
