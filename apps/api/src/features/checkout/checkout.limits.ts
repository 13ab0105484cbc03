import type { Config } from '../../config/env.js';

/**
 * The numbers of placing orders; docs/security.md lists them. Per client key (IPv4 address, IPv6
 * /64): each order mails the address typed in, so a loop must not turn the shop into a mail cannon,
 * while an office or a carrier's NAT still fits (default 200). Per session: a shopper places one and
 * retries a few; idempotent replays count too (default 20). Both per 10 minutes, per node in memory.
 */
export const checkoutLimits = (
  config: Pick<Config, 'CHECKOUT_CREATES_PER_SESSION' | 'CHECKOUT_CREATES_PER_CLIENT'>,
) => ({
  windowSeconds: 10 * 60,
  createsPerClientKey: config.CHECKOUT_CREATES_PER_CLIENT,
  createsPerSession: config.CHECKOUT_CREATES_PER_SESSION,
});
