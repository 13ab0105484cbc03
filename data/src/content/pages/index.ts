import { deliveryTypes } from './delivery-types.js';
import { payments } from './payments.js';
import { privacy } from './privacy.js';
import { publicOffer } from './public-offer.js';
import { returnPolicy } from './return.js';
import type { InformationPage } from './types.js';
import { wholesales } from './wholesales.js';

/** The six information pages of the spec, in footer order. */
export const INFORMATION_PAGES: InformationPage[] = [
  deliveryTypes,
  payments,
  wholesales,
  returnPolicy,
  publicOffer,
  privacy,
];
