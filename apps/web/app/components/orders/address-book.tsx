import type { CheckoutCountry, SavedAddress } from '@kordon/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { PinIcon } from '../common/icons';
import { AddressForm } from './address-form';
import { deleteAddress, loadCountries } from './order-api';
import './orders.css';

function AddressCard({ address }: { address: SavedAddress }) {
  const place = [address.postalCode, address.city, address.zoneName, address.countryName ?? address.countryCode];
  return (
    <div className="address-card-body">
      <PinIcon size={20} />
      <div>
        <strong>{address.name}</strong>
        <p>{address.address}</p>
        <p className="muted">{place.filter(Boolean).join(', ')}</p>
      </div>
    </div>
  );
}

/**
 * spec-coverage 2.8.2: the saved addresses (each order of a signed-in customer keeps its own), each
 * with Edit (PUT /profile/addresses/{id}) and Delete (DELETE …); `onChange` keeps the page's copy.
 */
export default function AddressBook({
  addresses,
  onChange,
}: {
  addresses: SavedAddress[];
  onChange: (addresses: SavedAddress[]) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [countries, setCountries] = useState<CheckoutCountry[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (editing && countries.length === 0) loadCountries().then(setCountries, () => undefined);
  }, [editing, countries.length]);

  const remove = async (address: SavedAddress) => {
    setBusy(address.id);
    try {
      await deleteAddress(address.id);
      onChange(addresses.filter((a) => a.id !== address.id));
      setStatus(t('addressBook.deleted'));
    } catch {
      setStatus(t('addressBook.failed'));
    }
    setBusy(null);
  };

  return (
    <>
      {addresses.length === 0 && <p className="muted">{t('profile.noAddresses')}</p>}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-card" data-testid="saved-address">
            {editing === address.id ? (
              <AddressForm
                saved={address}
                countries={countries}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  onChange(addresses.map((a) => (a.id === saved.id ? saved : a)));
                  setEditing(null);
                  setStatus(t('addressBook.saved'));
                }}
              />
            ) : (
              <>
                <AddressCard address={address} />
                <div className="address-actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('addressBook.editOne', { name: address.name })}
                    onClick={() => {
                      setStatus('');
                      setEditing(address.id);
                    }}
                  >
                    {t('personalForm.edit')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('addressBook.deleteOne', { name: address.name })}
                    disabled={busy === address.id}
                    onClick={() => void remove(address)}
                  >
                    {t('addressBook.delete')}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="muted" role="status">
        {status}
      </p>
    </>
  );
}
