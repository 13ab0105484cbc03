import type { FormHTMLAttributes, SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

type NavigateOptions = { preventScrollReset?: boolean; replace?: boolean };
type GetFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'> &
  NavigateOptions & { action?: string; method?: 'get' };

/** Where a GET form goes: its action with its fields as the query. */
function targetOf(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const query = new URLSearchParams(new FormData(form, submitter) as unknown as string[][]).toString();
  return `${form.getAttribute('action') ?? window.location.pathname}${query ? `?${query}` : ''}`;
}

/**
 * React Router's `<Form method="get">` for our GET forms, without the posting and fetching code that would
 * sit in the framework chunk every page loads (decision 0008).
 */
export function GetForm({ preventScrollReset, replace, onSubmit, action, ...props }: GetFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(targetOf(event.currentTarget, event.nativeEvent.submitter), { preventScrollReset, replace });
  };
  // data-discover: React Router learns the action's route when the form is shown, as with its <Form>.
  return <form method="get" {...props} action={action ?? pathname} data-discover="true" onSubmit={submit} />;
}

/** React Router's `useSubmit` for a GET form: navigates to what submitting `form` would load. */
export function useGetSubmit() {
  const navigate = useNavigate();
  return (form: HTMLFormElement, options: NavigateOptions = {}) => navigate(targetOf(form), options);
}
