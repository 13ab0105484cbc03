import { DataTable } from '../../components/data-table/data-table';
import {
  queryOf,
  type TableUrl,
  type TableUrlOptions,
  useTableUrlState,
} from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { reviewColumns, statusLabels } from './review-columns';
import { ReviewFilters } from './review-filters';
import { useReviewQueue } from './reviews-queries';
import './reviews.css';
// The filter bar looks as the audit log's does.
import '../audit/audit.css';

// per_page: the contract's maximum is 100.
const REVIEWS_TABLE: TableUrlOptions = { perPage: 20, maxPerPage: 100, filters: ['status', 'product_id', 'rating'] };

/** Oldest or newest first, as a choice too: on a phone the rows are cards, without the column heads that sort. */
function OrderChoice({ url, order }: { url: TableUrl; order: string }) {
  return (
    <label className="review-order">
      Order
      <select
        value={order}
        onChange={(event) =>
          url.change({ sort: event.target.value === 'desc' ? { id: 'created_at', desc: true } : null })
        }
      >
        <option value="asc">Oldest first</option>
        <option value="desc">Newest first</option>
      </select>
    </label>
  );
}

/** The moderation queue: reviews waiting for a decision, oldest first, with their pictures. */
export default function ReviewsScreen() {
  const url = useTableUrlState(REVIEWS_TABLE);
  const { sort } = url.state;
  const query = { ...queryOf(url.state), order: sort?.id === 'created_at' && sort.desc ? 'desc' : 'asc' };
  const reviews = useReviewQueue(query);
  const status = (url.state.filters.status ?? 'waiting') as keyof typeof statusLabels;
  return (
    <>
      <ScreenHeader title="Reviews" />
      <ReviewFilters url={url} />
      <OrderChoice url={url} order={query.order} />
      <DataTable
        label={`${statusLabels[status] ?? 'Waiting'} reviews`}
        columns={reviewColumns}
        rows={reviews.data?.data}
        total={reviews.data?.total}
        rowId={(review) => String(review.id)}
        url={url}
        loading={reviews.isFetching}
        error={reviews.error}
        empty={status === 'waiting' ? 'No review is waiting for a decision.' : 'No reviews match the filter.'}
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
