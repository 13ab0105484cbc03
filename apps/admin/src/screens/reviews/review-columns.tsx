import type { ModeratedReview } from '@kordon/contract';
import { Link } from 'react-router';
import { useCan, useServices } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDateTime } from '../../components/format/format';
import { RejectDialog } from './reject-dialog';
import { useApproveReview, useDeleteReview } from './reviews-queries';

export const statusLabels = { waiting: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span className="review-stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewCell({ review }: { review: ModeratedReview }) {
  return (
    <article className="review-cell" aria-label={`Review by ${review.author}`}>
      <p className="review-head">
        {review.customer_id ? (
          <Link to={`/customers/${review.customer_id}`} className="cell-strong">
            {review.author}
          </Link>
        ) : (
          <span className="cell-strong">{review.author}</span>
        )}{' '}
        <Stars rating={review.rating} />
      </p>
      <p className="review-text">{review.text}</p>
      {review.pictures.length > 0 && (
        <ul className="review-thumbs">
          {review.pictures.map((picture, i) => (
            <li key={picture.id}>
              <a href={picture.url} target="_blank" rel="noreferrer">
                <img
                  src={picture.thumbnail}
                  alt={`Attachment ${i + 1} of the review by ${review.author}`}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function StatusCell({ review }: { review: ModeratedReview }) {
  return (
    <div>
      <span className={`status-badge status-${review.status}`}>{statusLabels[review.status]}</span>
      {review.rejection_reason && <p className="review-reason">Reason: {review.rejection_reason}</p>}
    </div>
  );
}

function ActionsCell({ review }: { review: ModeratedReview }) {
  const approve = useApproveReview();
  const remove = useDeleteReview();
  const { notices } = useServices();
  if (!useCan('manager')) return null;
  return (
    <div className="review-actions">
      {review.status !== 'approved' && (
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={`Approve the review by ${review.author}`}
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(
              { id: review.id, version: review.version },
              {
                onSuccess: () =>
                  notices.show({ kind: 'done', message: `The review by ${review.author} is published.` }),
              },
            )
          }
        >
          Approve
        </button>
      )}
      {review.status !== 'rejected' && <RejectDialog review={review} />}
      <ConfirmDialog
        trigger={
          <button type="button" className="button button-small" aria-label={`Delete the review by ${review.author}`}>
            Delete
          </button>
        }
        title={`Delete the review by ${review.author}?`}
        description="The review and its pictures are deleted for good. Rejecting it keeps it out of sight instead."
        confirmLabel="Delete"
        onConfirm={async () => {
          await remove.mutateAsync({ id: review.id });
          notices.show({ kind: 'done', message: `The review by ${review.author} was deleted.` });
        }}
      />
    </div>
  );
}

const column = columnsOf<ModeratedReview>();

export const reviewColumns = column.columns([
  column.display({ id: 'review', header: 'Review', cell: ({ row }) => <ReviewCell review={row.original} /> }),
  column.accessor('product', {
    header: 'Product',
    cell: ({ getValue }) => (
      <a href={`/product/${getValue().slug}`} target="_blank" rel="noreferrer">
        {getValue().name}
      </a>
    ),
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: 'Written',
    enableSorting: true,
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor('status', { header: 'Status', cell: ({ row }) => <StatusCell review={row.original} /> }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <ActionsCell review={row.original} />,
  }),
]);
