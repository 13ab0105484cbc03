import { REVIEW_ATTACHMENT_BYTES_MAX, REVIEW_ATTACHMENTS_MAX } from '@kordon/contract';

/** The numbers of review writing; docs/security.md lists them. */
export const reviewLimits = {
  /** Reviews (attempts that pass the schema) one customer may send per hour, per node. */
  createsPerCustomerPerHour: 10,
  /** Longest side of a stored picture; larger ones are scaled down. */
  imageMaxSide: 1600,
  /**
   * Pixels a picture may declare before it is decoded (sharp's limitInputPixels): 40 MP covers
   * phone and camera photos that fit in 2 MB, and refuses a small file that unpacks to gigabytes.
   */
  imageMaxInputPixels: 40_000_000,
  /**
   * The create call's body: three pictures at the contract's base64 maximum, plus 64 KiB for the
   * text (2 000 characters, up to 6 bytes each when escaped) and the JSON around it: 8 454 157 bytes.
   */
  bodyBytes: REVIEW_ATTACHMENTS_MAX * (Math.ceil((REVIEW_ATTACHMENT_BYTES_MAX * 4) / 3) + 4) + 64 * 1024,
} as const;
