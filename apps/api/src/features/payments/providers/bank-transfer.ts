import type { PaymentProvider } from '../payment-provider.js';

/**
 * Bank transfer: nothing to open. The instructions go by e-mail (bank-transfer.mail.ts) and the
 * order is marked paid when the owner sees the money arrive (`order:advance`, docs/payments.md).
 */
export const bankTransferProvider: PaymentProvider = {
  code: 'bank_transfer',
  start: async () => ({ url: null }),
  // The money came by transfer: the shop sends it back the same way; the refund is recorded as manual.
  refund: async () => ({ status: 'manual', externalId: null }),
};
