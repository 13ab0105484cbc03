import { FRONTEND_VERSION } from '@kordon/contract';
import { markForeignSentences } from '../../lib/mixed-language';
import { useTranslation } from '../../lib/translation';
import { useLocale, useShell } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { LogoMark } from '../header/logo';
import { PaymentIcons } from './payment-icons';
import { SocialLinks } from './social-links';

const serviceSlugs = ['delivery-types', 'payments', 'wholesales'] as const;
const legalSlugs = ['privacy', 'public-offer'] as const;

/**
 * What the footer shows (spec-coverage 1.4c, 1.4d, 2.8.7-2.8.9): rendered by the server, and in the browser only after
 * a change of language (footer-slot.tsx); the page otherwise keeps the server's markup.
 */
export function FooterContents() {
  const { t } = useTranslation();
  const { context } = useShell();
  const locale = useLocale();
  const year = new Date().getUTCFullYear();
  return (
    <>
      <div className="footer-grid">
        <section className="footer-about" aria-label={context.storeName}>
          <p className="footer-brand">
            <LogoMark size={28} /> <span>{context.storeName}</span>
          </p>
          <p>{t('footer.about')}</p>
          <SocialLinks links={context.socialLinks} label={t('footer.social')} />
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info">{t('footer.information')}</h2>
          <ul>
            {serviceSlugs.map((slug) => (
              <li key={slug}>
                <AppLink to={`/information/${slug}`}>{t(`information.${slug}`)}</AppLink>
              </li>
            ))}
            <li>
              <AppLink to="/contacts">{t('footer.contacts')}</AppLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t('footer.shop')}</h2>
          <ul>
            <li>
              <AppLink to="/brands">{t('footer.brands')}</AppLink>
            </li>
            <li>
              <AppLink to="/sale">{t('footer.specials')}</AppLink>
            </li>
            <li>
              <AppLink to="/information/return">{t('footer.returns')}</AppLink>
            </li>
            <li>
              <AppLink to="/reviews">{t('footer.reviews')}</AppLink>
            </li>
            <li>
              <AppLink to="/sitemap">{t('footer.sitemap')}</AppLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-pay" className="footer-pay">
          <h2 id="footer-pay">{t('footer.payment')}</h2>
          <PaymentIcons label={t('footer.payment')} />
          <ul className="footer-legal-links">
            {legalSlugs.map((slug) => (
              <li key={slug}>
                <AppLink to={`/information/${slug}`}>{t(`information.${slug}`)}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        {/* spec-coverage 1.4c: the footer is partly Russian whatever the interface language. */}
        <div className="footer-legal">
          <p>
            {context.footerText
              ? markForeignSentences(context.footerText, locale).map((run) =>
                  run.lang ? (
                    <span key={run.text} lang={run.lang}>
                      {run.text}
                    </span>
                  ) : (
                    run.text
                  ),
                )
              : `© ${year} ${context.storeName}`}
          </p>
          <p lang="ru">Оплата картами Visa, Mastercard и «Мир». Все права защищены.</p>
        </div>
        <p className="footer-version">{t('footer.version', { version: FRONTEND_VERSION })}</p>
      </div>
    </>
  );
}
