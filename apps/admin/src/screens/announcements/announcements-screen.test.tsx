import type { AdminAnnouncement } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const manager = staffMember('manager');
const viewer = staffMember('viewer');

const entry = (over: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  id: 1,
  html_text: { en: '<p>Free delivery <strong>today</strong></p>', ru: '<p>Бесплатная доставка</p>' },
  background_color: '#1f6f43',
  position: 0,
  starts_at: null,
  ends_at: null,
  is_active: true,
  status: 'live',
  version: 3,
  ...over,
});

/** The list the stub keeps; the preview answers what the server's sanitiser would (scripts gone). */
function announcementsServer(initial: AdminAnnouncement[], overrides: Parameters<typeof fetchStub>[0] = {}) {
  let entries = [...initial];
  return fetchStub({
    'GET /admin/announcements': ({ query }) => {
      const status = query.get('status');
      const data = entries.filter((e) => !status || e.status === status);
      return { body: { data, total: data.length } };
    },
    'GET /admin/announcements/preview': ({ query }) => ({
      body: {
        data: {
          en: (query.get('en') ?? '').replace(/<script>.*?<\/script>/g, ''),
          ru: (query.get('ru') ?? '').replace(/<script>.*?<\/script>/g, ''),
        },
      },
    }),
    'POST /admin/announcements': ({ body }) => {
      const created = { ...entry(), ...(body as object), id: 2, version: 1 } as AdminAnnouncement;
      entries = [...entries, created];
      return { status: 201, body: { data: created } };
    },
    ...overrides,
  });
}

describe('the announcements screen', () => {
  it('shows the strip as shoppers see it now, in either language, and every entry with its status', async () => {
    const stub = announcementsServer([
      entry(),
      entry({ id: 5, status: 'off', html_text: { en: 'Old', ru: 'Старое' } }),
    ]);
    const view = renderAdmin('/announcements', stub.fetch, viewer);
    const strip = await screen.findByRole('list', { name: 'The strip as shoppers see it now' });
    expect(within(strip).getByText('today').tagName).toBe('STRONG');
    expect((within(strip).getByRole('listitem') as HTMLElement).style.background).toMatch(/#1f6f43|rgb\(31, 111, 67\)/);
    expect(within(strip).queryByText('Old')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'RU' }));
    expect(within(strip).getByText('Бесплатная доставка')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Announcements' });
    expect(within(table).getByText('Switched off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add announcement' })).toBeNull();
  });

  it('filters on the server by status, kept in the URL', async () => {
    const stub = announcementsServer([entry()]);
    const view = renderAdmin('/announcements', stub.fetch, manager);
    await screen.findByRole('table', { name: 'Announcements' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'scheduled');
    expect(view.location()).toBe('/announcements?status=scheduled');
    expect(await screen.findByText('No announcements match the filter.')).toBeTruthy();
  });

  it('adds an entry with the contract’s rules, previewing the sanitised text as it is typed', async () => {
    const stub = announcementsServer([entry()]);
    const view = renderAdmin('/announcements', stub.fetch, manager);
    await view.user.click(await screen.findByRole('button', { name: 'Add announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add announcement' });
    await view.user.type(within(dialog).getByLabelText('Text (English)'), '<b>Sale</b><script>x</script>');
    const preview = within(dialog).getByRole('list', { name: 'Preview of the strip' });
    expect((await within(preview).findByText('Sale')).tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('script');
    const colour = within(dialog).getByLabelText('Background colour');
    await view.user.clear(colour);
    await view.user.type(colour, 'green');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Use a colour such as #1f6f43')).toBeTruthy();
    expect(within(dialog).getByText('Required field')).toBeTruthy(); // the Russian text
    expect(stub.callsTo('POST', '/admin/announcements')).toEqual([]);

    await view.user.clear(colour);
    await view.user.type(colour, '#AA0000');
    await view.user.type(within(dialog).getByLabelText('Text (Russian)'), 'Скидки');
    await view.user.type(within(dialog).getByLabelText('Shown from'), '2030-05-01T10:00');
    await view.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const [post] = stub.callsTo('POST', '/admin/announcements');
    expect(post?.body).toMatchObject({
      html_text: { en: '<b>Sale</b><script>x</script>', ru: 'Скидки' },
      background_color: '#aa0000',
      position: 1,
      starts_at: new Date('2030-05-01T10:00').toISOString(),
      ends_at: null,
      is_active: true,
    });
    expect(await screen.findByText('The announcement was added.')).toBeTruthy();
  });

  it('edits with the version it read, and shows a stale edit’s 409 in the dialog', async () => {
    const stub = announcementsServer([entry()], {
      'PATCH /admin/announcements/:id': errorAnswer(409, 'conflict', 'Someone else changed this announcement'),
    });
    const view = renderAdmin('/announcements', stub.fetch, manager);
    await view.user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit announcement' });
    const order = within(dialog).getByLabelText('Order');
    await view.user.clear(order);
    await view.user.type(order, '7');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stub.callsTo('PATCH', '/admin/announcements/1')[0]?.body).toMatchObject({ position: 7, version: 3 });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Someone else changed this announcement');
  });
});
