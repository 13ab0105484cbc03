import { type Availability, CART_QUANTITY_MAX } from '@kordon/contract';

/** What the buttons of a cart row read of its line (spec-coverage 4.6b). */
export type LineStock = { availability: Availability; stock: number };

/**
 * spec-coverage 4.6b plus button, as the spec words it: preorder — disabled when the stock is 0 or
 * at most the quantity; drop_ship — enabled while the quantity is below 99; otherwise enabled only
 * while the stock exceeds the quantity. No line holds more than 99 (spec-coverage 5.5).
 */
export function canIncrease(line: LineStock, quantity: number): boolean {
  if (quantity >= CART_QUANTITY_MAX) return false;
  if (line.availability === 'preorder') return !(line.stock === 0 || line.stock <= quantity);
  if (line.availability === 'drop_ship') return quantity < CART_QUANTITY_MAX;
  return line.stock > quantity;
}

/** spec-coverage 4.6b minus button: enabled when the quantity is above 1. */
export const canDecrease = (quantity: number) => quantity > 1;

/** spec-coverage 4.6b delete button: enabled at a quantity of 1 or more. */
export const canDelete = (quantity: number) => quantity >= 1;

/** The most the plus button can reach: 99 for drop_ship, else the stock (never past 99). */
export const quantityLimit = (line: LineStock) =>
  line.availability === 'drop_ship' ? CART_QUANTITY_MAX : Math.min(Math.max(line.stock, 0), CART_QUANTITY_MAX);

/**
 * spec-coverage 5.5 quantity field: a whole number 1–99, held to what the line may reach. `clamped`
 * says a larger number was cut, which shows 'The maximum quantity is already in the cart'.
 * Null when the text is no number, so the field goes back to the quantity it had.
 */
export function typedQuantity(text: string, line: LineStock): { quantity: number; clamped: boolean } | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  const limit = Math.max(quantityLimit(line), 1);
  if (value > limit) return { quantity: limit, clamped: true };
  return { quantity: Math.max(value, 1), clamped: false };
}
