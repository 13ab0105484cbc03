import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let manager: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInStaff(t, 'manager');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(() => t.close());

const as = (who: SignedInStaff) => ({
  list: (query = '') => adminCall(t, 'GET', `/announcements${query}`, { token: who.token }),
  create: (body: unknown) => adminCall(t, 'POST', '/announcements', { token: who.token, body }),
  update: (id: number, body: unknown) => adminCall(t, 'PATCH', `/announcements/${id}`, { token: who.token, body }),
  remove: (id: number) => adminCall(t, 'DELETE', `/announcements/${id}`, { token: who.token }),
});
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'announcement'), eq(auditLog.objectId, String(id))))
    .orderBy(auditLog.id);
/** The storefront's strip as a shopper's page reads it (cached with the `content` tag). */
const strip = async (lang: 'en' | 'ru' = 'en') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1.2/announcements', headers: { 'x-app-language': lang } })).json()
    .data as { id: number; background_color: string; html_text: string }[];

let n = 0;
const entry = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    html_text: { en: `<p>Sale ${n}</p>`, ru: `<p>Распродажа ${n}</p>` },
    background_color: '#1F6F43',
    position: n,
    ...over,
  };
};

describe('POST /admin/announcements', () => {
  it('adds an entry, audits it, and the strip shows it on the next read (its cached answer dropped)', async () => {
    await strip(); // cache the strip as it is
    const response = await as(manager).create(entry());
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ background_color: '#1f6f43', status: 'live', is_active: true, version: 1 });
    expect((await strip()).find((a) => a.id === created.id)).toEqual({
      id: created.id,
      background_color: '#1f6f43',
      html_text: created.html_text.en,
    });
    expect((await strip('ru')).find((a) => a.id === created.id)?.html_text).toBe(created.html_text.ru);
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: 'announcement.create', staffId: manager.member.id, before: null });
    expect(audit?.after).toMatchObject({ backgroundColor: '#1f6f43', htmlText: created.html_text });
  });

  it('strips scripts, handlers and styles with the storefront allow-list before storing', async () => {
    const response = await as(manager).create(
      entry({
        html_text: {
          en: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a><b style="color:red">b</b></p>',
          ru: '<img src=x onerror="alert(3)"><strong>Привет</strong>',
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { html_text: html } = response.json().data;
    expect(html.en).toBe('<p>Hi <a>x</a><b>b</b></p>');
    expect(html.ru).toBe('<strong>Привет</strong>');
    expect(JSON.stringify(await strip())).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('refuses a text that is nothing but markup the allow-list drops', async () => {
    const response = await as(manager).create(entry({ html_text: { en: '<script>x()</script>', ru: 'ok' } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().codes).toEqual({ 'html_text.en': ['required'] });
  });

  it('answers the same entry again (a retry) with the first, writing nothing more', async () => {
    const body = entry();
    const first = (await as(manager).create(body)).json().data;
    const retry = await as(manager).create(body);
    expect(retry.json().data).toEqual(first);
    expect(await auditOf(first.id)).toHaveLength(1);
  });

  it('answers 422 per field: colour, texts, dates out of order', async () => {
    const response = await as(manager).create({ html_text: { en: '' }, background_color: 'red' });
    expect(response.statusCode).toBe(422);
    const codes = response.json().codes;
    expect(codes.background_color).toEqual(['invalid_color']);
    expect(codes['html_text.en']).toEqual(['required']);
    expect(codes['html_text.ru']).toBeDefined();
    const dates = await as(manager).create(
      entry({ starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }),
    );
    expect([dates.statusCode, dates.json().codes]).toEqual([422, { ends_at: ['ends_before_start'] }]);
  });

  it('refuses a viewer', async () => {
    expect((await as(viewer).create(entry())).statusCode).toBe(403);
  });
});

describe('GET /admin/announcements/preview', () => {
  it('answers the texts as the strip would show them, sanitised', async () => {
    const en = encodeURIComponent('<b onclick="x()">Hi</b><script>alert(1)</script>');
    const response = await adminCall(
      t,
      'GET',
      `/announcements/preview?en=${en}&ru=${encodeURIComponent('<i>Да</i>')}`,
      {
        token: viewer.token,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ en: '<b>Hi</b>', ru: '<i>Да</i>' });
  });
});

describe('GET /admin/announcements', () => {
  it('lists entries in strip order with what the strip does with each now, filtered on the server', async () => {
    const day = 86_400_000;
    const future = (await as(manager).create(entry({ starts_at: new Date(Date.now() + day).toISOString() }))).json()
      .data;
    const ended = (await as(manager).create(entry({ ends_at: new Date(Date.now() - day).toISOString() }))).json().data;
    const off = (await as(manager).create(entry({ is_active: false }))).json().data;
    expect(future.status).toBe('scheduled');
    expect(ended.status).toBe('ended');
    expect(off.status).toBe('off');
    const all = await as(viewer).list('?per_page=100');
    expect(all.statusCode).toBe(200);
    const positions = all.json().data.map((a: { position: number }) => a.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const scheduled = (await as(viewer).list('?status=scheduled')).json();
    expect(scheduled.data.map((a: { id: number }) => a.id)).toEqual([future.id]);
    expect(scheduled.total).toBe(1);
    const shown = (await strip()).map((a) => a.id);
    for (const hidden of [future.id, ended.id, off.id]) expect(shown).not.toContain(hidden);
  });
});

describe('PATCH /admin/announcements/:id', () => {
  it('changes an entry, moves the version on, audits what changed and updates the strip', async () => {
    const created = (await as(manager).create(entry())).json().data;
    await strip();
    const response = await as(manager).update(created.id, {
      background_color: '#000000',
      html_text: { en: '<p>New <em>text</em></p>', ru: created.html_text.ru },
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ background_color: '#000000', version: 2 });
    expect((await strip()).find((a) => a.id === created.id)).toMatchObject({
      background_color: '#000000',
      html_text: '<p>New <em>text</em></p>',
    });
    const last = (await auditOf(created.id)).at(-1);
    expect(last).toMatchObject({ action: 'announcement.update' });
    expect(last?.before).toEqual({ backgroundColor: '#1f6f43', htmlText: created.html_text });
    expect(last?.after).toEqual({
      backgroundColor: '#000000',
      htmlText: { en: '<p>New <em>text</em></p>', ru: created.html_text.ru },
    });
  });

  it('answers 409 to a stale version, writing nothing; a retry of a change already made answers the entry', async () => {
    const created = (await as(manager).create(entry())).json().data;
    await as(manager).update(created.id, { position: 500, version: 1 });
    const stale = await as(manager).update(created.id, { position: 600, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    const retry = await as(manager).update(created.id, { position: 500, version: 1 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ position: 500, version: 2 });
    expect(await auditOf(created.id)).toHaveLength(2);
  });

  it('refuses an end before the stored start', async () => {
    const created = (await as(manager).create(entry({ starts_at: '2030-06-01T00:00:00Z' }))).json().data;
    const response = await as(manager).update(created.id, { ends_at: '2030-05-01T00:00:00Z', version: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().codes).toEqual({ ends_at: ['ends_before_start'] });
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect((await as(manager).update(999_999, { position: 1, version: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /admin/announcements/:id', () => {
  it('takes the entry off the strip, audits it, and answers success again when it is gone', async () => {
    const created = (await as(manager).create(entry())).json().data;
    expect((await strip()).map((a) => a.id)).toContain(created.id);
    const response = await as(manager).remove(created.id);
    expect(response.statusCode).toBeLessThan(300);
    expect((await strip()).map((a) => a.id)).not.toContain(created.id);
    expect((await as(manager).remove(created.id)).statusCode).toBeLessThan(300);
    const entries = await auditOf(created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'announcement.remove', after: null });
    expect(entries).toHaveLength(2);
  });
});
