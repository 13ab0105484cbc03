import { type CitySuggestion, CHECKOUT_LIMITS as L, type SavedAddress } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { SelectField, TextField } from './checkout-fields';
import type { AddressForm } from './checkout-form';
import { CityField } from './city-field';
import { RecipientFields } from './person-fields';

/** The city suggestion kept with the order (spec-coverage 3.17 address.daDataObject). */
const daDataOf = (s: CitySuggestion) => ({
  city: s.city,
  region: s.region,
  zone: s.zone,
  fiasId: s.fiasId,
  postalCode: s.postalCode,
  latitude: s.latitude,
  longitude: s.longitude,
});

const fromTemplate = (saved: SavedAddress): Partial<AddressForm> => ({
  country: saved.countryCode,
  countryZone: saved.zone ?? '',
  city: saved.city,
  address: saved.address,
  postalCode: saved.postalCode,
  daDataObject: null,
});

/** The saved address the fields hold now, so the choice stays shown until a field is changed. */
const matchesTemplate = (saved: SavedAddress, address: AddressForm) =>
  saved.countryCode === address.country &&
  (saved.zone ?? '') === address.countryZone &&
  saved.city === address.city &&
  saved.address === address.address &&
  saved.postalCode === address.postalCode;

/** spec-coverage 3.17 address: a saved address or the fields (city suggestions in Russia), then the recipient. */
export function AddressSection() {
  const { t } = useTranslation();
  const { state, delivery, addresses, change, touch, messages } = useCheckoutModel();
  const { address } = state.form;
  const set = (values: Partial<AddressForm>, options?: { touch?: boolean }) =>
    change({ section: 'address', values }, options);
  const text = (name: 'address' | 'postalCode', label: string, max: number, auto: string, hint?: string) => (
    <TextField
      field={`address.${name}`}
      label={label}
      hint={hint}
      className={name === 'address' ? 'checkout-wide' : undefined}
      autoComplete={auto}
      maxLength={max}
      value={address[name]}
      onChange={(value) => set({ [name]: value })}
      onBlur={() => touch(`address.${name}`)}
      messages={messages(`address.${name}`)}
    />
  );

  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('checkout.address')}</h2>
      <div className="checkout-grid">
        {addresses.length > 0 && (
          <SelectField
            field="savedAddress"
            className="checkout-wide"
            label={t('checkout.savedAddress')}
            placeholder={t('checkout.savedAddressChoose')}
            value={addresses.find((saved) => matchesTemplate(saved, address))?.id ?? ''}
            options={addresses.map((saved) => ({
              value: saved.id,
              label: [saved.name, saved.city, saved.address].filter(Boolean).join(', '),
            }))}
            onChange={(id) => {
              const saved = addresses.find((a) => a.id === id);
              if (saved) set(fromTemplate(saved), { touch: true });
            }}
            messages={[]}
          />
        )}
        <SelectField
          field="address.country"
          label={t('checkout.country')}
          placeholder={t('checkout.countryChoose')}
          autoComplete="country"
          busy={delivery.countries.loading}
          value={address.country}
          options={delivery.countries.data.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(country) => set({ country, countryZone: '', daDataObject: null }, { touch: true })}
          messages={messages('address.country')}
        />
        {delivery.country?.hasZones && (
          <SelectField
            field="address.countryZone"
            label={t('checkout.zone')}
            placeholder={t('checkout.zoneChoose')}
            busy={delivery.zones.loading}
            value={address.countryZone}
            options={delivery.zones.data.map((z) => ({ value: z.code, label: z.name }))}
            onChange={(countryZone) => set({ countryZone }, { touch: true })}
            messages={messages('address.countryZone')}
          />
        )}
        {address.country === 'RU' ? (
          <CityField
            value={address.city}
            messages={messages('address.city')}
            onChange={(city) => set({ city, daDataObject: null })}
            onPick={(s) =>
              set({
                city: s.city,
                countryZone: s.zone ?? address.countryZone,
                postalCode: address.postalCode || s.postalCode || '',
                daDataObject: daDataOf(s),
              })
            }
            onBlur={() => touch('address.city')}
          />
        ) : (
          <TextField
            field="address.city"
            label={t('checkout.city')}
            autoComplete="address-level2"
            maxLength={L.cityMax}
            value={address.city}
            onChange={(city) => set({ city })}
            onBlur={() => touch('address.city')}
            messages={messages('address.city')}
          />
        )}
        {text('postalCode', t('checkout.postalCode'), L.postalCodeMax, 'postal-code')}
        {text('address', t('checkout.street'), L.addressMax, 'street-address', t('checkout.streetHint'))}
      </div>
      <RecipientFields />
    </section>
  );
}
