import { type FieldErrors, fieldError } from '@kordon/contract';
import { CarrierUnavailable } from './shipping-provider.js';

/** A shopper waits on the answer: past this, the table's price is the better answer. */
export const CARRIER_TIMEOUT_MS = 8000;

export type CarrierAnswer = { status: number; body: unknown };

/**
 * One request to a carrier. A network failure, a timeout, a 5xx or a body that is not JSON
 * rejects with CarrierUnavailable; any other status resolves, for the adapter to read.
 */
export async function askCarrier(carrier: string, url: string, init: RequestInit): Promise<CarrierAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS) });
  } catch (error) {
    throw new CarrierUnavailable(carrier, error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500) throw new CarrierUnavailable(carrier, `answered ${response.status}`);
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw new CarrierUnavailable(carrier, `answered ${response.status} with a body that is not JSON`);
  }
}

/** Which request field a carrier's message is about, so the form can show it there. */
export function fieldOfMessage(message: string): 'postalCode' | 'address' | 'city' {
  if (/postal|zip|index|индекс/i.test(message)) return 'postalCode';
  if (/address|street|адрес|улиц/i.test(message)) return 'address';
  return 'city';
}

/** A carrier's own words of refusal, under their code. */
export const carrierRefusal = (reason: string) => fieldError('carrier_refused', { reason });

/** Groups carrier messages by the field they are about, each message once. */
export function fieldsOf(messages: string[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const message of messages) {
    const list = (fields[fieldOfMessage(message)] ??= []);
    if (!list.some((error) => error.message === message)) list.push(carrierRefusal(message));
  }
  return fields;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
