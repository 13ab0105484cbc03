import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { withShopEmail } from './shop-contacts.js';

describe("a stored page's shop address", () => {
  it("is the store's e-mail wherever the page names {{shop_email}}, link and text alike, after sanitising", () => {
    const stored = '<p>Write to <a href="mailto:{{shop_email}}">{{shop_email}}</a>.</p>';
    expect(withShopEmail(sanitizeRichText(stored), 'orders@shop.example')).toBe(
      '<p>Write to <a href="mailto:orders@shop.example">orders@shop.example</a>.</p>',
    );
  });

  it('is escaped text, never markup', () => {
    expect(withShopEmail('<p>{{shop_email}}</p>', '"a<b>"@x.example')).toBe('<p>&quot;a&lt;b&gt;&quot;@x.example</p>');
  });
});
