// What the header's sign-in button needs of the flow, in every page's first download; the flow itself
// loads with the form and registers here (before that it is at its first step).

type LoginFlowHandle = { step: () => 'email' | 'code'; backToEmail: () => void };

let handle: LoginFlowHandle | null = null;

export function registerLoginFlow(flow: LoginFlowHandle) {
  handle = flow;
}

/** spec-coverage 4.1b: the step the flow is at. */
export const loginStep = () => handle?.step() ?? 'email';

/** spec-coverage 4.1b: back to the e-mail form; the code and the errors are cleared. */
export const backToEmail = () => handle?.backToEmail();
