import { zodResolver } from '@hookform/resolvers/zod';
import { adminSettingsCalls, type ShopSettings, type ShopSettingsUpdate, shopSettingsUpdate } from '@kordon/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '../../api/api-error';
import { useApi, useServices } from '../../app/admin-context';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import { ScreenHeader } from '../../layout/screen-header';
import './settings.css';

const SETTINGS_KEY = [adminSettingsCalls.get.id];

/** The owner's settings: where the shop's own mail goes, and when stock counts as low. */
export default function SettingsScreen() {
  const api = useApi();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await api.call(adminSettingsCalls.get)).data,
  });
  return (
    <>
      <ScreenHeader title="Settings" />
      {settings.data ? (
        // Keyed by version: a saved or reloaded row starts the form again from what is stored.
        <SettingsForm key={settings.data.version} settings={settings.data} />
      ) : settings.error ? (
        <p role="alert">Could not load the settings: {errorText(settings.error)}</p>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  // A 409 (another owner saved first) puts up the conflict banner with its reload.
  const save = useMutation({
    mutationFn: async (body: ShopSettingsUpdate) => (await api.call(adminSettingsCalls.update, { body })).data,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
  const defaults = {
    notification_email: settings.notification_email ?? '',
    low_stock_threshold: settings.low_stock_threshold,
    version: settings.version,
  };
  const form = useForm({ resolver: zodResolver(shopSettingsUpdate), defaultValues: defaults });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notices.show({ kind: 'done', message: 'The settings were saved.' });
    } catch (error) {
      showServerErrors(error, form.setError, ['notification_email', 'low_stock_threshold']);
    }
  });
  return (
    <form className="panel settings-form" onSubmit={submit} noValidate>
      <h2>Mail to the shop</h2>
      <p className="muted">
        A new order, a failed payment and stock falling to the threshold are mailed here, in the store's language.
      </p>
      <Field
        label="Notification e-mail"
        error={errors.notification_email?.message}
        hint={`Empty: the store's own address, ${settings.store_email}.`}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('notification_email')}
            type="email"
            placeholder={settings.store_email}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label="Low-stock threshold"
        error={errors.low_stock_threshold?.message}
        hint="A variation with this many units or fewer is low: the dashboard lists it and the shop is mailed once each time it falls to it."
      >
        {(control) => (
          <input
            {...control}
            {...form.register('low_stock_threshold', { valueAsNumber: true })}
            type="number"
            min={0}
            inputMode="numeric"
          />
        )}
      </Field>
      <FormError message={errors.root?.server?.message} />
      <div className="settings-buttons">
        <button type="submit" className="button button-primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
