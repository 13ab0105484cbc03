import type { StaffMember } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from '../../components/notices/notice-store';
import { errorAnswer, fetchStub, fieldErrors } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const owner = staffMember('owner');
const manager = staffMember('manager', {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Ivan Petrov',
  email: 'ivan@kordon.test',
});

/** A staff list the stub keeps, so a write shows on the next read. */
function staffServer(initial: StaffMember[], overrides: Parameters<typeof fetchStub>[0] = {}) {
  let members = [...initial];
  return fetchStub({
    'GET /admin/staff': () => ({ body: { data: members } }),
    'POST /admin/staff': ({ body }) => {
      const member = {
        ...staffMember('viewer'),
        id: '00000000-0000-4000-8000-000000000003',
        last_sign_in_at: null,
        ...(body as object),
      };
      members = [...members, member];
      return { status: 201, body: { data: member } };
    },
    'DELETE /admin/staff/:id': (_request, { id }) => {
      members = members.filter((m) => m.id !== id);
      return { body: { data: null } };
    },
    ...overrides,
  });
}

const row = (name: string) => screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('the staff screen', () => {
  it('lists every staff member with role, last sign-in and who is signed in', async () => {
    const stub = staffServer([owner, manager]);
    renderAdmin('/staff', stub.fetch, owner);
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(await within(table).findByText('ivan@kordon.test')).toBeTruthy();
    expect(within(row('Olga owner')).getByText('you')).toBeTruthy();
    expect(
      (within(row('Ivan Petrov')).getByRole('combobox', { name: 'Role of Ivan Petrov' }) as HTMLSelectElement).value,
    ).toBe('manager');
  });

  it('invites with the contract’s schema: a bad address is stopped in the form', async () => {
    const stub = staffServer([owner]);
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await view.user.type(within(dialog).getByLabelText('E-mail'), 'nobody');
    await view.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByText('Invalid email')).toBeTruthy();
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    expect(stub.callsTo('POST', '/admin/staff')).toEqual([]);
  });

  it('invites a new member and shows them in the list', async () => {
    const stub = staffServer([owner]);
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByLabelText('E-mail'), 'anna@kordon.test');
    await view.user.type(within(dialog).getByLabelText('Name'), 'Anna');
    await view.user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await view.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(stub.callsTo('POST', '/admin/staff')[0]?.body).toEqual({
      email: 'anna@kordon.test',
      name: 'Anna',
      role: 'manager',
    });
    expect(await screen.findByText('anna@kordon.test')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Anna was invited');
  });

  it('keeps the invite form open with the server’s words for a taken address or a field it refused', async () => {
    let answer = errorAnswer(409, 'conflict', 'A staff member with this e-mail exists');
    const stub = staffServer([owner], { 'POST /admin/staff': () => answer });
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByLabelText('E-mail'), 'owner@kordon.test');
    await view.user.type(within(dialog).getByLabelText('Name'), 'Again');
    await view.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A staff member with this e-mail exists');

    answer = fieldErrors({ name: ['Too long'] });
    await view.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Too long')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a role, sending the version the row was read at', async () => {
    const stub = staffServer([owner, manager], {
      'PATCH /admin/staff/:id': ({ body }) => ({ body: { data: { ...manager, ...(body as object) } } }),
    });
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ivan Petrov' }), 'viewer');
    const [patch] = stub.callsTo('PATCH', `/admin/staff/${manager.id}`);
    expect(patch?.body).toEqual({ role: 'viewer', version: 1 });
  });

  it('shows a stale edit’s 409 as the conflict banner, and Reload reads the list again', async () => {
    const stub = staffServer([owner, manager], {
      'PATCH /admin/staff/:id': errorAnswer(409, 'conflict', 'This member was changed by someone else'),
    });
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ivan Petrov' }), 'owner');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(CONFLICT_MESSAGE)).toBeTruthy();
    expect(within(banner).getByText('This member was changed by someone else')).toBeTruthy();
    const reads = stub.callsTo('GET', '/admin/staff').length;
    await view.user.click(within(banner).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stub.callsTo('GET', '/admin/staff').length).toBeGreaterThan(reads);
    expect((screen.getByRole('combobox', { name: 'Role of Ivan Petrov' }) as HTMLSelectElement).value).toBe('manager');
  });

  it('removes a member only after the confirm dialog', async () => {
    const stub = staffServer([owner, manager]);
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.click(await screen.findByRole('button', { name: 'Remove Ivan Petrov' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Ivan Petrov?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(stub.callsTo('DELETE', `/admin/staff/${manager.id}`)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Remove Ivan Petrov' }));
    await view.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(stub.callsTo('DELETE', `/admin/staff/${manager.id}`)).toHaveLength(1);
    expect(await screen.findByText('Ivan Petrov was removed.')).toBeTruthy();
    expect(screen.queryByText('ivan@kordon.test')).toBeNull();
  });

  it('keeps the confirm dialog open with the refusal when the last owner would go', async () => {
    const stub = staffServer([owner], {
      'DELETE /admin/staff/:id': errorAnswer(409, 'conflict', 'The shop keeps at least one owner'),
    });
    const view = renderAdmin('/staff', stub.fetch, owner);
    await view.user.click(await screen.findByRole('button', { name: 'Remove Olga owner' }));
    const confirm = screen.getByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('The shop keeps at least one owner');
  });

  it('is not for a manager: no list, no invite button', async () => {
    const stub = staffServer([owner]);
    renderAdmin('/staff', stub.fetch, manager);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite staff member' })).toBeNull();
    expect(stub.callsTo('GET', '/admin/staff')).toEqual([]);
  });
});
