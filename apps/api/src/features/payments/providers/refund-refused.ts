/** The provider refused a refund (already refunded, more than was paid …): its words, shown to staff. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}
