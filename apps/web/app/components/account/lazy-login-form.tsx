import { type ComponentProps, lazy, Suspense } from 'react';

const loadLoginForm = () => import('./login-form');
const LoginForm = lazy(async () => ({ default: (await loadLoginForm()).LoginForm }));

/** Starts fetching the form (hover or focus on the sign-in button), so it opens without a wait. */
export const preloadLoginForm = () => void loadLoginForm();

/**
 * The sign-in form, fetched when it is first shown: it brings the contract's schemas (zod), which
 * no other part of a page needs. The /login page still gets it in its server-rendered HTML.
 */
export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return (
    <Suspense fallback={<div className="login" aria-busy="true" />}>
      <LoginForm {...props} />
    </Suspense>
  );
}
