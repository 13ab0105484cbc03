import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fetchStub, fieldErrors } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const owner = staffMember('owner');
const codeSent = (resendAfter: number) => ({
  body: { data: { message: 'Code sent', expires_in_seconds: 600, resend_after_seconds: resendAfter } },
});
const signedIn = { body: { data: { token: 'fresh', expires_in_seconds: 900, staff: owner } } };
const emptyLists = { 'GET /admin/staff': { body: { data: [owner] } } };

async function askForCode(view: ReturnType<typeof renderAdmin>, email = 'owner@kordon.test') {
  await view.user.type(await screen.findByLabelText('E-mail'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send a code' }));
}

describe('the sign-in page', () => {
  it('sends a code to the address, then signs in with it and goes where the member was going', async () => {
    const stub = fetchStub({
      'POST /admin/auth/code': codeSent(60),
      'POST /admin/auth/check': signedIn,
      ...emptyLists,
    });
    const view = renderAdmin('/login?next=%2Fstaff', stub.fetch, null);
    await askForCode(view);
    expect(stub.callsTo('POST', '/admin/auth/code')[0]?.body).toEqual({ email: 'owner@kordon.test' });

    await view.user.type(await screen.findByLabelText('Code from the e-mail'), '123 456');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(stub.callsTo('POST', '/admin/auth/check')[0]?.body).toEqual({ email: 'owner@kordon.test', code: '123456' });
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeTruthy();
    expect(view.location()).toBe('/staff');
    expect(view.services.session.get()).toEqual({ status: 'signed-in', staff: owner });
  });

  it('checks the address with the contract’s rule before asking the server', async () => {
    const stub = fetchStub({});
    const view = renderAdmin('/login', stub.fetch, null);
    await askForCode(view, 'not-an-address');
    const field = screen.getByLabelText('E-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid email').id).toBe(field.getAttribute('aria-describedby'));
    expect(stub.calls).toEqual([]);
  });

  it('shows the server’s 422 message under the code field, and a 6-digit rule before it', async () => {
    const stub = fetchStub({
      'POST /admin/auth/code': codeSent(60),
      'POST /admin/auth/check': fieldErrors({ code: ['The code has expired'] }),
    });
    const view = renderAdmin('/login', stub.fetch, null);
    await askForCode(view);
    const code = await screen.findByLabelText('Code from the e-mail');
    await view.user.type(code, '12');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(stub.callsTo('POST', '/admin/auth/check')).toEqual([]);

    await view.user.clear(code);
    await view.user.type(code, '654321');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code has expired')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(view.services.session.get()).toEqual({ status: 'signed-out' });
  });

  it('offers a new code only after the server’s wait, and counts it down', async () => {
    const stub = fetchStub({ 'POST /admin/auth/code': codeSent(60) });
    const view = renderAdmin('/login', stub.fetch, null);
    await askForCode(view);
    const resend = await screen.findByRole('button', { name: 'Send a new code in 60 s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a new code once the wait is over', async () => {
    const stub = fetchStub({ 'POST /admin/auth/code': codeSent(0) });
    const view = renderAdmin('/login', stub.fetch, null);
    await askForCode(view);
    await view.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(stub.callsTo('POST', '/admin/auth/code')).toHaveLength(2);
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
  });

  it('says how long to wait when the server refuses for too many requests', async () => {
    const stub = fetchStub({
      'POST /admin/auth/code': {
        ...errorAnswer(429, 'rate_limited', 'Too many requests'),
        headers: { 'retry-after': '40' },
      },
    });
    const view = renderAdmin('/login', stub.fetch, null);
    await askForCode(view);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Too many requests. Try again in 40 s.')).toBeTruthy();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
  });

  it('sends a signed-out visitor of a screen to the sign-in page, keeping where they were going', async () => {
    const view = renderAdmin('/audit?page=2', fetchStub({}).fetch, null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(view.location()).toBe('/login?next=%2Faudit%3Fpage%3D2');
  });

  it('never sends the member off the back office after signing in', async () => {
    const stub = fetchStub({ ...emptyLists, 'GET /admin/audit': { body: { data: [], total: 0 } } });
    const view = renderAdmin('/login?next=%2F%2Fevil.example', stub.fetch, owner);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(view.location()).toBe('/');
  });
});
