import type { AuditEntry } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub, type SeenRequest } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';
import { changedFields } from './audit-changes';

const owner = staffMember('owner');
const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-28T18:14:00.000Z',
  staff: { id: owner.id, email: owner.email },
  action: 'staff.update',
  object_type: 'staff',
  object_id: `member-${id}`,
  before: { role: 'manager', name: 'Ivan' },
  after: { role: 'viewer', name: 'Ivan' },
  ...overrides,
});

/** 120 entries, paged and filtered as the server would. */
function auditServer() {
  const all = Array.from({ length: 120 }, (_, i) => entry(120 - i, i % 3 === 0 ? { object_type: 'order' } : {}));
  return fetchStub({
    'GET /admin/audit': ({ query }: SeenRequest) => {
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 50);
      const type = query.get('object_type');
      const id = query.get('object_id');
      const matching = all.filter((e) => (!type || e.object_type === type) && (!id || e.object_id === id));
      return { body: { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length } };
    },
  });
}

const lastQuery = (stub: ReturnType<typeof auditServer>) =>
  stub.callsTo('GET', '/admin/audit').at(-1)?.query.toString();
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Audit log entries' }))
    .getAllByRole('row')
    .slice(1);

describe('the audit log', () => {
  it('asks the server for the page the URL names and shows its rows', async () => {
    const stub = auditServer();
    renderAdmin('/audit?page=3', stub.fetch, owner);
    expect(await screen.findByText('Rows 101–120 of 120')).toBeTruthy();
    expect(lastQuery(stub)).toBe('page=3&per_page=50');
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0]!).getByText('staff.update')).toBeTruthy();
  });

  it('filters by object type and id through the URL, from page 1', async () => {
    const stub = auditServer();
    const view = renderAdmin('/audit?page=2', stub.fetch, owner);
    await screen.findByText('Rows 51–100 of 120');
    await view.user.type(screen.getByLabelText('Object type'), 'order');
    await view.user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Rows 1–40 of 40')).toBeTruthy();
    expect(view.location()).toBe('/audit?object_type=order');
    expect(lastQuery(stub)).toBe('page=1&per_page=50&object_type=order');

    await view.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Rows 1–50 of 120')).toBeTruthy();
    expect((screen.getByLabelText('Object type') as HTMLInputElement).value).toBe('');
  });

  it('narrows to one object from its row', async () => {
    const stub = auditServer();
    const view = renderAdmin('/audit', stub.fetch, owner);
    await screen.findByText('Rows 1–50 of 120');
    await view.user.click(within(bodyRows()[1]!).getByRole('button', { name: /member-119/ }));
    expect(await screen.findByText('Rows 1–1 of 1')).toBeTruthy();
    expect(view.location()).toBe('/audit?object_type=staff&object_id=member-119');
    expect((screen.getByLabelText('Object ID') as HTMLInputElement).value).toBe('member-119');
  });

  it('refuses a filter longer than the contract allows, without asking', async () => {
    const stub = auditServer();
    const view = renderAdmin('/audit', stub.fetch, owner);
    await screen.findByText('Rows 1–50 of 120');
    const reads = stub.calls.length;
    await view.user.type(screen.getByLabelText('Object type'), 'x'.repeat(41));
    await view.user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('Object type').getAttribute('aria-invalid')).toBe('true');
    expect(stub.calls.length).toBe(reads);
  });

  it('names the fields an entry changed', () => {
    expect(changedFields({ role: 'manager', name: 'Ivan' }, { role: 'viewer', name: 'Ivan' })).toEqual(['role']);
    expect(changedFields(null, { email: 'a@b', role: 'viewer' })).toEqual(['email', 'role']);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });
});
