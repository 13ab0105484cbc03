import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

/** Every environment variable the shop reads; docs/configuration.md mirrors this list. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Which parts this process serves: the API, the storefront renderer, or both. */
  ROLE: z.enum(['api', 'web', 'all']).default('all'),
  /** Where a web-only process (ROLE=web) reaches the API; unused otherwise. */
  API_ORIGIN: z.string().url().optional(),
  /** Public origin used in canonical links, e-mails and the sitemap. */
  SITE_URL: z.string().url().optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the embedded PostgreSQL keeps its files (and var/mail, var/media-cache live beside it). */
  DATA_DIR: z.string().min(1).default('var'),
  /** Product images and other media served under /media (default DATA_DIR/media). */
  MEDIA_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanish.default(true),
  /** Secret for signing access tokens; required in production. */
  JWT_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= 32, 'must be at least 32 bytes long')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Kordon <shop@kordon.example>'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Orders one session / one client key may place per 10 minutes (docs/security.md); the bench raises them. */
  CHECKOUT_CREATES_PER_SESSION: z.coerce.number().int().min(1).default(20),
  CHECKOUT_CREATES_PER_CLIENT: z.coerce.number().int().min(1).default(200),
  /**
   * Milliseconds of uncached work one client key may spend per second, and in one burst (docs/security.md);
   * 0 turns the brake off, as the bench does: its one address stands for many shoppers.
   */
  CLIENT_WORK_MS_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).optional(),
  CLIENT_WORK_BURST_MS: z.coerce.number().int().min(100).max(10_000_000).default(2_000),
  /** The bench only: `X-Cache-Bypass: <token>:<nonce>` keys a request by its nonce, a first visit each time. */
  CACHE_BYPASS_TOKEN: z.string().min(16).optional(),
  /** Page renders under way at once; 64 more may wait, past that a new render answers 503 (docs/security.md). */
  RENDERS_IN_FLIGHT_MAX: z.coerce.number().int().min(1).max(1_000).default(16),
  /** Unpaid orders one session / one client key may hold at once (docs/security.md); 0 turns the cap off (the bench). */
  CHECKOUT_UNPAID_PER_SESSION: z.coerce.number().int().min(0).default(3),
  CHECKOUT_UNPAID_PER_CLIENT: z.coerce.number().int().min(0).default(10),
  /** How long an unpaid order holds its stock and coupon use, by payment provider (docs/checkout.md, "Holds"). */
  ORDER_HOLD_CARD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  ORDER_HOLD_PAYPAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  ORDER_HOLD_BANK_TRANSFER_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24)
    .default(72),
  /** Back-office requests per minute, per client key and per staff member (all, and writes); docs/security.md. */
  ADMIN_REQUESTS_PER_MINUTE_PER_CLIENT: z.coerce.number().int().min(1).default(600),
  ADMIN_REQUESTS_PER_MINUTE_PER_STAFF: z.coerce.number().int().min(1).default(300),
  ADMIN_WRITES_PER_MINUTE_PER_STAFF: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How many reverse proxies stand in front of the shop; only their X-Forwarded-For entries are believed. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Payments (docs/payments.md). The test card gateway is on unless NODE_ENV=production.
  TEST_CARD_ENABLED: booleanish.optional(),
  /** Signs the test gateway's confirmations; generated per DATA_DIR when unset (outside production). */
  TEST_CARD_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= 32, 'must be at least 32 bytes long')
    .optional(),
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Tests and mocks: Stripe's API at another origin (http://127.0.0.1:12111). */
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Tests and mocks: PayPal's API at another origin. */
  PAYPAL_API_BASE: z.string().url().optional(),
  /** Delivery (docs/shipping.md): each carrier's API is called only when its credentials are set. */
  SHIPPING_ORIGIN_POSTAL_CODE: z
    .string()
    .regex(/^\d{6}$/, 'must be a six-digit postal code')
    .default('101000'),
  CDEK_CLIENT_ID: z.string().optional(),
  CDEK_CLIENT_SECRET: z.string().optional(),
  CDEK_API_URL: z.string().url().optional(),
  RUSSIAN_POST_ENABLED: booleanish.default(false),
  RUSSIAN_POST_API_URL: z.string().url().optional(),
  SAFEROUTE_TOKEN: z.string().optional(),
  SAFEROUTE_SHOP_ID: z.string().optional(),
  SAFEROUTE_API_URL: z.string().url().optional(),
  /** Russian city suggestions from DaData; the bundled city table otherwise. */
  DADATA_API_KEY: z.string().optional(),
  DADATA_API_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  dataDir: string;
  mediaDir: string;
  siteUrl: string;
  jwtSecret: string;
  isProduction: boolean;
  /** CLIENT_WORK_MS_PER_SECOND with its default: 250, or 0 (off) in tests. */
  clientWorkMsPerSecond: number;
};

export class ConfigError extends Error {}

/** Development only: a fixed secret keeps tokens valid across restarts. It is public, so production refuses it. */
export const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production!';

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (env.ROLE === 'web' && !env.API_ORIGIN) {
    throw new ConfigError(
      'Invalid environment configuration:\n  API_ORIGIN: required when ROLE=web (the URL of an API process)',
    );
  }
  if (isProduction && (!env.JWT_SECRET || env.JWT_SECRET === DEVELOPMENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  JWT_SECRET: required in production: 32+ random bytes, not the published development value (try `openssl rand -base64 48`)',
    );
  }
  // E-mail links and payment return URLs are built on it: a guess from HOST and PORT points nowhere.
  if (isProduction && !env.SITE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SITE_URL: required in production: the public address of the shop, such as https://shop.example',
    );
  }
  const paymentProblem = paymentConfigProblem(env, isProduction);
  if (paymentProblem) throw new ConfigError(`Invalid environment configuration:\n  ${paymentProblem}`);
  return {
    ...env,
    isProduction,
    dataDir: path.resolve(env.DATA_DIR),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media')),
    siteUrl: (env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_SECRET,
    clientWorkMsPerSecond: env.CLIENT_WORK_MS_PER_SECOND ?? (env.NODE_ENV === 'test' ? 0 : 250),
  };
}

/** A provider half configured, or the test card gateway in production without its own secret. */
function paymentConfigProblem(env: Env, isProduction: boolean): string | null {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    return 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither';
  }
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    return 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither';
  }
  if (isProduction && env.TEST_CARD_ENABLED && !env.TEST_CARD_SECRET) {
    return 'TEST_CARD_SECRET: required in production when TEST_CARD_ENABLED is set';
  }
  return null;
}

/**
 * React picks its build from process.env.NODE_ENV when first imported: unless NODE_ENV was set, the
 * renderer gets the production one (decision 0005); the shop's own mode follows config.NODE_ENV.
 */
export function preferProductionRenderer(source: Record<string, string | undefined> = process.env) {
  if (!source.NODE_ENV) source.NODE_ENV = 'production';
}
