import { join } from 'node:path';
import { IMAGES_DIR } from './lib/paths.ts';
import { renderWebp } from './lib/render.ts';
import { circle, escapeXml, fmt, path, rect, Svg } from './lib/svg.ts';

/**
 * The contact page's map: a stylised street plan of the MG Road area of Bengaluru with the
 * office pin, drawn from code so the page needs no map tiles or API key. It is a picture for
 * orientation, not a survey: street positions are approximate.
 */

const W = 1200;
const H = 700;

const COLORS = {
  land: '#f3f0e8',
  block: '#e9e4d8',
  park: '#cfe5c8',
  parkLabel: '#3f6b45',
  water: '#bcdcec',
  waterLabel: '#3a6d86',
  road: '#ffffff',
  roadEdge: '#d9d2c3',
  arterial: '#fbe3a6',
  arterialEdge: '#e2c27a',
  metro: '#7b3fa0',
  label: '#4a4a48',
  brand: '#19625b',
  brandDark: '#15413d',
  accent: '#e59e1c',
};

interface Street {
  name: string;
  d: string;
  width: number;
  major?: boolean;
  /** Where the name goes and at what angle (degrees). */
  label?: readonly [x: number, y: number, angle: number];
}

// Laid out roughly as on the ground: MG Road runs east-west, Brigade Road and St Marks Road
// run south from it, Church Street and Residency Road run parallel below.
const STREETS: readonly Street[] = [
  { name: 'Mahatma Gandhi Road', d: 'M-20,300 L420,292 L760,286 L1010,276 L1220,262', width: 30, major: true, label: [440, 289, -0.8] },
  { name: 'Residency Road', d: 'M-20,520 L400,512 L760,506 L1220,494', width: 24, major: true, label: [900, 491, -0.6] },
  { name: 'Cubbon Road', d: 'M-20,170 C200,160 420,150 640,140 L900,120 L1220,96', width: 20, label: [760, 124, -3.5] },
  { name: 'Brigade Road', d: 'M640,288 L648,700', width: 20, label: [665, 640, 90] },
  { name: 'St Marks Road', d: 'M330,294 L300,720', width: 18, label: [302, 650, 94] },
  { name: 'Church Street', d: 'M318,392 L640,390', width: 14, label: [470, 384, 0] },
  { name: 'Museum Road', d: 'M470,294 L462,512', width: 14, label: [484, 470, 92] },
  { name: 'Rest House Road', d: 'M470,440 L640,440', width: 10 },
  { name: 'Kasturba Road', d: 'M250,-20 L262,160 L300,296', width: 18, label: [268, 96, 86] },
  { name: 'Dickenson Road', d: 'M860,-20 L880,120 L900,282', width: 14, label: [873, 56, 84] },
  { name: 'Trinity Circle', d: 'M1010,276 L1040,420 L1060,700', width: 16, label: [1068, 600, 87] },
  { name: 'Richmond Road', d: 'M400,512 L360,600 L200,720', width: 16, label: [250, 640, -38] },
  { name: 'Cunningham Road', d: 'M-20,40 L240,64', width: 12 },
  { name: 'Vittal Mallya Road', d: 'M-20,420 L300,410', width: 14, label: [120, 407, -2] },
  { name: 'Lavelle Road', d: 'M60,300 L90,700', width: 12, label: [96, 610, 86] },
  { name: 'Magrath Road', d: 'M760,286 L770,506', width: 12, label: [784, 420, 88] },
  { name: 'Commissariat Road', d: 'M760,506 L780,700', width: 12 },
  { name: 'Old Madras Road', d: 'M1010,276 L1220,180', width: 18, label: [1150, 198, -24] },
];

