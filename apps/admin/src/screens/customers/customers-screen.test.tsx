import type { CustomerDetail } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const olga: CustomerDetail = {
  id: '00000000-0000-4000-8000-000000000020',
  email: 'olga@example.com',
  firstname: 'Olga',
  lastname: 'Smirnova',
  phone: '+49 30 901821',
  created_at: '2026-10-01T10:00:00.000Z',
  order_count: 1,
  anonymised_at: null,
  addresses: [
    {
      id: 'a1',
      name: 'Home',
      countryCode: 'DE',
      countryName: 'Germany',
      zone: 'DE-BE',
      zoneName: 'Berlin',
      city: 'Berlin',
      address: 'Friedrichstrasse 43',
      postalCode: '10117',
    },
  ],
  orders: [
    {
      id: 'o1',
      number: 'KR-1001',
      date: '2026-11-02T10:00:00.000Z',
      state: 'created',
      stateName: 'Order created',
      total: '€14.00',
      itemCount: 2,
      trackNumber: null,
    },
  ],
  reviews: [],
  restock_requests: [],
};

function customerServer() {
  let customer = olga;
  return fetchStub({
    'GET /admin/customers': ({ query }) => ({
      body: { data: query.get('q') === 'nobody' ? [] : [customer], total: query.get('q') === 'nobody' ? 0 : 1 },
    }),
    'GET /admin/customers/:id': () => ({ body: { data: customer } }),
    'POST /admin/customers/:id/anonymise': () => {
      customer = {
        ...customer,
        email: `anon-${customer.id}@invalid`,
        firstname: '',
        lastname: '',
        phone: null,
        addresses: [],
        anonymised_at: '2026-11-28T12:00:00.000Z',
      };
      return { body: { data: customer } };
    },
  });
}

describe('the customers screens', () => {
  it('searches on the server and opens a customer with their orders and addresses', async () => {
    const stub = customerServer();
    const view = renderAdmin('/customers', stub.fetch, staffMember('viewer'));
    await view.user.type(await screen.findByLabelText('E-mail or name'), 'olga');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.location()).toBe('/customers?q=olga');
    await view.user.click(await screen.findByRole('link', { name: 'Olga Smirnova' }));
    const orders = await screen.findByRole('region', { name: 'Orders (1)' });
    expect(view.location()).toBe(`/customers/${olga.id}`);
    expect(within(orders).getByText('KR-1001')).toBeTruthy();
    expect(within(orders).getByText('€14.00')).toBeTruthy();
    const addresses = screen.getByRole('region', { name: 'Saved addresses' });
    expect(within(addresses).getByText(/Friedrichstrasse 43/)).toBeTruthy();
    // Only the owner may anonymise.
    expect(screen.queryByRole('button', { name: 'Anonymise…' })).toBeNull();
  });

  it('lets the owner anonymise after a confirmation', async () => {
    const stub = customerServer();
    const view = renderAdmin(`/customers/${olga.id}`, stub.fetch, staffMember('owner'));
    await view.user.click(await screen.findByRole('button', { name: 'Anonymise…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Anonymise olga@example.com?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Anonymise for good' }));
    expect(stub.callsTo('POST', `/admin/customers/${olga.id}/anonymise`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Anonymised customer' })).toBeTruthy();
    expect(screen.getByText('No saved addresses.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anonymise…' })).toBeNull();
  });
});
