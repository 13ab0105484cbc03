import type { DrawInput, DrawTable } from './draw-types.js';
import { emblem } from './emblems.js';
import { outline, shade } from './paint.js';

function dogtags({ paint: p }: DrawInput): string {
  const tag = (x: number, y: number, rot: number) =>
    `<g transform="rotate(${rot} ${x + 130} ${y + 200})"><rect x="${x}" y="${y}" width="260" height="400" rx="70" fill="${p.fill}" ${outline(p, 8)}/><rect x="${x + 30}" y="${y + 30}" width="200" height="340" rx="50" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.7"/><circle cx="${x + 130}" cy="${y + 60}" r="18" fill="#f1efea" ${outline(p, 5)}/>${[0, 1, 2, 3].map((i) => `<rect x="${x + 60}" y="${y + 150 + i * 50}" width="${140 - i * 18}" height="16" rx="6" fill="${p.dark}" opacity="0.55"/>`).join('')}</g>`;
  return `<g>
<path d="M420 430 Q600 80 780 430" fill="none" stroke="#8b8f94" stroke-width="10" stroke-dasharray="2 14" stroke-linecap="round"/>
${tag(330, 420, -12)}${tag(600, 400, 10)}
</g>`;
}

function canteen({ paint: p }: DrawInput): string {
  return `<g>
<rect x="545" y="180" width="110" height="90" rx="18" fill="#5b5f63" stroke="#34373a" stroke-width="7"/>
<rect x="565" y="260" width="70" height="50" fill="#8c9095" stroke="#34373a" stroke-width="6"/>
<path d="M430 360 Q430 300 520 300 L680 300 Q770 300 770 360 L790 860 Q790 940 700 940 L500 940 Q410 940 410 860 Z" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M440 380 L760 380" stroke="${p.dark}" stroke-width="6" stroke-dasharray="14 9"/>
<path d="M470 420 Q460 650 480 900" fill="none" stroke="${p.light}" stroke-width="16" opacity="0.4" stroke-linecap="round"/>
<rect x="405" y="560" width="390" height="70" fill="${p.darker}" opacity="0.75"/>
<rect x="570" y="548" width="60" height="94" rx="8" fill="#b5913f" stroke="#6d5522" stroke-width="5"/>
</g>`;
}

function crate({ paint: p, emblem: e }: DrawInput): string {
  const wood = shade(p.base, 0.05);
  return `<g>
<path d="M300 450 L700 450 L900 330 L500 330 Z" fill="${shade(wood, 0.2)}" ${outline(p, 8)}/>
<path d="M700 450 L900 330 L900 720 L700 860 Z" fill="${shade(wood, -0.2)}" ${outline(p, 8)}/>
<rect x="300" y="450" width="400" height="410" fill="${wood}" ${outline(p, 8)}/>
${[550, 650, 750].map((y) => `<path d="M300 ${y} L700 ${y}" stroke="${p.dark}" stroke-width="5"/>`).join('')}
<rect x="300" y="450" width="40" height="410" fill="${p.dark}" opacity="0.35"/><rect x="660" y="450" width="40" height="410" fill="${p.dark}" opacity="0.35"/>
<path d="M760 520 Q800 560 840 500" fill="none" stroke="#c9b27a" stroke-width="14" stroke-linecap="round"/>
${e ? emblem(e.kind, 500, 650, 70, '#e9e4d4', 'none') : `<path d="M440 640 L560 640 M500 590 L500 700" stroke="#e9e4d4" stroke-width="18"/>`}
</g>`;
}

function mapcase({ paint: p }: DrawInput): string {
  return `<g>
<path d="M420 480 Q600 120 780 480" fill="none" stroke="${p.darker}" stroke-width="26"/>
<rect x="340" y="440" width="520" height="480" rx="30" fill="${p.fill}" ${outline(p, 9)}/>
<path d="M340 480 Q340 440 380 440 L820 440 Q860 440 860 480 L860 650 Q600 700 340 650 Z" fill="${p.fill}" ${outline(p, 9)}/>
<rect x="570" y="620" width="60" height="90" rx="10" fill="#b5913f" stroke="#6d5522" stroke-width="5"/>
<rect x="400" y="730" width="400" height="150" rx="12" fill="#e7eef0" opacity="0.75" stroke="${p.dark}" stroke-width="5"/>
<path d="M420 800 Q520 760 600 810 T780 790" fill="none" stroke="#7a8f6a" stroke-width="6"/>
<path d="M360 900 L840 900" stroke="${p.dark}" stroke-width="5" stroke-dasharray="12 8"/>
</g>`;
}

