import { join } from 'node:path';
import { darken, lighten, mix } from './lib/color.ts';
import { IMAGES_DIR } from './lib/paths.ts';
import { createRandom, type Random } from './lib/random.ts';
import { renderWebp } from './lib/render.ts';
import { circle, ellipse, fmt, path, polygon, rect, Svg } from './lib/svg.ts';

/**
 * The home-page hero: an Indian city at dusk in the brand teals, with the warm accent in the
 * sky glow and the lit windows. The upper left stays calm and dark because the headline sits
 * there; the detail gathers towards the right and the bottom.
 */

const BRAND = {
  900: '#15413d',
  700: '#19625b',
  500: '#2b978b',
  950: '#072624',
  accent: '#e59e1c',
  accentLight: '#f2b84b',
};

const W = 1600;
const H = 900;
const WATER_Y = 700;

export function heroSvg(): string {
  const random = createRandom('sharestead-hero');
  const svg = new Svg(W, H);
  const parts: string[] = [];

  // Sky: deep teal overhead warming to amber at the horizon, sun just below the skyline.
  parts.push(
    rect(
      0,
      0,
      W,
      WATER_Y,
      svg.linear([
        [0, BRAND[950]],
        [0.3, BRAND[900]],
        [0.55, BRAND[700]],
        [0.72, '#5f8f93'],
        [0.84, '#c79a8a'],
        [0.93, '#eeb36a'],
        [1, '#f6d59a'],
      ]),
    ),
  );
  const sunX = W * 0.7;
  parts.push(
    rect(
      0,
      0,
      W,
      WATER_Y,
      svg.radial(
        [
          [0, '#ffe0b0', 0.85],
          [0.3, '#f0a58a', 0.3],
          [1, '#f0a58a', 0],
        ],
        sunX,
        WATER_Y - 40,
        W * 0.32,
        true,
      ),
    ),
  );
  parts.push(circle(sunX, WATER_Y - 70, 46, '#ffe7b3', { opacity: 0.9 }));
  parts.push(stars(random.fork('stars')));
  parts.push(wispyClouds(svg, random.fork('clouds')));
  parts.push(birds(random.fork('birds')));

  // Water first, so the skyline's reflection can be laid over it.
  parts.push(water(svg, random.fork('water'), sunX));
  // Far skyline with a temple spire and a domed landmark, hazy teal.
  parts.push(skylineLayer(random.fork('far'), { baseY: WATER_Y, minH: 60, maxH: 170, color: mix(BRAND[500], '#f3c98a', 0.35), windowRate: 0.05, scale: 0.7 }));
  parts.push(landmarks(mix(BRAND[500], '#f3c98a', 0.25)));
  // Mid skyline: residential towers with balconies and warm windows.
  const mid = skylineLayer(random.fork('mid'), {
    baseY: WATER_Y,
    minH: 120,
    maxH: 330,
    color: BRAND[700],
    windowRate: 0.22,
    scale: 1,
    towerBias: 0.6,
    gaps: [
      [440, 600],
      [1230, 1430],
    ],
  });
  parts.push(mid);
  // The mid skyline mirrored in the water, blurred and faint.
  parts.push(`<g transform="translate(0 ${WATER_Y * 2}) scale(1 -1)" opacity="0.22" filter="${svg.blur(3)}">${mid}</g>`);
  // Cable-stayed sea link across the water.
  parts.push(seaLink());
  // Near shore: low-rise homes and trees in silhouette, lit windows.
  parts.push(foreground(svg, random.fork('near')));
  // A soft darkening on the left keeps the headline readable over the picture.
  parts.push(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, BRAND[950], 0.55],
          [0.45, BRAND[950], 0.15],
          [1, BRAND[950], 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  return svg.render(parts.join(''), BRAND[900]);
}

function stars(random: Random): string {
  const parts: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const y = random.range(10, 260);
    parts.push(circle(random.range(0, W), y, random.range(0.6, 1.6), '#ffffff', { opacity: fmt(random.range(0.2, 0.7) * (1 - y / 320)) }));
  }
  return parts.join('');
}

