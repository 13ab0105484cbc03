import { fieldMessageOf } from '@kordon/contract';
import { type ReactNode, useId } from 'react';
import './form.css';

/** What the control inside a field spreads on itself: its id and the links to its hint and error. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  /** The field's message, from the form's own check (the contract's schema) or from the server's 422. */
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
};

/** A label, its control, a hint and the field's error, tied together for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {fieldMessageOf(error)}
        </p>
      )}
    </div>
  );
}

/** A form's message that belongs to no one field (a refused code request, the server unreachable). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-error">
      {fieldMessageOf(message)}
    </p>
  );
}
