import type { LoginCodeSent } from '@kordon/contract';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/admin-context';
import { Checking } from '../../auth/require-staff';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import './login.css';

/** Only a path of the back office itself: `next` comes from the URL, which anyone can write. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/');

/** Sign-in by a one-time code mailed to the staff member: the address, then the code. */
export default function LoginScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<{ email: string; answer: LoginCodeSent }>();
  useEffect(() => {
    document.title = 'Sign in · Kordon back office';
  }, []);
  // Signed in (by the code, or by the refresh cookie on load): on to where the member was going.
  if (session.status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />;
  if (session.status === 'checking') return <Checking />;
  return (
    <div className="login">
      <main className="login-card">
        <p className="login-brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kordon back office
        </p>
        {sent ? (
          <CodeStep
            email={sent.email}
            answer={sent.answer}
            onResent={(answer) => setSent({ email: sent.email, answer })}
            onChangeEmail={() => setSent(undefined)}
          />
        ) : (
          <EmailStep onSent={(email, answer) => setSent({ email, answer })} />
        )}
      </main>
    </div>
  );
}
