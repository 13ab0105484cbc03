import type { SocialLink } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { networkOf } from '../footer/social-links';
import { ContactForm } from './contact-form';

/** Below the contacts: the messengers by name (the footer's icons are drawn for its dark ground), then the form. */
export default function ContactSection({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <>
      {links.length > 0 && (
        <p className="contact-messengers">
          <span>{t('contacts.messengers')}:</span>
          {links.map((social) => (
            <a key={social.link} href={social.link} rel="noopener noreferrer" target="_blank">
              {networkOf(social.name).label}
            </a>
          ))}
        </p>
      )}
      <ContactForm />
    </>
  );
}
