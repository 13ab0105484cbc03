import { type DrawInput, type DrawTable, escapeXml } from './draw-types.js';
import { emblem, starShape, tankSilhouette } from './emblems.js';
import { outline, shade } from './paint.js';

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";

function tank({ paint: p, rng }: DrawInput): string {
  const wheels = rng.int(5, 6);
  const span = 560 / wheels;
  const roadWheels = Array.from({ length: wheels }, (_, i) => {
    const cx = 340 + span / 2 + i * span;
    return `<circle cx="${cx}" cy="760" r="${span * 0.38}" fill="${p.darker}" stroke="#2a2a2a" stroke-width="5"/><circle cx="${cx}" cy="760" r="${span * 0.14}" fill="${p.dark}"/>`;
  });
  return `<g transform="translate(-45 0)">
<rect x="200" y="880" width="800" height="60" rx="10" fill="#6b5138" stroke="#3f2f20" stroke-width="6"/>
<path d="M280 700 L920 700 Q990 700 980 760 Q965 840 900 840 L300 840 Q235 840 220 760 Q210 700 280 700 Z" fill="#3b3b38" stroke="#1f1f1d" stroke-width="7"/>
${roadWheels.join('')}
<path d="M250 690 L950 690 L900 560 L330 560 Z" fill="${p.fill}" ${outline(p, 8)}/>
<path d="M460 560 L500 430 Q520 400 560 400 L700 400 Q740 400 750 430 L780 560 Z" fill="${p.fill}" ${outline(p, 8)}/>
<rect x="760" y="445" width="300" height="28" rx="8" fill="${p.fill}" ${outline(p, 6)}/>
<rect x="1030" y="438" width="40" height="42" rx="6" fill="${p.dark}"/>
<rect x="570" y="370" width="80" height="36" rx="10" fill="${p.dark}"/>
${starShape(620, 490, 40, '#c8312b')}
<path d="M330 580 L890 580" stroke="${p.light}" stroke-width="6" opacity="0.5"/>
</g>`;
}

function plane({ paint: p }: DrawInput): string {
  const belly = shade(p.base, 0.45);
  return `<g>
<path d="M560 180 Q600 130 640 180 L660 880 Q600 930 540 880 Z" fill="${p.fill}" ${outline(p, 8)}/>
<path d="M200 520 Q600 440 1000 520 L1000 580 Q600 560 200 580 Z" fill="${p.fill}" ${outline(p, 8)}/>
<path d="M430 840 Q600 800 770 840 L770 880 Q600 870 430 880 Z" fill="${p.fill}" ${outline(p, 7)}/>
<ellipse cx="600" cy="420" rx="38" ry="70" fill="#9fc4d6" stroke="${p.dark}" stroke-width="6"/>
<ellipse cx="600" cy="170" rx="140" ry="18" fill="#6f6f6f" opacity="0.35"/>
<circle cx="600" cy="178" r="20" fill="${belly}" stroke="${p.dark}" stroke-width="5"/>
${starShape(330, 540, 36, '#c8312b')}${starShape(870, 540, 36, '#c8312b')}
<path d="M560 600 L640 600" stroke="${p.dark}" stroke-width="5"/>
</g>`;
}

function poster({ paint: p, rng, emblem: e }: DrawInput): string {
  const sky = shade(p.base, 0.35);
  const sun = rng.chance(0.5) ? '#e8a23a' : '#f2d27a';
  return `<g>
<rect x="290" y="140" width="620" height="880" fill="#2a2a2a"/>
<rect x="320" y="170" width="560" height="820" fill="${sky}"/>
<circle cx="${rng.int(420, 780)}" cy="360" r="110" fill="${sun}" opacity="0.9"/>
<path d="M320 700 Q480 620 640 690 T880 660 L880 990 L320 990 Z" fill="${shade(p.base, -0.2)}"/>
${tankSilhouette(600, 740, 420, shade(p.base, -0.6))}
<path d="M320 860 L880 860 L880 990 L320 990 Z" fill="${shade(p.base, -0.45)}"/>
${e ? emblem(e.kind, 790, 910, 48, e.fg, e.bg) : ''}
</g>`;
}

