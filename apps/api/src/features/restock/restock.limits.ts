/** The numbers of restock notices; docs/security.md lists them. */
export const restockLimits = {
  /** Both per-client limits count in windows of this length, per node in memory. */
  windowSeconds: 10 * 60,
  /** Requests per client key (IPv4 address, IPv6 /64): a shared office or carrier address. */
  requestsPerClientKey: 60,
  /** Requests per session: a shopper asks for a few sizes, not for the catalogue. */
  requestsPerSession: 10,
  /** Seconds from ready to the first sweep, then between sweeps. */
  sweepFirstRunAfterSeconds: 30,
  sweepEverySeconds: 30,
  /** Requests marked and mailed per transaction. */
  sweepBatchSize: 500,
} as const;