function wispyClouds(svg: Svg, random: Random): string {
  const blur = svg.blur(8);
  const parts: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const y = random.range(380, 560);
    const x = random.range(300, W);
    const w = random.range(160, 360);
    const tint = mix('#d99a8c', '#f3c48c', (y - 380) / 180);
    parts.push(ellipse(x, y, w, random.range(6, 14), tint, { opacity: fmt(random.range(0.25, 0.5)), filter: blur }));
  }
  return parts.join('');
}

function birds(random: Random): string {
  const parts: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const x = 1050 + random.range(-120, 220);
    const y = 250 + random.range(-60, 60);
    const s = random.range(5, 9);
    parts.push(
      path(`M${fmt(x - s)},${fmt(y)} q${fmt(s / 2)},${fmt(-s / 2)} ${fmt(s)},0 q${fmt(s / 2)},${fmt(-s / 2)} ${fmt(s)},0`, 'none', {
        stroke: BRAND[950],
        'stroke-width': 1.6,
        opacity: 0.7,
      }),
    );
  }
  return parts.join('');
}

interface LayerOptions {
  baseY: number;
  minH: number;
  maxH: number;
  color: string;
  windowRate: number;
  scale: number;
  towerBias?: number;
  /** Horizontal ranges left open so the landmarks behind stay visible. */
  gaps?: readonly (readonly [number, number])[];
}

function skylineLayer(random: Random, options: LayerOptions): string {
  const parts: string[] = [];
  const lights: string[] = [];
  let x = -20;
  while (x < W + 20) {
    const tall = random.chance(options.towerBias ?? 0.4);
    const w = random.range(40, 110) * options.scale;
    const gap = options.gaps?.find(([from, to]) => x + w > from && x < to);
    if (gap) {
      x = gap[1] + random.range(2, 10);
      continue;
    }
    // Buildings rise towards the right, leaving the headline area open.
    const rightBias = 0.55 + 0.45 * (x / W);
    const h = (tall ? random.range(options.maxH * 0.6, options.maxH) : random.range(options.minH, options.maxH * 0.55)) * rightBias;
    const top = options.baseY - h;
    const shade = mix(options.color, BRAND[950], random.range(0, 0.25));
    parts.push(rect(x, top, w, h + 2, shade));
    if (tall && random.chance(0.5)) parts.push(rect(x + w * 0.35, top - 14 * options.scale, w * 0.3, 14 * options.scale, shade));
    if (tall && random.chance(0.35)) parts.push(rect(x + w * 0.48, top - 34 * options.scale, 2, 20 * options.scale, shade));
    // Balcony lines on residential towers.
    if (tall && options.scale >= 1) {
      for (let floorY = top + 10; floorY < options.baseY - 6; floorY += 11) parts.push(rect(x + 2, floorY, w - 4, 1.4, lighten(shade, 0.08), { opacity: 0.6 }));
    }
    const cols = Math.max(1, Math.floor(w / (9 * options.scale)));
    for (let floorY = top + 8; floorY < options.baseY - 8; floorY += 11 * options.scale) {
      for (let col = 0; col < cols; col += 1) {
        if (random.chance(options.windowRate)) {
          const warm = random.chance(0.8) ? BRAND.accentLight : '#fff1cf';
          lights.push(rect(x + 3 + col * 9 * options.scale, floorY, 4 * options.scale, 5 * options.scale, warm, { opacity: fmt(random.range(0.6, 1)) }));
        }
      }
    }
    x += w + random.range(2, 14) * options.scale;
  }
  return parts.join('') + lights.join('');
}

