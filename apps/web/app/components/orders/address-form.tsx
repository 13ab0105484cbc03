import { type CheckoutCountry, CHECKOUT_LIMITS as L, type SavedAddress } from '@kordon/contract';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-errors';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';
import { FormFooter } from './form-footer';
import { loadZones, saveAddress } from './order-api';
import { type FieldMessage, type FormErrors, formErrorsOf } from './personal-errors';

const FIELDS = ['name', 'countryCode', 'zone', 'city', 'address', 'postalCode'] as const;
type AddressField = (typeof FIELDS)[number];

const labels: Record<AddressField, MessageKey> = {
  name: 'addressBook.name',
  countryCode: 'checkout.country',
  zone: 'checkout.zone',
  city: 'checkout.city',
  address: 'checkout.street',
  postalCode: 'checkout.postalCode',
};
const limits: Partial<Record<AddressField, number>> = {
  name: 64,
  city: L.cityMax,
  address: L.addressMax,
  postalCode: L.postalCodeMax,
};

/** A 409 is the same place saved twice; other failures one generic line (formErrorsOf). */
function errorsOf(error: unknown): FormErrors<AddressField> {
  if (error instanceof ApiError && error.status === 409) return { fields: {}, form: { key: 'addressBook.duplicate' } };
  return formErrorsOf(error, FIELDS, { key: 'addressBook.failed' });
}

/** spec-coverage 2.8.2: one saved address opened for editing, saved with PUT /profile/addresses/{id}. */
export function AddressForm({
  saved,
  countries,
  onSaved,
  onCancel,
}: {
  saved: SavedAddress;
  countries: CheckoutCountry[];
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(saved.countryCode);
  const [zones, setZones] = useState<{ code: string; name: string }[]>([]);
  const [errors, setErrors] = useState<FormErrors<AddressField>>({ fields: {}, form: null });
  const [saving, setSaving] = useState(false);
  const say = (message: FieldMessage) => ('key' in message ? t(message.key) : message.text);
  const hasZones = countries.find((c) => c.code === country)?.hasZones ?? false;

  useEffect(() => {
    let current = true;
    if (hasZones)
      loadZones(country).then(
        (list) => current && setZones(list),
        () => current && setZones([]),
      );
    return () => {
      current = false;
    };
  }, [country, hasZones]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: AddressField) => String(data.get(name) ?? '');
    setSaving(true);
    try {
      onSaved(
        await saveAddress(saved.id, {
          name: value('name'),
          countryCode: value('countryCode'),
          zone: hasZones ? value('zone') : '',
          city: value('city'),
          address: value('address'),
          postalCode: value('postalCode'),
        }),
      );
    } catch (error) {
      setErrors(errorsOf(error));
      setSaving(false);
    }
  };

  const field = (name: AddressField, control: ReactNode) => {
    const messages = errors.fields[name] ?? [];
    return (
      <div className="field" key={name}>
        <label htmlFor={`address-${saved.id}-${name}`}>{t(labels[name])}</label>
        {control}
        {messages.length > 0 && (
          <p className="field-error" id={`address-${saved.id}-${name}-error`}>
            {messages.map(say).join('. ')}
          </p>
        )}
      </div>
    );
  };
  const aria = (name: AddressField) => {
    const invalid = (errors.fields[name] ?? []).length > 0;
    return {
      id: `address-${saved.id}-${name}`,
      name,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `address-${saved.id}-${name}-error` : undefined,
    };
  };
  const text = (name: AddressField, initial: string, autoComplete: string) =>
    field(
      name,
      <input {...aria(name)} type="text" defaultValue={initial} maxLength={limits[name]} autoComplete={autoComplete} />,
    );

  return (
    <form
      className="personal-form address-form"
      noValidate
      aria-label={t('addressBook.editing', { name: saved.name })}
      onSubmit={(event) => void submit(event)}
    >
      {text('name', saved.name, 'off')}
      {field(
        'countryCode',
        <select {...aria('countryCode')} value={country} onChange={(event) => setCountry(event.target.value)}>
          {!countries.some((c) => c.code === country) && (
            <option value={country}>{saved.countryName ?? country}</option>
          )}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      {hasZones &&
        field(
          'zone',
          <select {...aria('zone')} key={`${country}:${zones.length}`} defaultValue={saved.zone ?? ''}>
            <option value="">{t('checkout.zoneChoose')}</option>
            {zones.map((zone) => (
              <option key={zone.code} value={zone.code}>
                {zone.name}
              </option>
            ))}
          </select>,
        )}
      {text('city', saved.city, 'address-level2')}
      {text('address', saved.address, 'street-address')}
      {text('postalCode', saved.postalCode, 'postal-code')}
      <FormFooter error={errors.form ? say(errors.form) : ''} saving={saving} onCancel={onCancel} />
    </form>
  );
}
