import { createHash } from 'node:crypto';
import { pageSecurityPolicy } from '../http/security-headers.js';

// Non-executable script types (JSON-LD, import maps stay executable) are data, not code.
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** The contents of every executable inline `<script>` of a page. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The page's CSP with the SHA-256 of each inline script the renderer wrote. A page served from
 * the cache cannot carry a per-response nonce (its bytes are shared), but its scripts' hashes are
 * as strict: markup that slipped into stored text has other contents, so it does not run.
 */
export function hashedScriptPolicy(html: string, options?: Parameters<typeof pageSecurityPolicy>[1]): string {
  const hashes = [...new Set(inlineScripts(html))].map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  return pageSecurityPolicy(hashes, options);
}
