// Zod's `new Function` probe is a CSP violation on our pages, so browsers parse jitless. Set through the
// global zod adopts, without importing zod, so it runs before any chunk that brings it (stored-markup.spec.ts).
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
if (typeof document !== 'undefined') {
  const zodGlobal = globalThis as ZodGlobal;
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}

export {};
