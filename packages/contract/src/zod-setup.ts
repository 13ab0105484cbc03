// Zod probes `new Function` when a schema is created, to compile fast parsers. Storefront pages
// forbid eval in their Content-Security-Policy, so in a browser the probe would be reported as a
// violation; there, parsing a few form fields needs no compiler. The server keeps the compiled
// parsers. Zod (4.6, core.js) keeps its settings on `globalThis.__zod_globalConfig` and adopts an
// object already there, so this needs no import of zod: the storefront's entry.client.tsx imports it
// first, which puts it in the every-page shell chunk; the boot evaluates that chunk before any lazy
// chunk that brings zod. index.ts imports it first as well, for other clients.
// e2e/stored-markup.spec.ts fails on the CSP report if this stops working.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
if (typeof document !== 'undefined') {
  const zodGlobal = globalThis as ZodGlobal;
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}

export {};
