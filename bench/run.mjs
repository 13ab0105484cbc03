#!/usr/bin/env node
// `npm run bench [-- --seconds N --connections N --large --only load|pages --no-desktop]`: the shop and a
// bare-Fastify baseline under autocannon, then Lighthouse, all on loopback (bench/bench.ts reads argv).
import { ensureBuilds } from '../scripts/ensure-build.mjs';

// The bench measures the production build; a stale one would measure yesterday's storefront.
ensureBuilds();
const { register } = await import('tsx/esm/api');
register();
await import('./bench.ts');