/** Temple shikhara and a domed, minareted landmark: silhouettes that read as Indian. */
function landmarks(color: string): string {
  const parts: string[] = [];
  const tx = 520;
  const base = WATER_Y;
  // Shikhara: a curved spire on a stepped base, with a kalasha finial.
  parts.push(rect(tx - 60, base - 40, 120, 40, color));
  parts.push(
    path(
      `M${tx - 42},${base - 40} C${tx - 40},${base - 120} ${tx - 16},${base - 170} ${tx},${base - 190} C${tx + 16},${base - 170} ${tx + 40},${base - 120} ${tx + 42},${base - 40} Z`,
      color,
    ),
  );
  parts.push(circle(tx, base - 196, 6, color), rect(tx - 1, base - 214, 2, 14, color));
  for (const offset of [-55, 55])
    parts.push(
      path(
        `M${tx + offset - 16},${base - 40} C${tx + offset - 14},${base - 78} ${tx + offset},${base - 92} ${tx + offset},${base - 96} C${tx + offset},${base - 92} ${tx + offset + 14},${base - 78} ${tx + offset + 16},${base - 40} Z`,
        color,
      ),
    );
  // Dome with four minarets.
  const dx = 1330;
  parts.push(rect(dx - 80, base - 60, 160, 60, color));
  parts.push(path(`M${dx - 55},${base - 60} C${dx - 55},${base - 130} ${dx + 55},${base - 130} ${dx + 55},${base - 60} Z`, color));
  parts.push(rect(dx - 2, base - 150, 4, 26, color));
  for (const mx of [dx - 90, dx + 82]) parts.push(rect(mx, base - 150, 8, 150, color), circle(mx + 4, base - 152, 7, color));
  return parts.join('');
}

function seaLink(): string {
  const deckY = WATER_Y + 18;
  const color = mix(BRAND[900], BRAND[950], 0.4);
  const cable = mix(BRAND[500], '#f6d59a', 0.4);
  const parts: string[] = [rect(560, deckY, W - 560, 7, color)];
  for (const tower of [900, 1180]) {
    const top = deckY - 190;
    parts.push(
      polygon(
        [
          [tower - 10, deckY + 7],
          [tower + 10, deckY + 7],
          [tower + 4, top],
          [tower - 4, top],
        ],
        color,
      ),
    );
    for (let cableIndex = 1; cableIndex <= 9; cableIndex += 1) {
      const offset = cableIndex * 24;
      for (const dir of [-1, 1])
        parts.push(
          `<line x1="${tower}" y1="${fmt(top + 10 + cableIndex * 6)}" x2="${tower + dir * offset}" y2="${deckY}" stroke="${cable}" stroke-width="1" opacity="0.7"/>`,
        );
    }
  }
  for (let pier = 600; pier < W; pier += 60) parts.push(rect(pier, deckY + 7, 5, 12, color));
  // Car lights along the deck.
  for (let light = 580; light < W; light += 37) parts.push(rect(light, deckY + 2, 4, 2, light % 3 ? '#ffe7b3' : '#ff9e6b', { opacity: 0.9 }));
  return parts.join('');
}

function water(svg: Svg, random: Random, sunX: number): string {
  const parts: string[] = [
    rect(
      0,
      WATER_Y,
      W,
      H - WATER_Y,
      svg.linear([
        [0, mix(BRAND[700], '#f3c98a', 0.35)],
        [0.4, BRAND[700]],
        [1, BRAND[900]],
      ]),
    ),
  ];
  // The sun's path across the water.
  for (let streak = 0; streak < 26; streak += 1) {
    const y = WATER_Y + 8 + streak * 7 + random.range(-2, 2);
    const w = random.range(30, 120) * (1 - streak / 40);
    parts.push(rect(sunX - w / 2 + random.range(-30, 30), y, w, 2, '#ffd78f', { opacity: fmt(0.7 - streak / 40) }));
  }
  for (let streak = 0; streak < 60; streak += 1) {
    const y = random.range(WATER_Y + 30, H - 60);
    parts.push(rect(random.range(0, W), y, random.range(10, 60), 1.5, streak % 3 ? BRAND.accentLight : '#ffffff', { opacity: fmt(random.range(0.15, 0.4)) }));
  }
  return parts.join('');
}

