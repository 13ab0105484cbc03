import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { readMailbox, uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

describe('contacts page (issue 30, item 12)', () => {
  it("sends a shopper's message to the shop's mailbox, the answer going back to the shopper", async () => {
    const { page, context } = await openPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.shop.url}/contacts`);
    const { rows } = await suite.shop.database.pool.query<{ email: string }>('SELECT email FROM stores LIMIT 1');
    const shopEmail = rows[0]?.email ?? '';
    // The address shown is the store's, and the messengers are listed beside it.
    const contacts = page.locator('.contact-list');
    expect(await contacts.getByRole('link', { name: shopEmail }).getAttribute('href')).toBe(`mailto:${shopEmail}`);
    expect(await page.locator('.contact-messengers a').count()).toBeGreaterThan(0);

    const form = page.getByRole('region', { name: 'Write to us' });
    // Sent empty, each required field says so and nothing goes out.
    await form.getByRole('button', { name: 'Send the message' }).click();
    expect(await form.locator('[data-field="name"] .field-error').textContent()).toBe('Required field');
    expect(await form.locator('[data-field="message"] .field-error').textContent()).toBe('Required field');

    const email = uniqueEmail('contact');
    await form.getByLabel('Your name').fill('Anna Müller');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Order number (if it is about an order)').fill('K-1042');
    await form.getByLabel('Message').fill('Does the PC-1 carrier fit SAPI M plates?');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(`Thank you: your message is with us. We answer at ${email}.`);

    await expect.poll(async () => (await readMailbox(suite.shop)).some((mail) => mail.replyTo === email)).toBe(true);
    const mail = (await readMailbox(suite.shop)).find((entry) => entry.replyTo === email);
    expect(mail?.to).toBe(shopEmail);
    expect(mail?.text).toContain('Does the PC-1 carrier fit SAPI M plates?');
    expect(mail?.text).toContain('K-1042');
    await context.close();
  });
});
