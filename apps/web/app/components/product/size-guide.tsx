import type { OptionValue, ProductOption } from '@kordon/contract';
import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';

// Loaded when the size guide is first opened (spec §9 size systems).

const systems = [
  ['sizeInternational', 'product.sizes.international'],
  ['sizeUs', 'product.sizes.us'],
  ['sizeRu', 'product.sizes.ru'],
  ['sizeInches', 'product.sizes.inches'],
  ['sizeCentimeters', 'product.sizes.centimeters'],
] as const satisfies ReadonlyArray<readonly [keyof OptionValue, MessageKey]>;

/** The size option's values in one size system at a time, in a modal dialog. */
export function SizeGuide({ option, onClose }: { option?: ProductOption; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [system, setSystem] = useState<(typeof systems)[number][0]>('sizeInternational');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  if (!option) return null;
  return (
    <dialog ref={dialog} className="size-guide" aria-labelledby="size-guide-title" onClose={onClose}>
      <div className="size-guide-head">
        <h2 id="size-guide-title">{t('product.sizeGuide')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('product.close')}
          onClick={() => dialog.current?.close()}
        >
          ✕
        </button>
      </div>
      <fieldset className="size-systems">
        <legend>{t('product.sizes.system')}</legend>
        {systems.map(([field, label]) => (
          <label key={field}>
            <input type="radio" name="size-system" checked={system === field} onChange={() => setSystem(field)} />
            <span className="size-system-name">{t(label)}</span>
          </label>
        ))}
      </fieldset>
      <table>
        <thead>
          <tr>
            <th scope="col">{option.name}</th>
            <th scope="col">{t(systems.find(([field]) => field === system)?.[1] ?? systems[0][1])}</th>
          </tr>
        </thead>
        <tbody>
          {option.values.map((value) => (
            <tr key={value.id}>
              <th scope="row">{value.name}</th>
              <td>{value[system] ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}