export function mapSvg(): string {
  const svg = new Svg(W, H);
  const parts: string[] = [];
  parts.push(rect(0, 0, W, H, COLORS.land));

  // City blocks as a faint texture under the streets.
  for (let bx = 0; bx < W; bx += 78) {
    for (let by = 0; by < H; by += 64) {
      parts.push(rect(bx + 6, by + 6, 64, 50, COLORS.block, { rx: 6, opacity: 0.55 }));
    }
  }

  // Cubbon Park to the west and Ulsoor Lake to the north-east.
  parts.push(path('M-20,180 C120,175 240,168 262,172 L300,290 L-20,296 Z', COLORS.park));
  parts.push(path('M-20,-20 L250,-20 L260,150 C170,156 60,160 -20,164 Z', COLORS.park, { opacity: 0.8 }));
  for (const [x, y, r] of [
    [60, 230, 12],
    [130, 250, 9],
    [200, 215, 11],
    [90, 60, 10],
    [170, 100, 12],
  ] as const)
    parts.push(circle(x, y, r, '#b6d7ad'));
  parts.push(path('M940,-20 C1000,10 1090,-5 1150,20 C1190,45 1180,120 1120,140 C1060,160 990,130 960,90 C940,60 930,20 940,-20 Z', COLORS.water));
  parts.push(path('M540,520 L720,516 L724,700 L548,700 Z', COLORS.park, { opacity: 0.6 }));

  // Streets: a darker casing under a lighter fill reads as a road at any size.
  for (const street of STREETS) {
    parts.push(
      path(street.d, 'none', {
        stroke: street.major ? COLORS.arterialEdge : COLORS.roadEdge,
        'stroke-width': street.width + 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  for (const street of STREETS) {
    parts.push(
      path(street.d, 'none', {
        stroke: street.major ? COLORS.arterial : COLORS.road,
        'stroke-width': street.width,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }

  // Namma Metro Purple Line runs elevated along MG Road.
  parts.push(
    path('M-20,286 L420,278 L760,272 L1010,262 L1220,248', 'none', { stroke: COLORS.metro, 'stroke-width': 5, 'stroke-dasharray': '16 6', opacity: 0.85 }),
  );
  for (const [x, y, name] of [
    [280, 281, 'Cubbon Park'],
    [620, 275, 'MG Road'],
    [1005, 262, 'Trinity'],
  ] as const) {
    parts.push(circle(x, y, 9, '#ffffff', { stroke: COLORS.metro, 'stroke-width': 4 }));
    const last = name === 'Trinity';
    parts.push(
      label(last ? x + 14 : x, last ? y + 26 : y - 18, `${name} Metro`, {
        size: 13,
        weight: 600,
        fill: COLORS.metro,
        anchor: last ? 'start' : 'middle',
        halo: true,
      }),
    );
  }

  // Street names.
  for (const street of STREETS) {
    if (!street.label) continue;
    const [x, y, angle] = street.label;
    parts.push(
      label(x, y, street.name, {
        size: street.major ? 15 : 12.5,
        weight: street.major ? 700 : 500,
        fill: COLORS.label,
        anchor: 'middle',
        angle,
        halo: true,
        spacing: street.major ? 0.6 : 0.2,
      }),
    );
  }
  parts.push(label(120, 245, 'Cubbon Park', { size: 18, weight: 700, fill: COLORS.parkLabel, anchor: 'middle', italic: true }));
  parts.push(label(1065, 70, 'Ulsoor Lake', { size: 16, weight: 700, fill: COLORS.waterLabel, anchor: 'middle', italic: true }));
  parts.push(label(626, 600, 'Brigade Road shopping', { size: 12, weight: 500, fill: '#6b6b66', anchor: 'end', italic: true }));

  // Landmarks near the office.
  for (const [x, y, name] of [
    [395, 355, 'St Mark’s Cathedral'],
    [560, 470, 'Rest House Crescent'],
    [860, 350, 'MG Road Boulevard'],
  ] as const) {
    parts.push(circle(x, y, 5, '#8c8677'), label(x + 10, y + 4, name, { size: 11.5, weight: 500, fill: '#6b6b66', anchor: 'start', halo: true }));
  }

  // The office pin with its drop shadow and a callout card.
  const pinX = 700;
  const pinY = 334;
  parts.push(circle(pinX, pinY, 38, COLORS.brand, { opacity: 0.14 }), circle(pinX, pinY, 20, COLORS.brand, { opacity: 0.2 }));
  parts.push(path(`M${pinX},${pinY} l-9,-4 a26,26 0 1 1 18,0 Z`, 'rgba(0,0,0,0.25)', { transform: `translate(4 4)`, filter: svg.blur(3) }));
  parts.push(
    path(
      `M${pinX},${pinY} C${pinX - 6},${pinY - 16} ${pinX - 26},${pinY - 30} ${pinX - 26},${pinY - 52} A26,26 0 1 1 ${pinX + 26},${pinY - 52} C${pinX + 26},${pinY - 30} ${pinX + 6},${pinY - 16} ${pinX},${pinY} Z`,
      COLORS.brand,
      { stroke: '#ffffff', 'stroke-width': 3 },
    ),
  );
  parts.push(houseGlyph(pinX, pinY - 53, 15));
  const cardX = pinX + 40;
  const cardY = pinY - 150;
  parts.push(rect(cardX + 3, cardY + 4, 230, 84, 'rgba(0,0,0,0.18)', { rx: 12, filter: svg.blur(5) }));
  parts.push(rect(cardX, cardY, 230, 84, '#ffffff', { rx: 12, stroke: '#e2ddd2', 'stroke-width': 1 }));
  parts.push(rect(cardX, cardY, 8, 84, COLORS.brand, { rx: 4 }));
  parts.push(label(cardX + 24, cardY + 30, 'Sharestead', { size: 20, weight: 700, fill: COLORS.brandDark, anchor: 'start' }));
  parts.push(label(cardX + 24, cardY + 52, 'Head office, MG Road', { size: 13, weight: 500, fill: '#4a4a48', anchor: 'start' }));
  parts.push(label(cardX + 24, cardY + 70, 'Bengaluru 560001', { size: 13, weight: 500, fill: '#4a4a48', anchor: 'start' }));

  // Compass and scale bar.
  parts.push(compass(1130, 620));
  parts.push(rect(40, 650, 100, 6, '#4a4a48'), rect(40, 650, 50, 6, '#ffffff', { stroke: '#4a4a48', 'stroke-width': 1 }));
  parts.push(
    label(40, 644, '0', { size: 11, weight: 500, fill: '#4a4a48', anchor: 'middle' }),
    label(140, 644, '250 m', { size: 11, weight: 500, fill: '#4a4a48', anchor: 'middle' }),
  );
  parts.push(label(W - 16, H - 12, 'Illustrative map, not to scale', { size: 11, weight: 500, fill: '#8c8677', anchor: 'end' }));
  return svg.render(parts.join(''), COLORS.land);
}

interface LabelOptions {
  size: number;
  weight: number;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  angle?: number;
  halo?: boolean;
  italic?: boolean;
  spacing?: number;
}

function label(x: number, y: number, content: string, options: LabelOptions): string {
  const transform = options.angle ? ` transform="rotate(${fmt(options.angle)} ${fmt(x)} ${fmt(y)})"` : '';
  const common = `x="${fmt(x)}" y="${fmt(y)}" font-family="sans-serif" font-size="${options.size}" font-weight="${options.weight}" text-anchor="${options.anchor}"${options.italic ? ' font-style="italic"' : ''}${options.spacing ? ` letter-spacing="${options.spacing}"` : ''}${transform}`;
  const text = escapeXml(content);
  // A white halo keeps labels legible where they cross other roads.
  const halo = options.halo ? `<text ${common} fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linejoin="round" opacity="0.9">${text}</text>` : '';
  return `${halo}<text ${common} fill="${options.fill}">${text}</text>`;
}

function houseGlyph(cx: number, cy: number, size: number): string {
  const s = size;
  return (
    path(
      `M${cx - s * 0.8},${cy + s * 0.1} L${cx},${cy - s * 0.7} L${cx + s * 0.8},${cy + s * 0.1} L${cx + s * 0.6},${cy + s * 0.1} L${cx + s * 0.6},${cy + s * 0.75} L${cx - s * 0.6},${cy + s * 0.75} L${cx - s * 0.6},${cy + s * 0.1} Z`,
      '#ffffff',
    ) + rect(cx + s * 0.05, cy + s * 0.25, s * 0.4, s * 0.5, COLORS.accent)
  );
}

function compass(cx: number, cy: number): string {
  return [
    circle(cx, cy, 34, '#ffffff', { stroke: '#d9d2c3', 'stroke-width': 2 }),
    path(`M${cx},${cy - 26} L${cx + 8},${cy} L${cx},${cy - 4} L${cx - 8},${cy} Z`, COLORS.brand),
    path(`M${cx},${cy + 26} L${cx + 8},${cy} L${cx},${cy + 4} L${cx - 8},${cy} Z`, '#b9b2a3'),
    label(cx, cy - 40, 'N', { size: 14, weight: 700, fill: COLORS.brandDark, anchor: 'middle' }),
  ].join('');
}

export async function buildMap(): Promise<{ path: string; bytes: number }[]> {
  return renderWebp(mapSvg(), [{ path: join(IMAGES_DIR, 'office-map.webp'), width: W, height: H, quality: 82, maxBytes: 120_000 }]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await buildMap()) console.log(`${file.path}: ${(file.bytes / 1024).toFixed(1)} KB`);
}
