import type pg from 'pg';
import type { Config } from './config/env.js';
import type { Db } from './db/client.js';

/**
 * What every feature receives. Lives apart from app.ts so that features need not import the
 * module that imports them (a type cycle); app-level services (outbox, mailer) hang on the app.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  version: string;
};
