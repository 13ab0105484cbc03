import { type DrawInput, type DrawTable, molleRows } from './draw-types.js';
import { emblem } from './emblems.js';
import { outline } from './paint.js';

function plateCarrier({ paint: p, rng, emblem: e }: DrawInput): string {
  const rows = rng.int(4, 5);
  return `<g>
<rect x="250" y="560" width="130" height="250" rx="26" fill="${p.fill}" ${outline(p)}/>
<rect x="820" y="560" width="130" height="250" rx="26" fill="${p.fill}" ${outline(p)}/>
${molleRows(262, 600, 106, 4, p.darker, 50)}${molleRows(832, 600, 106, 4, p.darker, 50)}
<rect x="420" y="200" width="96" height="220" rx="40" fill="${p.fill}" ${outline(p)}/>
<rect x="684" y="200" width="96" height="220" rx="40" fill="${p.fill}" ${outline(p)}/>
<path d="M360 420 Q360 350 430 350 L505 350 Q525 440 600 440 Q675 440 695 350 L770 350 Q840 350 840 420 L840 850 Q840 900 790 900 L410 900 Q360 900 360 850 Z" fill="${p.fill}" ${outline(p)}/>
<path d="M360 420 Q360 350 430 350 L505 350 Q525 440 600 440 Q675 440 695 350 L770 350 Q840 350 840 420" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.6"/>
<rect x="470" y="480" width="260" height="110" rx="10" fill="${p.light}" opacity="0.55" ${outline(p, 5)}/>
${e ? emblem(e.kind, 600, 535, 44, e.fg, e.bg) : ''}
${molleRows(390, 640, 420, rows, p.darker)}
<path d="M430 250 L430 390 M770 250 L770 390" stroke="${p.darker}" stroke-width="6" stroke-dasharray="14 10"/>
</g>`;
}

function chestRig({ paint: p, rng }: DrawInput): string {
  const mags = rng.int(3, 4);
  const w = 420 / mags;
  const pockets = Array.from({ length: mags }, (_, i) => {
    const x = 390 + i * w;
    return `<rect x="${x + 6}" y="520" width="${w - 12}" height="230" rx="14" fill="${p.fill}" ${outline(p, 6)}/><path d="M${x + 6} 580 L${x + w - 6} 580" stroke="${p.darker}" stroke-width="6"/><rect x="${x + w / 2 - 14}" y="540" width="28" height="26" rx="6" fill="${p.darker}"/>`;
  });
  return `<g>
<path d="M430 180 L520 180 L770 560 L680 560 Z" fill="${p.fill}" ${outline(p)}/>
<path d="M770 180 L680 180 L430 560 L520 560 Z" fill="${p.fill}" ${outline(p)}/>
<rect x="300" y="600" width="90" height="180" rx="20" fill="${p.fill}" ${outline(p)}/>
<rect x="810" y="600" width="90" height="180" rx="20" fill="${p.fill}" ${outline(p)}/>
<rect x="370" y="500" width="460" height="320" rx="34" fill="${p.fill}" ${outline(p)}/>
${pockets.join('')}
${molleRows(392, 770, 416, 1, p.darker)}
<path d="M300 690 L230 690 M900 690 L970 690" stroke="${p.dark}" stroke-width="22" stroke-linecap="round"/>
</g>`;
}

function pouch({ paint: p, rng, emblem: e }: DrawInput): string {
  const cells = rng.int(1, 2);
  const flaps = Array.from({ length: cells }, (_, i) => {
    const w = 440 / cells;
    const x = 380 + i * w;
    return `<path d="M${x + 8} 330 L${x + w - 8} 330 L${x + w - 8} 470 Q${x + w / 2} 520 ${x + 8} 470 Z" fill="${p.fill}" ${outline(p, 6)}/><rect x="${x + w / 2 - 22}" y="440" width="44" height="40" rx="8" fill="${p.darker}"/>`;
  });
  return `<g>
<rect x="380" y="300" width="440" height="600" rx="40" fill="${p.fill}" ${outline(p)}/>
<path d="M400 880 L800 880" stroke="${p.darker}" stroke-width="6" stroke-dasharray="16 10"/>
${molleRows(400, 620, 400, 4, p.darker, 56)}
${flaps.join('')}
${e ? emblem(e.kind, 600, 560, 52, e.fg, e.bg) : ''}
<circle cx="450" cy="860" r="10" fill="${p.darker}"/><circle cx="750" cy="860" r="10" fill="${p.darker}"/>
</g>`;
}

