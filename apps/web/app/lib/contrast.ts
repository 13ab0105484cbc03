/** Shared with the back office's preview of the strip (contract colour-contrast.ts). */
export { luminance, readableTextOn } from '@kordon/contract';
