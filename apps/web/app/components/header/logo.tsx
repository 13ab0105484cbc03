import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';

/** The shop's mark: a K cut like a border post, in the accent colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#2c3136" />
      <path d="M9 7h4v7l6-7h5l-7 8 7 10h-5l-5-7-1 1v6H9z" fill="#f07a2e" />
    </svg>
  );
}

export function Logo({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  return (
    <AppLink to="/" className="logo" aria-label={t('a11y.home', { store: storeName })} prefetch={false}>
      <LogoMark />
      <span className="logo-word" aria-hidden="true">
        {storeName.toUpperCase()}
      </span>
    </AppLink>
  );
}
