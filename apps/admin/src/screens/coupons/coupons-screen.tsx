import { useEffect, useState } from 'react';
import { useCan } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { Field } from '../../components/form/field';
import { ScreenHeader } from '../../layout/screen-header';
import { CouponDialog } from './coupon-dialog';
import { couponColumns } from './coupons-columns';
import { useCouponList } from './coupons-queries';
import './coupons.css';

// per_page: the contract's maximum is 100.
const COUPON_TABLE: TableUrlOptions = { perPage: 50, maxPerPage: 100, filters: ['q'] };

/** Coupons, newest first: search by code, add, edit, delete one no order used, and each one's orders. */
export default function CouponsScreen() {
  const url = useTableUrlState(COUPON_TABLE);
  const list = useCouponList(queryOf(url.state));
  const canWrite = useCan('manager');
  const q = url.state.filters.q ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  return (
    <>
      <ScreenHeader title="Coupons">{canWrite && <CouponDialog />}</ScreenHeader>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some staff browsers; the role says the same. */}
      <form
        className="coupon-search"
        role="search"
        aria-label="Search coupons"
        onSubmit={(event) => {
          event.preventDefault();
          url.change({ filters: { q: text } });
        }}
      >
        <Field label="Code">
          {(control) => <input {...control} value={text} maxLength={32} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <DataTable
        label="Coupons"
        columns={couponColumns}
        rows={list.data?.data}
        total={list.data?.total}
        rowId={(coupon) => String(coupon.id)}
        url={url}
        loading={list.isFetching}
        error={list.error}
        empty={q ? 'No coupon has such a code.' : 'No coupons yet.'}
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
