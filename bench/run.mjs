#!/usr/bin/env node
// `npm run bench`: load (autocannon) and page speed (Lighthouse) against a real shop on loopback.
import { ensureStorefrontBuild } from '../scripts/ensure-build.mjs';

ensureStorefrontBuild();
const { register } = await import('tsx/esm/api');
register();
await import('./bench.ts');
