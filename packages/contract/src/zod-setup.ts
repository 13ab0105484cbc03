import { config } from 'zod';

// Zod probes `new Function` when a schema is created, to compile fast parsers. Storefront pages
// forbid eval in their Content-Security-Policy, so in a browser the probe would be reported as
// a violation on every page; there, parsing a few form fields needs no compiler. The server
// keeps the compiled parsers. Imported first by index.ts, before any schema exists.
if (typeof document !== 'undefined') config({ jitless: true });
