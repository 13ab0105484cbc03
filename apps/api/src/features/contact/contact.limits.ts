/** The numbers of the contact form; docs/security.md lists them. Per node in memory, like sign-in's per-client brakes. */
export const contactLimits = {
  /** Both limits count in windows of this length. */
  windowSeconds: 60 * 60,
  /** Messages per client key (IPv4 address, IPv6 /64) an hour: sign-in's codes per address, per hour. */
  messagesPerClientKey: 5,
  /** Messages per session an hour: a shopper writes once or twice, a script many times. */
  messagesPerSession: 3,
} as const;
