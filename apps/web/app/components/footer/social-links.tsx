import type { SocialLink } from '@kordon/contract';
import type { ReactNode } from 'react';

type Network = { label: string; icon: ReactNode };

const glyph = (children: ReactNode) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const networks: Record<string, Network> = {
  telegram: {
    label: 'Telegram',
    icon: glyph(
      <path
        d="M21 4 2.8 11.1l5.4 1.9 2 6.3 3.1-3.6 5.1 3.8L21 4ZM9.2 12.6l8-5.2-6.3 6.6-.4 3-1.3-4.4Z"
        fill="currentColor"
      />,
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: glyph(
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
        <path d="m10 9 5 3-5 3V9Z" fill="#1d2023" />
      </>,
    ),
  },
  vk: {
    label: 'VK',
    icon: glyph(
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
        <path
          d="M6 8h2c.3 2.6 1.4 4.2 2.4 4.6V8h2v2.8c1-.2 2-1.400 2.4-2.8h2c-.3 1.800-1.500 3.100-2.300 3.700.9.4 2.200 1.600 2.800 3.300h-2.100c-.5-1.100-1.500-2-2.800-2.100V15h-.4C8.300 15 6.300 12.500 6 8Z"
          fill="#1d2023"
        />
      </>,
    ),
  },
  discord: {
    label: 'Discord',
    icon: glyph(
      <>
        <path
          d="M6 6.5c1.500-.8 3-1.200 4.300-1.300l.4.9a13 13 0 0 1 2.600 0l.4-.9c1.300.1 2.800.5 4.300 1.300 2 3 2.700 6.100 2.400 9.400-1.600 1.200-3.100 1.900-4.700 2.300l-.9-1.500c.6-.2 1.200-.5 1.700-.8l-.4-.3c-3.200 1.500-6.900 1.500-10.200 0l-.4.3c.5.3 1.100.6 1.700.8l-.9 1.500C5.700 17.800 4.200 17.100 2.600 15.900 2.300 12.600 3.900 9.500 6 6.500Z"
          fill="currentColor"
        />
        <circle cx="9" cy="12.5" r="1.4" fill="#1d2023" />
        <circle cx="15" cy="12.5" r="1.4" fill="#1d2023" />
      </>,
    ),
  },
};

function networkOf(name: string): Network {
  const key = Object.keys(networks).find((k) => name.toLowerCase().includes(k));
  return key ? (networks[key] as Network) : { label: name, icon: null };
}

export function SocialLinks({ links, label }: { links: SocialLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={label}>
      {links.map((link) => {
        const network = networkOf(link.name);
        return (
          <li key={link.link}>
            <a
              href={link.link}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={network.label}
              title={network.label}
            >
              {network.icon ?? network.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
