import { createContext, useContext } from 'react';
import type { Message } from './checkout-messages';
import type { useCheckout } from './use-checkout';

export type CheckoutModel = ReturnType<typeof useCheckout> & {
  business: boolean;
  /** What shows under a field now: its client error or the server's messages (checkout-messages.ts). */
  messages: (key: string) => Message[];
};

export const CheckoutContext = createContext<CheckoutModel | null>(null);

/** The checkout's state and actions, for the sections of the form. */
export function useCheckoutModel(): CheckoutModel {
  const model = useContext(CheckoutContext);
  if (!model) throw new Error('useCheckoutModel needs the CheckoutContext of checkout-view.tsx');
  return model;
}
