import type { SocialLink } from '@kordon/contract';
import discord from './icons/discord.svg?no-inline';
import telegram from './icons/telegram.svg?no-inline';
import vk from './icons/vk.svg?no-inline';
import youtube from './icons/youtube.svg?no-inline';

type Network = { label: string; icon?: string };

// Pictures, not inline SVG: they cost the page's script nothing (issue 9) and load with the footer.
const networks: Record<string, Network> = {
  telegram: { label: 'Telegram', icon: telegram },
  youtube: { label: 'YouTube', icon: youtube },
  vk: { label: 'VK', icon: vk },
  discord: { label: 'Discord', icon: discord },
};

export function networkOf(name: string): Network {
  const key = Object.keys(networks).find((k) => name.toLowerCase().includes(k));
  return key ? (networks[key] as Network) : { label: name };
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
              {network.icon ? <img src={network.icon} alt="" width={22} height={22} loading="lazy" /> : network.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
