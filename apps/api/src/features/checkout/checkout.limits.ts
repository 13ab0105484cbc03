/** The numbers of placing orders; docs/security.md lists them. */
export const checkoutLimits = {
  /** Both limits count in windows of this length, per node in memory. */
  windowSeconds: 10 * 60,
  /**
   * Orders per client key (IPv4 address, IPv6 /64): each order mails the address typed in, so a
   * loop must not turn the shop into a mail cannon; an office or a carrier's NAT still fits.
   */
  createsPerClientKey: 200,
  /** Orders per session: a shopper places one, retries a few. Idempotent replays count too. */
  createsPerSession: 20,
} as const;
