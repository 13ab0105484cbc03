import { useTranslation } from '../../lib/translation';
import type { ShownError } from './product-errors';

/** A form's failed call, as errorsOf words it: always in the page, so a screen reader hears what arrives. */
export function ShownErrors({ errors }: { errors: ShownError[] }) {
  const { t } = useTranslation();
  const text = (message: ShownError) => ('text' in message ? message.text : t(message.key));
  return (
    <div className="form-errors" role="alert">
      {errors.length > 0 && (
        <ul>
          {errors.map((message) => (
            <li key={text(message)}>{text(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
