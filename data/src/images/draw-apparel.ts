import type { DrawInput, DrawTable } from './draw-types.js';
import { emblem } from './emblems.js';
import { outline } from './paint.js';

const chestMark = (e: DrawInput['emblem'], cy = 500, r = 95) => (e ? emblem(e.kind, 600, cy, r, e.fg, e.bg) : '');

function tshirt({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<path d="M420 250 L515 215 Q600 275 685 215 L780 250 L950 390 L870 500 L790 445 L790 950 L410 950 L410 445 L330 500 L250 390 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M515 215 Q600 300 685 215" fill="none" stroke="${p.dark}" stroke-width="16"/>
<path d="M300 440 L360 480 M900 440 L840 480" stroke="${p.dark}" stroke-width="6"/>
<path d="M410 920 L790 920" stroke="${p.dark}" stroke-width="5" stroke-dasharray="12 8"/>
${chestMark(e)}
</g>`;
}

function hoodie({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<path d="M470 260 Q600 120 730 260 L700 330 Q600 260 500 330 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M430 270 L520 250 Q600 330 680 250 L770 270 L900 420 L960 860 L860 880 L800 520 L800 950 L400 950 L400 520 L340 880 L240 860 L300 420 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M520 250 Q600 360 680 250" fill="none" stroke="${p.dark}" stroke-width="12"/>
<path d="M570 320 L560 450 M630 320 L640 450" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>
<path d="M470 730 L730 730 L780 880 L420 880 Z" fill="none" ${outline(p, 7)}/>
<rect x="400" y="900" width="400" height="50" fill="${p.dark}" opacity="0.45"/>
<rect x="240" y="840" width="100" height="40" fill="${p.dark}" opacity="0.45" transform="rotate(4 290 860)"/>
<rect x="860" y="840" width="100" height="40" fill="${p.dark}" opacity="0.45" transform="rotate(-4 910 860)"/>
${chestMark(e, 560, 90)}
</g>`;
}

function jacket({ paint: p, rng, emblem: e }: DrawInput): string {
  const hood = rng.chance(0.4);
  return `<g>
${hood ? `<path d="M470 270 Q600 130 730 270 L700 320 Q600 260 500 320 Z" fill="${p.fill}" ${outline(p, 9)}/>` : ''}
<path d="M420 260 L520 235 L600 300 L680 235 L780 260 L905 420 L965 870 L865 890 L805 530 L810 960 L390 960 L395 530 L335 890 L235 870 L295 420 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M520 235 L560 330 L600 300 L640 330 L680 235" fill="${p.fill}" ${outline(p, 7)}/>
<path d="M600 300 L600 960" stroke="${p.darker}" stroke-width="10"/>
<path d="M600 300 L600 960" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 6"/>
<rect x="440" y="430" width="120" height="130" rx="10" fill="none" ${outline(p, 6)}/>
<path d="M435 430 L565 430 L560 480 L440 480 Z" fill="${p.fill}" ${outline(p, 6)}/>
<rect x="640" y="430" width="120" height="130" rx="10" fill="none" ${outline(p, 6)}/>
<path d="M635 430 L765 430 L760 480 L640 480 Z" fill="${p.fill}" ${outline(p, 6)}/>
<path d="M430 720 L520 700 L530 860 L440 870 Z M770 720 L680 700 L670 860 L760 870 Z" fill="none" ${outline(p, 6)}/>
<rect x="300" y="470" width="90" height="70" rx="8" fill="${p.light}" opacity="0.5" transform="rotate(-8 345 505)"/>
${e ? emblem(e.kind, 345, 505, 32, e.fg, e.bg) : ''}
<rect x="390" y="925" width="420" height="35" fill="${p.dark}" opacity="0.35"/>
</g>`;
}

function tunic({ paint: p, emblem: e }: DrawInput): string {
  const buttons = [400, 480, 560].map(
    (y) => `<circle cx="600" cy="${y}" r="13" fill="#b5913f" stroke="#6d5522" stroke-width="4"/>`,
  );
  return `<g>
<path d="M430 250 L540 230 L540 280 L660 280 L660 230 L770 250 L900 420 L955 880 L860 895 L805 530 L815 960 L385 960 L395 530 L340 895 L245 880 L300 420 Z" fill="${p.fill}" ${outline(p, 9)}/>
<rect x="540" y="220" width="120" height="70" rx="8" fill="${p.fill}" ${outline(p, 7)}/>
<path d="M600 290 L600 600" stroke="${p.dark}" stroke-width="6"/>
${buttons.join('')}
<rect x="415" y="255" width="110" height="40" rx="6" fill="${p.darker}" transform="rotate(-10 470 275)"/>
<rect x="675" y="255" width="110" height="40" rx="6" fill="${p.darker}" transform="rotate(10 730 275)"/>
<path d="M440 430 L560 430 L555 560 L445 560 Z M640 430 L760 430 L755 560 L645 560 Z" fill="none" ${outline(p, 6)}/>
<circle cx="500" cy="450" r="9" fill="#b5913f"/><circle cx="700" cy="450" r="9" fill="#b5913f"/>
<rect x="392" y="700" width="416" height="56" fill="#4a3524" stroke="#2e2016" stroke-width="5"/>
<rect x="570" y="694" width="60" height="68" rx="6" fill="none" stroke="#b5913f" stroke-width="9"/>
${e ? emblem(e.kind, 700, 620, 30, e.fg, e.bg) : ''}
</g>`;
}

function trousers({ paint: p }: DrawInput): string {
  return `<g>
<path d="M420 210 L780 210 L830 960 L640 960 L600 420 L560 960 L370 960 Z" fill="${p.fill}" ${outline(p, 9)}/>
<rect x="420" y="210" width="360" height="54" fill="${p.fill}" ${outline(p, 7)}/>
<path d="M470 210 L470 264 M560 210 L560 264 M640 210 L640 264 M730 210 L730 264" stroke="${p.dark}" stroke-width="8"/>
<path d="M600 264 L600 420" stroke="${p.dark}" stroke-width="6"/>
<rect x="395" y="500" width="130" height="150" rx="12" fill="none" ${outline(p, 6)}/>
<path d="M392 500 L528 500 L525 545 L395 545 Z" fill="${p.fill}" ${outline(p, 6)}/>
<rect x="675" y="500" width="130" height="150" rx="12" fill="none" ${outline(p, 6)}/>
<path d="M672 500 L808 500 L805 545 L675 545 Z" fill="${p.fill}" ${outline(p, 6)}/>
<path d="M400 730 Q470 700 545 730 L548 800 Q470 770 404 800 Z M655 730 Q730 700 800 730 L805 800 Q730 770 652 800 Z" fill="${p.darker}" opacity="0.45"/>
</g>`;
}

function cap({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<path d="M340 650 Q330 330 620 310 Q880 320 880 640 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M610 312 Q560 450 560 650 M610 312 Q760 420 790 645" fill="none" stroke="${p.dark}" stroke-width="5"/>
<circle cx="612" cy="314" r="16" fill="${p.dark}"/>
<path d="M330 640 Q600 590 890 640 Q900 700 870 720 Q600 660 300 760 Q220 780 230 730 Q250 680 330 640 Z" fill="${p.fill}" ${outline(p, 9)}/>
<rect x="430" y="430" width="150" height="100" rx="10" fill="${p.light}" opacity="0.5"/>
${e ? emblem(e.kind, 505, 480, 44, e.fg, e.bg) : ''}
</g>`;
}

function beanie({ paint: p, emblem: e }: DrawInput): string {
  const ribs = Array.from(
    { length: 15 },
    (_, i) => `<path d="M${390 + i * 30} 690 L${390 + i * 30} 850" stroke="${p.dark}" stroke-width="5" opacity="0.6"/>`,
  );
  return `<g>
<path d="M380 720 Q370 330 600 310 Q830 330 820 720 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M460 420 Q600 340 740 420" fill="none" stroke="${p.light}" stroke-width="12" opacity="0.5"/>
<rect x="360" y="680" width="480" height="180" rx="30" fill="${p.fill}" ${outline(p, 9)}/>
${ribs.join('')}
${e ? emblem(e.kind, 600, 770, 48, e.fg, e.bg) : ''}
</g>`;
}

function boots({ paint: p }: DrawInput): string {
  const laces = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${668 - i * 2} ${300 + i * 60} L${716 - i * 2} ${330 + i * 60}" stroke="#2a2a2a" stroke-width="9" stroke-linecap="round"/>`,
  );
  return `<g>
<path d="M460 240 L700 240 L720 660 Q760 700 880 730 Q960 755 960 830 L960 860 L400 860 L410 620 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M420 620 Q560 650 720 650" fill="none" stroke="${p.dark}" stroke-width="6" stroke-dasharray="14 9"/>
<path d="M740 690 Q830 690 900 740" fill="none" stroke="${p.dark}" stroke-width="6" stroke-dasharray="14 9"/>
<path d="M460 240 L700 240 L702 280 L458 280 Z" fill="${p.darker}"/>
${laces.join('')}
<path d="M390 860 L970 860 L970 905 Q970 930 940 930 L420 930 Q390 930 390 905 Z" fill="#2b2b2b" stroke="#161616" stroke-width="6"/>
<path d="M420 900 L940 900" stroke="#555" stroke-width="10" stroke-dasharray="30 22"/>
<path d="M400 780 Q420 700 470 700" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.4"/>
</g>`;
}

export const APPAREL: DrawTable = { tshirt, hoodie, jacket, tunic, trousers, cap, beanie, boots };
