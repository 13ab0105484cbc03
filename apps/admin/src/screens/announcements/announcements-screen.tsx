import { announcementStatuses } from '@kordon/contract';
import { useState } from 'react';
import { useCan } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { ScreenHeader } from '../../layout/screen-header';
import { announcementColumns, statusLabels } from './announcement-columns';
import { AnnouncementDialog } from './announcement-dialog';
import { useAnnouncements } from './announcements-queries';
import { StripPreview } from './strip-preview';
import './announcements.css';

// per_page: the contract's maximum is 100.
const ANNOUNCEMENTS_TABLE: TableUrlOptions = { perPage: 50, maxPerPage: 100, filters: ['status'] };
const LIVE = { status: 'live', per_page: 100 } as const;

/** The strip above the shop's pages: what it shows now, and every entry with its dates and colour. */
export default function AnnouncementsScreen() {
  const url = useTableUrlState(ANNOUNCEMENTS_TABLE);
  const entries = useAnnouncements(queryOf(url.state));
  const canEdit = useCan('manager');
  const rows = entries.data?.data;
  const nextPosition = Math.max(0, ...(rows ?? []).map((entry) => entry.position + 1));
  return (
    <>
      <ScreenHeader title="Announcements">
        {canEdit && (
          <AnnouncementDialog
            nextPosition={nextPosition}
            trigger={
              <button type="button" className="button button-primary">
                Add announcement
              </button>
            }
          />
        )}
      </ScreenHeader>
      <StripNow />
      <div className="announcement-filter">
        <Field label="Show">
          {(control) => (
            <select
              {...control}
              value={url.state.filters.status ?? ''}
              onChange={(event) => url.change({ filters: { status: event.target.value } })}
            >
              <option value="">All announcements</option>
              {announcementStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DataTable
        label="Announcements"
        columns={announcementColumns}
        rows={rows}
        total={entries.data?.total}
        rowId={(entry) => String(entry.id)}
        url={url}
        loading={entries.isFetching}
        error={entries.error}
        empty={url.state.filters.status ? 'No announcements match the filter.' : 'No announcements yet.'}
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}

/** The strip as a shopper sees it now, in either language. */
function StripNow() {
  const [lang, setLang] = useState<'en' | 'ru'>('en');
  const live = useAnnouncements(LIVE);
  const entries = (live.data?.data ?? []).map((entry) => ({
    id: entry.id,
    background_color: entry.background_color,
    html: entry.html_text[lang],
  }));
  return (
    <section className="strip-now" aria-labelledby="strip-now-title">
      <div className="strip-now-head">
        <h2 id="strip-now-title">The strip now</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset. */}
        <div className="language-switch" role="group" aria-label="Language">
          {(['en', 'ru'] as const).map((code) => (
            <button key={code} type="button" aria-pressed={lang === code} onClick={() => setLang(code)}>
              {code.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      {entries.length > 0 ? (
        <StripPreview label="The strip as shoppers see it now" entries={entries} />
      ) : (
        <p className="muted">{live.isPending ? 'Loading…' : 'Nothing is shown: the strip is hidden.'}</p>
      )}
    </section>
  );
}
