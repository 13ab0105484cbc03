import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { customerColumns } from './customer-columns';
import { CustomerSearch } from './customer-search';
import { useCustomerList } from './customers-queries';
// The search bar looks as the audit log's filter does.
import '../audit/audit.css';
import './customers.css';

const CUSTOMERS_TABLE: TableUrlOptions = { perPage: 20, maxPerPage: 100, filters: ['q'] };

/** Customers, newest first, found by e-mail or name; each opens their page. */
export default function CustomersScreen() {
  const url = useTableUrlState(CUSTOMERS_TABLE);
  const customers = useCustomerList(queryOf(url.state));
  return (
    <>
      <ScreenHeader title="Customers" />
      <CustomerSearch url={url} />
      <DataTable
        label="Customers"
        columns={customerColumns}
        rows={customers.data?.data}
        total={customers.data?.total}
        rowId={(customer) => customer.id}
        url={url}
        loading={customers.isFetching}
        error={customers.error}
        empty={url.state.filters.q ? 'No customer matches the search.' : 'No customers yet.'}
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
