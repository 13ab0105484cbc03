import { escapeHtml } from '../../platform/html.js';

/**
 * Stored pages name the shop's address as `{{shop_email}}`, filled in from the store's settings when served,
 * so a new address reaches every page at once (the answer carries the `store` tag).
 */
export const SHOP_EMAIL_TOKEN = '{{shop_email}}';

export const withShopEmail = (html: string, email: string) => html.replaceAll(SHOP_EMAIL_TOKEN, escapeHtml(email));