/** Breaks a title into lines short enough for a cover, at most four lines. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

function coverText(
  title: string,
  subtitle: string | undefined,
  x: number,
  y: number,
  maxWidth: number,
  colour: string,
): string {
  const lines = wrap(title, maxWidth);
  const size = lines.some((l) => l.length > 11) ? 58 : 68;
  const tspans = lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.15}">${escapeXml(l)}</tspan>`)
    .join('');
  const sub = subtitle
    ? `<text x="${x}" y="${y + 500}" ${FONT} font-size="26" fill="${colour}" opacity="0.8" text-anchor="middle" letter-spacing="4">${escapeXml(subtitle.toUpperCase())}</text>`
    : '';
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="bold" fill="${colour}" text-anchor="middle">${tspans}</text>${sub}`;
}

function book({ paint: p, title = '', subtitle, emblem: e }: DrawInput): string {
  return `<g>
<path d="M880 190 L920 220 L920 990 L880 960 Z" fill="#e9e4d6" stroke="#b9b2a0" stroke-width="4"/>
${[0, 1, 2, 3, 4].map((i) => `<path d="M${884 + i * 7} ${196 + i * 5} L${884 + i * 7} ${962 + i * 5}" stroke="#cfc8b6" stroke-width="2"/>`).join('')}
<rect x="290" y="170" width="600" height="800" rx="10" fill="${p.fill}" ${outline(p, 8)}/>
<rect x="290" y="170" width="46" height="800" fill="${p.darker}" opacity="0.6"/>
<rect x="370" y="220" width="480" height="700" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>
${coverText(title, subtitle, 610, 330, 14, '#f4efe2')}
${e ? emblem(e.kind, 610, 700, 90, p.light, p.darker) : tankSilhouette(610, 700, 260, p.light)}
</g>`;
}

function ebook(input: DrawInput): string {
  const { paint: p } = input;
  return `<g>
<rect x="330" y="140" width="540" height="900" rx="60" fill="#23262b" stroke="#0f1012" stroke-width="8"/>
<rect x="370" y="210" width="460" height="740" rx="12" fill="${p.fill}"/>
<rect x="400" y="250" width="400" height="660" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>
${coverText(input.title ?? '', input.subtitle, 600, 350, 12, '#f4efe2')}
${tankSilhouette(600, 700, 220, p.light)}
<circle cx="600" cy="995" r="18" fill="#3b3f46"/>
</g>`;
}

function card(input: DrawInput, premium: boolean): string {
  const { paint: p, emblem: e } = input;
  const top = premium ? '#e2b850' : (e?.bg ?? p.base);
  const bottom = premium ? '#9c7420' : shade(top, -0.45);
  const blocks = Array.from(
    { length: 4 },
    (_, i) => `<rect x="${330 + i * 140}" y="760" width="110" height="44" rx="8" fill="#ffffff" opacity="0.85"/>`,
  );
  return `<g>
<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect x="230" y="330" width="760" height="500" rx="44" fill="#000" opacity="0.12" transform="translate(18 22)"/>
<rect x="230" y="330" width="760" height="500" rx="44" fill="url(#card)" stroke="${shade(bottom, -0.3)}" stroke-width="6"/>
<path d="M230 560 Q600 420 990 520 L990 380 Q990 330 940 330 L280 330 Q230 330 230 380 Z" fill="#ffffff" opacity="0.12"/>
${e ? emblem(e.kind, 380, 470, 90, e.fg, premium ? '#2b2b2b' : shade(e.bg, -0.35)) : ''}
${premium ? starShape(800, 480, 110, '#fff6d8') : '<rect x="760" y="420" width="150" height="110" rx="16" fill="#d8c27a" stroke="#8a7434" stroke-width="5"/><path d="M760 475 L910 475 M835 420 L835 530" stroke="#8a7434" stroke-width="5"/>'}
${premium ? '' : blocks.join('')}
</g>`;
}

export const MEDIA: DrawTable = {
  tank,
  plane,
  poster,
  book,
  ebook,
  'code-card': (input) => card(input, false),
  'premium-card': (input) => card(input, true),
};
