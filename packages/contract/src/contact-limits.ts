// No zod here: the storefront's contact form reads these lengths without loading the schemas.

/** The contact form's lengths: a name, and a message long enough for an order question, not a file. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_ORDER_NUMBER_MAX = 32;
