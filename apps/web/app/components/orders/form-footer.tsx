import { useTranslation } from '../../lib/translation';

/** The end of a profile form: the error the whole form answered, Save and Cancel. */
export function FormFooter({ error, saving, onCancel }: { error: string; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="field-error" role="alert">
        {error}
      </p>
      <div className="personal-form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('personalForm.saving') : t('personalForm.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('personalForm.cancel')}
        </button>
      </div>
    </>
  );
}
