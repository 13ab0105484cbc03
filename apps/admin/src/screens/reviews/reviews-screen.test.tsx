import type { ModeratedReview } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from '../../components/notices/notice-store';
import { errorAnswer, fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const waiting: ModeratedReview = {
  id: 7,
  product: { id: 3, name: 'Field jacket', slug: 'field-jacket' },
  author: 'Ivan P.',
  customer_id: '00000000-0000-4000-8000-000000000010',
  text: 'Dries overnight.',
  rating: 4,
  status: 'waiting',
  rejection_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  moderated_at: null,
  pictures: [{ id: 1, url: '/media/reviews/a.webp', thumbnail: '/media/c300/reviews/a.webp' }],
  version: 3,
};

/** A queue the stub keeps: a decision moves the review out of the waiting list. */
function reviewServer(overrides: Parameters<typeof fetchStub>[0] = {}) {
  let reviews = [waiting];
  const decide = (status: ModeratedReview['status'], reason: string | null) => (id: string) => {
    const changed = { ...waiting, id: Number(id), status, rejection_reason: reason, version: 4 };
    reviews = reviews.filter((r) => r.id !== Number(id));
    return { body: { data: changed } };
  };
  return fetchStub({
    'GET /admin/reviews': ({ query }) => {
      const shown = reviews.filter((r) => r.status === (query.get('status') ?? 'waiting'));
      return { body: { data: shown, total: shown.length } };
    },
    'POST /admin/reviews/:id/approve': (_r, { id }) => decide('approved', null)(id as string),
    'POST /admin/reviews/:id/reject': ({ body }, { id }) =>
      decide('rejected', (body as { reason: string }).reason)(id as string),
    ...overrides,
  });
}

describe('the reviews screen', () => {
  it('shows the waiting reviews with their pictures as thumbnails', async () => {
    const stub = reviewServer();
    renderAdmin('/reviews', stub.fetch, staffMember('viewer'));
    const review = await screen.findByRole('article', { name: 'Review by Ivan P.' });
    expect(within(review).getByText('Dries overnight.')).toBeTruthy();
    const author = within(review).getByRole('link', { name: 'Ivan P.' });
    expect(author.getAttribute('href')).toMatch(new RegExp(`/customers/${waiting.customer_id}$`));
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    const thumb = within(review).getByRole('img', { name: 'Attachment 1 of the review by Ivan P.' });
    expect(thumb.getAttribute('src')).toBe('/media/c300/reviews/a.webp');
    expect(stub.calls[0]?.query.get('order')).toBe('asc');
    // A viewer decides nothing.
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves with the version it read, and the review leaves the queue', async () => {
    const stub = reviewServer();
    const view = renderAdmin('/reviews', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Approve the review by Ivan P.' }));
    expect(stub.callsTo('POST', '/admin/reviews/7/approve')[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByText('No review is waiting for a decision.')).toBeTruthy();
  });

  it('rejects only with a reason, which the contract requires', async () => {
    const stub = reviewServer();
    const view = renderAdmin('/reviews', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Reject the review by Ivan P.' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the review by Ivan P.?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    expect(stub.callsTo('POST', '/admin/reviews/7/reject')).toEqual([]);
    await view.user.type(within(dialog).getByLabelText('Reason'), 'Names another shop');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(stub.callsTo('POST', '/admin/reviews/7/reject')[0]?.body).toEqual({
      reason: 'Names another shop',
      version: 3,
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a decision someone else took first (409) as the conflict banner', async () => {
    const stub = reviewServer({
      'POST /admin/reviews/:id/approve': errorAnswer(409, 'conflict', 'Someone else changed this review'),
    });
    const view = renderAdmin('/reviews', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Approve the review by Ivan P.' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(CONFLICT_MESSAGE)).toBeTruthy();
    expect(within(banner).getByText('Someone else changed this review')).toBeTruthy();
  });
});
