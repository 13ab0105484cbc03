import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Rich texts written straight into the database (as an admin screen or an import would),
 * bypassing the seed's sanitiser: the API must still answer only allow-listed markup.
 */
const PAYLOAD =
  '<img src=x onerror="alert(1)"><script>alert(2)</script><svg onload="alert(3)"></svg>' +
  '<a href="javascript:alert(4)">link</a><p style="color:red" onclick="alert(5)">styled</p>' +
  '<iframe src="https://evil.example"></iframe>';
const PAYLOAD_SANITISED = '<a>link</a><p>styled</p>';

type Lang = 'en' | 'ru';
type Stored = Record<Lang, string>;

let t: TestApp;
/** The texts as the seed left them, before the payload was appended. */
let stored: Record<'page' | 'brand' | 'post', Stored & { slug: string }>;
let announcementsBefore: Array<{ id: number; html_text: Stored }>;

/** Appends the payload to both languages of a translated column; returns the rows' old texts. */
async function appendPayload(table: string, column: string, where: string) {
  const { rows } = await t.pool.query<{ id: number; slug: string | null; old: Stored }>(
    `SELECT id, to_jsonb(t)->>'slug' AS slug, ${column} AS old FROM ${table} AS t WHERE ${where}`,
  );
  await t.pool.query(
    `UPDATE ${table} SET ${column} = jsonb_build_object('en', ${column}->>'en' || $1, 'ru', ${column}->>'ru' || $1)
     WHERE id = ANY($2)`,
    [PAYLOAD, rows.map((row) => row.id)],
  );
  return rows;
}

async function appendPayloadToOne(table: string, column: string, where: string) {
  const [row] = await appendPayload(table, column, where);
  if (!row?.slug) throw new Error(`the demo catalogue has no row in ${table}`);
  return { slug: row.slug, ...row.old };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  stored = {
    page: await appendPayloadToOne('information_pages', 'content', "slug = 'payments'"),
    brand: await appendPayloadToOne('brands', 'description', 'id = (SELECT min(id) FROM brands)'),
    post: await appendPayloadToOne('posts', 'content', 'id = (SELECT min(id) FROM posts WHERE is_published)'),
  };
  const rows = await appendPayload('announcements', 'html_text', 'true');
  announcementsBefore = rows.map((row) => ({ id: row.id, html_text: row.old }));
});
afterAll(() => t.close());

const get = async (url: string, lang: Lang) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': lang } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe.each<Lang>(['en', 'ru'])('rich text written into the database, read in %s', (lang) => {
  it('information page content keeps its markup and loses the payload', async () => {
    const page = await get(`/information/${stored.page.slug}`, lang);
    expect(page.content).toBe(stored.page[lang] + PAYLOAD_SANITISED);
  });

  it('brand description keeps its markup and loses the payload', async () => {
    const brand = await get(`/brand/${stored.brand.slug}`, lang);
    expect(brand.description).toBe(stored.brand[lang] + PAYLOAD_SANITISED);
  });

  it('post content keeps its markup and loses the payload', async () => {
    const post = await get(`/store/posts/${stored.post.slug}`, lang);
    expect(post.content).toBe(stored.post[lang] + PAYLOAD_SANITISED);
  });

  it('announcements keep their markup and lose the payload', async () => {
    const answered: Array<{ id: number; html_text: string }> = await get('/announcements', lang);
    expect(answered.length).toBeGreaterThan(0);
    for (const announcement of answered) {
      const before = announcementsBefore.find((row) => row.id === announcement.id);
      expect(announcement.html_text).toBe(`${before?.html_text[lang]}${PAYLOAD_SANITISED}`);
    }
  });
});
