import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import type { Message } from './checkout-messages';

/** The text of a message in the page's language (a catalogue entry), or the server's own words. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: Message) => ('key' in message ? t(message.key, message.values) : message.text);
}

/** A DOM id of a field's key: `customer.phone` → `checkout-customer-phone`. */
export const fieldId = (key: string) => `checkout-${key.replace(/\W+/g, '-')}`;

/** spec-coverage 5.8b: a field's messages, listed under it. */
export function FieldErrors({ id, messages }: { id?: string; messages: Message[] }) {
  const text = useMessageText();
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="field-errors">
      {[...new Set(messages.map(text))].map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

type FieldProps = {
  /** The key of the field's messages (`customer.phone`); also its DOM id. */
  field: string;
  label: string;
  messages: Message[];
  hint?: string;
  className?: string;
};

/** Label, control, hint and messages of one field; the control is told which text describes it. */
function Field({ field, label, messages, hint, className, control }: FieldProps & { control: ReactNode }) {
  return (
    <div className={`field ${className ?? ''}`} data-field={field}>
      <label htmlFor={fieldId(field)}>{label}</label>
      {control}
      {hint && messages.length === 0 && (
        <p id={`${fieldId(field)}-note`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldErrors id={`${fieldId(field)}-note`} messages={messages} />
    </div>
  );
}

const describedBy = (field: string, messages: Message[], hint?: string) =>
  messages.length > 0 || hint ? `${fieldId(field)}-note` : undefined;

type TextFieldProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  multiline?: boolean;
};

export function TextField({ value, onChange, onBlur, type = 'text', multiline, ...props }: TextFieldProps) {
  const common = {
    id: fieldId(props.field),
    name: props.field,
    value,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    'aria-invalid': props.messages.length > 0 ? true : undefined,
    'aria-describedby': describedBy(props.field, props.messages, props.hint),
    onBlur,
  };
  const control = multiline ? (
    <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input
      {...common}
      type={type}
      inputMode={props.inputMode}
      spellCheck={type === 'text' ? undefined : false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return <Field {...props} control={control} />;
}

type SelectFieldProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: { value: string; label: string }[];
  autoComplete?: string;
  busy?: boolean;
};

export function SelectField({ value, onChange, placeholder, options, autoComplete, busy, ...props }: SelectFieldProps) {
  const control = (
    <select
      id={fieldId(props.field)}
      name={props.field}
      value={value}
      autoComplete={autoComplete}
      aria-busy={busy || undefined}
      aria-invalid={props.messages.length > 0 ? true : undefined}
      aria-describedby={describedBy(props.field, props.messages, props.hint)}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return <Field {...props} control={control} />;
}