function foreground(svg: Svg, random: Random): string {
  const parts: string[] = [];
  const baseY = H;
  const color = BRAND[950];
  let x = 620;
  // Low-rise homes with parapets, water tanks and the odd sloping roof.
  while (x < W) {
    const w = random.range(70, 140);
    const h = random.range(60, 130);
    const top = baseY - 60 - h;
    parts.push(rect(x, top, w, h + 60, color));
    if (random.chance(0.4))
      parts.push(
        polygon(
          [
            [x - 6, top],
            [x + w / 2, top - 30],
            [x + w + 6, top],
          ],
          color,
        ),
      );
    else if (random.chance(0.6)) parts.push(rect(x + w * 0.6, top - 18, 20, 18, color), rect(x + w * 0.6 - 2, top - 22, 24, 5, color));
    for (let wy = top + 16; wy < baseY - 30; wy += 30) {
      for (let wx = x + 12; wx < x + w - 18; wx += 30) {
        if (random.chance(0.45)) parts.push(rect(wx, wy, 12, 14, random.chance(0.85) ? BRAND.accentLight : '#fff1cf', { opacity: fmt(random.range(0.7, 1)) }));
      }
    }
    x += w + random.range(4, 30);
  }
  // Trees: palms and rain trees in silhouette between the houses.
  for (let index = 0; index < 9; index += 1) {
    const tx = random.range(560, W);
    const ty = baseY - random.range(40, 60);
    if (random.chance(0.5)) {
      const h = random.range(120, 180);
      parts.push(
        path(`M${fmt(tx)},${fmt(ty)} q${fmt(10)},${fmt(-h / 2)} ${fmt(random.range(-20, 20))},${fmt(-h)}`, 'none', { stroke: color, 'stroke-width': 6 }),
      );
      const topX = tx;
      const topY = ty - h;
      for (let frond = 0; frond < 8; frond += 1) {
        const angle = -Math.PI / 2 + (frond / 7 - 0.5) * Math.PI * 1.6;
        const len = random.range(40, 60);
        parts.push(
          path(
            `M${fmt(topX)},${fmt(topY)} q${fmt(Math.cos(angle) * len * 0.6)},${fmt(Math.sin(angle) * len * 0.5 - 10)} ${fmt(Math.cos(angle) * len)},${fmt(Math.sin(angle) * len * 0.5 + len * 0.3)}`,
            'none',
            { stroke: color, 'stroke-width': 5, 'stroke-linecap': 'round' },
          ),
        );
      }
    } else {
      const r = random.range(40, 70);
      for (let blob = 0; blob < 6; blob += 1)
        parts.push(circle(tx + random.range(-r, r), ty - r * 0.8 + random.range(-r * 0.4, r * 0.3), r * random.range(0.5, 0.8), color));
      parts.push(rect(tx - 4, ty - r * 0.4, 8, r * 0.5 + 60, color));
    }
  }
  // Street lamps along the promenade.
  for (let lamp = 40; lamp < W; lamp += 140) {
    parts.push(rect(lamp, baseY - 130, 3, 90, color));
    parts.push(circle(lamp + 1.5, baseY - 132, 14, BRAND.accentLight, { opacity: 0.35, filter: svg.blur(5) }), circle(lamp + 1.5, baseY - 132, 3.5, '#fff1cf'));
  }
  parts.push(rect(0, baseY - 40, W, 40, darken(color, 0.1)), rect(0, baseY - 44, W, 4, mix(color, BRAND[700], 0.4)));
  return parts.join('');
}

export async function buildHero(): Promise<{ path: string; bytes: number }[]> {
  return renderWebp(heroSvg(), [
    { path: join(IMAGES_DIR, 'hero-1600.webp'), width: 1600, height: 900, quality: 74, maxBytes: 160_000 },
    { path: join(IMAGES_DIR, 'hero-800.webp'), width: 800, height: 450, quality: 74, maxBytes: 60_000 },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await buildHero()) console.log(`${file.path}: ${(file.bytes / 1024).toFixed(1)} KB`);
}
