import path from 'node:path';
import { parseArgs } from 'node:util';
import { orderState, staffInvite } from '@kordon/contract';
import { ConfigError, loadConfig } from '../config/env.js';
import { connect, openDatabase } from '../db/client.js';
import { runningEmbeddedUrl } from '../db/embedded-postgres.js';
import { migrateDatabase } from '../db/migrate.js';
import { addStaffFromCommandLine } from '../features/admin/staff/staff.service.js';
import { advanceOrder, expireUnpaidOrders } from '../features/orders/orders.service.js';
import { AppError } from '../http/app-error.js';

const usage = `Usage: npm run shop -- <command>

  order:advance <number> [--to <state>] [--tracking <number>] [--note <text>]
      Moves an order one step along created → assembly → assembled → shipped → delivered
      (or to --to, e.g. cancelled). Shipping needs --tracking. Moving an unpaid order
      (bank transfer) to created records its payment. Cancelling gives its units and
      coupon use back, once. The customer is e-mailed.

  orders:expire
      Cancels now every unpaid order whose hold ran out (the running shop does it every
      minute), giving back their units and coupon uses and mailing the customers.

  staff:add <email> --role owner|manager|viewer [--name <name>]
      Adds a back-office staff member (the first owner of a new shop) and mails them
      how to sign in at /admin/login. Audited as the command line.`;

/** Opens the shop's database: DATABASE_URL, the running shop's embedded server, or a new one. */
async function openShopDatabase(config: ReturnType<typeof loadConfig>) {
  const running = config.DATABASE_URL ? null : await runningEmbeddedUrl(path.join(config.dataDir, 'pg'));
  if (running) {
    const { db, pool } = connect(running, 2);
    return { db, pool, close: () => pool.end() };
  }
  const database = await openDatabase(config);
  await migrateDatabase(database.pool);
  return database;
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      tracking: { type: 'string' },
      note: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
  });
  const [command, number] = positionals;
  if (command === 'orders:expire') return expireNow();
  if (command === 'staff:add') return addStaffMember(number, values);
  if (command !== 'order:advance' || !number) {
    console.error(usage);
    return 64; // EX_USAGE
  }
  const to = values.to === undefined ? undefined : orderState.safeParse(values.to);
  if (to && !to.success) {
    console.error(`Unknown state "${values.to}". States: ${orderState.options.join(', ')}`);
    return 64;
  }
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    const moved = await advanceOrder(
      { db: database.db, config },
      { number, to: to?.data, trackNumber: values.tracking ?? null, note: values.note ?? null },
    );
    const back = moved.returned ? ' Its units and coupon use are back.' : '';
    console.log(`Order ${moved.number}: ${moved.from} → ${moved.to}.${back} The customer will be e-mailed.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const fields = Object.values(error.fields ?? {}).flat();
      console.error(fields.length > 0 ? fields.join('\n') : error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Checks the arguments with the contract's own rules, then adds the member. */
async function addStaffMember(email: string | undefined, values: { role?: string; name?: string }) {
  const input = staffInvite.safeParse({ email, role: values.role, name: values.name ?? email?.split('@')[0] });
  if (!input.success) {
    const problems = input.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    console.error(`${problems.join('\n')}\n\n${usage}`);
    return 64;
  }
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    const member = await addStaffFromCommandLine({ db: database.db, config }, input.data);
    console.log(`${member.email} is a staff member (${member.role}). They sign in at ${config.siteUrl}/admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Runs the expiry sweep until no order is due (a batch at a time). */
async function expireNow() {
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    let expired = 0;
    for (;;) {
      const batch = await expireUnpaidOrders({ db: database.db, config });
      expired += batch;
      if (batch === 0) break;
    }
    console.log(`${expired} unpaid order(s) expired.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
