import type { Config } from '../../config/env.js';

/**
 * Orders per client key and per session, per node (docs/security.md): each order mails the address typed
 * in, so a loop must not make the shop a mail cannon, while an office's NAT still fits.
 */
export const checkoutLimits = (
  config: Pick<Config, 'CHECKOUT_CREATES_PER_SESSION' | 'CHECKOUT_CREATES_PER_CLIENT'>,
) => ({
  windowSeconds: 10 * 60,
  createsPerClientKey: config.CHECKOUT_CREATES_PER_CLIENT,
  createsPerSession: config.CHECKOUT_CREATES_PER_SESSION,
});