function flag({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<rect x="300" y="180" width="22" height="820" rx="10" fill="#7b5a3a" stroke="#4c3622" stroke-width="5"/>
<circle cx="311" cy="175" r="22" fill="#b5913f"/>
<path d="M322 230 Q520 170 700 240 T960 230 L960 650 Q820 720 700 650 T322 650 Z" fill="${p.fill}" ${outline(p, 8)}/>
<path d="M340 260 Q520 200 700 270" fill="none" stroke="${p.light}" stroke-width="12" opacity="0.4"/>
${e ? emblem(e.kind, 520, 430, 110, e.fg, e.bg) : ''}
</g>`;
}

function patch({ paint: p, rng, emblem: e }: DrawInput): string {
  const round = rng.chance(0.5);
  const shape = round
    ? `<circle cx="600" cy="600" r="330" fill="${p.fill}" stroke="${p.darker}" stroke-width="36"/><circle cx="600" cy="600" r="290" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="10 8"/>`
    : `<path d="M300 320 L900 320 L900 600 Q900 860 600 960 Q300 860 300 600 Z" fill="${p.fill}" stroke="${p.darker}" stroke-width="36" stroke-linejoin="round"/><path d="M340 360 L860 360 L860 600 Q860 830 600 915 Q340 830 340 600 Z" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="10 8"/>`;
  return `<g>${shape}${e ? emblem(e.kind, 600, round ? 600 : 590, 170, e.fg, e.bg) : ''}</g>`;
}

function pin({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<circle cx="600" cy="600" r="300" fill="${p.fill}" stroke="${p.darker}" stroke-width="14"/>
<circle cx="600" cy="600" r="255" fill="${e?.bg ?? '#9e2b25'}" stroke="${p.light}" stroke-width="12"/>
${e ? emblem(e.kind, 600, 600, 200, e.fg, e.bg) : ''}
<path d="M380 430 Q470 330 600 320" fill="none" stroke="#ffffff" stroke-width="18" opacity="0.35" stroke-linecap="round"/>
</g>`;
}

function coin({ paint: p, emblem: e }: DrawInput): string {
  const ticks = Array.from(
    { length: 60 },
    (_, i) => `<rect x="597" y="262" width="6" height="22" fill="${p.dark}" transform="rotate(${i * 6} 600 600)"/>`,
  );
  return `<g>
<ellipse cx="612" cy="612" rx="340" ry="340" fill="${p.darker}"/>
<circle cx="600" cy="600" r="340" fill="${p.fill}" stroke="${p.dark}" stroke-width="10"/>
${ticks.join('')}
<circle cx="600" cy="600" r="300" fill="none" stroke="${p.light}" stroke-width="10"/>
${e ? emblem(e.kind, 600, 600, 190, p.light, p.dark) : ''}
<path d="M360 420 Q450 300 600 290" fill="none" stroke="#ffffff" stroke-width="22" opacity="0.3" stroke-linecap="round"/>
</g>`;
}

function mug({ paint: p, emblem: e }: DrawInput): string {
  return `<g>
<path d="M760 440 Q930 430 930 600 Q930 760 760 770" fill="none" stroke="${p.dark}" stroke-width="74" stroke-linecap="round"/>
<path d="M760 440 Q930 430 930 600 Q930 760 760 770" fill="none" stroke="${p.fill}" stroke-width="58" stroke-linecap="round"/>
<path d="M330 330 L790 330 L790 860 Q790 930 720 930 L400 930 Q330 930 330 860 Z" fill="${p.fill}" ${outline(p, 9)}/>
<ellipse cx="560" cy="330" rx="230" ry="42" fill="${p.darker}" ${outline(p, 8)}/>
<path d="M380 400 L380 860" stroke="${p.light}" stroke-width="22" opacity="0.45" stroke-linecap="round"/>
${e ? emblem(e.kind, 560, 620, 130, e.fg, e.bg) : ''}
</g>`;
}

export const PROPS: DrawTable = { dogtags, canteen, crate, mapcase, flag, patch, pin, coin, mug };
