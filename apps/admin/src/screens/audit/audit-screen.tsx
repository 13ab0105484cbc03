import { adminAuditCalls } from '@kordon/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';
import './audit.css';

// per_page: the contract's maximum is 100.
const AUDIT_TABLE: TableUrlOptions = { perPage: 50, maxPerPage: 100, filters: ['object_type', 'object_id'] };

/** Every write by a staff member, newest first, a page at a time. */
export default function AuditScreen() {
  const api = useApi();
  const url = useTableUrlState(AUDIT_TABLE);
  const query = queryOf(url.state);
  const entries = useQuery({
    queryKey: [adminAuditCalls.list.id, query],
    queryFn: () => api.call(adminAuditCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
  const { change } = url;
  const columns = useMemo(
    () => auditColumns((type, id) => change({ filters: { object_type: type, object_id: id } })),
    [change],
  );
  return (
    <>
      <ScreenHeader title="Audit log" />
      <AuditFilters url={url} />
      <DataTable
        label="Audit log entries"
        columns={columns}
        rows={entries.data?.data}
        total={entries.data?.total}
        rowId={(entry) => String(entry.id)}
        url={url}
        loading={entries.isFetching}
        error={entries.error}
        empty={
          Object.keys(url.state.filters).length > 0 ? 'No entries match the filter.' : 'Nothing has been changed yet.'
        }
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
