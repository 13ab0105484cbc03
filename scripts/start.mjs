#!/usr/bin/env node
// `npm start`: build what is not yet built, then run the shop in this process.
import { ensureBuilds } from './ensure-build.mjs';

const args = process.argv.slice(2);
const roleIndex = args.indexOf('--role');
if (roleIndex >= 0) process.env.ROLE = args[roleIndex + 1] ?? '';

if ((process.env.ROLE || 'all') !== 'api') ensureBuilds();

const { register } = await import('tsx/esm/api');
register();
await import('./shop.ts');