function helmet({ paint: p, rng, emblem: e }: DrawInput): string {
  const shroud = rng.chance(0.8);
  return `<g>
<path d="M300 760 Q290 330 600 300 Q910 330 900 760 L830 760 Q820 700 760 690 L760 760 L440 760 L440 690 Q380 700 370 760 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M380 420 Q600 250 820 420" fill="none" stroke="${p.light}" stroke-width="14" opacity="0.45" stroke-linecap="round"/>
<rect x="300" y="560" width="170" height="44" rx="14" fill="${p.darker}" transform="rotate(-8 385 582)"/>
<rect x="730" y="560" width="170" height="44" rx="14" fill="${p.darker}" transform="rotate(8 815 582)"/>
${shroud ? `<rect x="540" y="320" width="120" height="90" rx="16" fill="${p.darker}"/><circle cx="600" cy="365" r="16" fill="${p.fill}"/>` : ''}
<path d="M440 760 Q440 870 520 900 L680 900 Q760 870 760 760" fill="none" stroke="${p.darker}" stroke-width="14"/>
<rect x="470" y="480" width="260" height="90" rx="14" fill="${p.light}" opacity="0.4"/>
${e ? emblem(e.kind, 600, 525, 40, e.fg, e.bg) : ''}
</g>`;
}

function backpack({ paint: p, rng }: DrawInput): string {
  const rows = rng.int(3, 5);
  return `<g>
<path d="M350 400 Q330 380 340 330 L360 820 Q370 870 420 880" fill="none" stroke="${p.darker}" stroke-width="40" stroke-linecap="round"/>
<path d="M850 400 Q870 380 860 330 L840 820 Q830 870 780 880" fill="none" stroke="${p.darker}" stroke-width="40" stroke-linecap="round"/>
<rect x="370" y="230" width="460" height="700" rx="90" fill="${p.fill}" ${outline(p)}/>
<path d="M540 230 Q540 160 600 160 Q660 160 660 230" fill="none" stroke="${p.dark}" stroke-width="22"/>
<path d="M400 330 Q600 280 800 330" fill="none" stroke="${p.dark}" stroke-width="8" stroke-dasharray="18 12"/>
<rect x="430" y="520" width="340" height="360" rx="50" fill="${p.fill}" ${outline(p, 7)}/>
${molleRows(450, 560, 300, rows, p.darker, 56)}
<rect x="376" y="460" width="30" height="16" fill="${p.darker}"/><rect x="794" y="460" width="30" height="16" fill="${p.darker}"/>
<rect x="376" y="720" width="30" height="16" fill="${p.darker}"/><rect x="794" y="720" width="30" height="16" fill="${p.darker}"/>
<circle cx="600" cy="400" r="14" fill="${p.darker}"/>
</g>`;
}

function belt({ paint: p, rng }: DrawInput): string {
  const slots = rng.int(22, 30);
  return `<g>
<ellipse cx="600" cy="620" rx="380" ry="190" fill="none" stroke="${p.dark}" stroke-width="120"/>
<ellipse cx="600" cy="620" rx="380" ry="190" fill="none" stroke="${p.fill}" stroke-width="104"/>
<ellipse cx="600" cy="620" rx="380" ry="190" fill="none" stroke="${p.darker}" stroke-width="10" stroke-dasharray="${(2400 / slots).toFixed(0)} 30" opacity="0.8"/>
<rect x="520" y="760" width="160" height="110" rx="14" fill="#3a3a3a" stroke="#1e1e1e" stroke-width="6"/>
<rect x="548" y="786" width="104" height="58" rx="8" fill="#5d5d5d"/>
<path d="M600 770 L600 860" stroke="#2a2a2a" stroke-width="8"/>
</g>`;
}

export const GEAR: DrawTable = {
  'plate-carrier': plateCarrier,
  'chest-rig': chestRig,
  pouch,
  helmet,
  backpack,
  belt,
};
