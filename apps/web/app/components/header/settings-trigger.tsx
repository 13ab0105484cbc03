import { useTranslation } from '../../lib/translation';
import { useLocale, useShell } from '../../lib/use-shell';
import { GlobeIcon } from '../common/icons';
import { preloadFooter } from '../footer/footer-slot';
import { lazyPanel } from '../panels/lazy-panel';
import { PanelTrigger } from '../panels/panel';

// The picker (settings-picker.tsx) loads on the button's first pointer-over, focus or press, and with
// it the footer's code, which a change of language renders anew.
const settingsPanel = lazyPanel('settings', async () => (await import('./settings-picker')).SettingsPanel);
const preload = () => {
  settingsPanel.preload();
  preloadFooter();
};

/** The header button that opens the picker: shows the current language and currency. */
export function SettingsTrigger() {
  const { t } = useTranslation();
  const { context } = useShell();
  const locale = useLocale();
  return (
    <PanelTrigger
      name="settings"
      label={t('header.settings')}
      textInside
      className="header-button settings-trigger"
      onIntent={preload}
    >
      <GlobeIcon size={22} />
      <span className="settings-label" data-testid="settings-label">
        {`${locale.toUpperCase()} · ${context.currency.symbol} ${context.currency.code}`}
      </span>
    </PanelTrigger>
  );
}

export function SettingsPanelSlot() {
  const { t } = useTranslation();
  return <settingsPanel.LazyPanel label={t('header.settings')} />;
}
