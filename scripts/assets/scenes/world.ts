import { darken, lighten, mix, multiply } from '../lib/color.ts';
import type { Random } from '../lib/random.ts';
import { circle, ellipse, path, polygon, rect, type Svg, fmt } from '../lib/svg.ts';

/**
 * The shared "world" every scene is drawn in: a pinhole camera (so walls, pools and floors
 * converge the way they do in a photograph), a time-of-day mood that tints every colour, and
 * the sky, hills, skylines and plants that dress exteriors and window views.
 */

export type Point = readonly [number, number];
export type Point3 = readonly [x: number, y: number, z: number];

/**
 * World units are metres: X to the right, Y up from the ground, Z away from the camera.
 * `vx, vy` is where the horizon meets the line of sight on screen.
 */
export class Camera {
  constructor(
    readonly vx: number,
    readonly vy: number,
    readonly focal: number,
    readonly eye: number,
    readonly camX = 0,
  ) {}

  x(X: number, Z: number): number {
    return this.vx + ((X - this.camX) * this.focal) / Z;
  }

  y(Y: number, Z: number): number {
    return this.vy - ((Y - this.eye) * this.focal) / Z;
  }

  p(X: number, Y: number, Z: number): Point {
    return [this.x(X, Z), this.y(Y, Z)];
  }

  /** Screen size of `size` metres at depth Z. */
  s(size: number, Z: number): number {
    return (size * this.focal) / Z;
  }

  poly(points: readonly Point3[], fill: string, extra?: Record<string, string | number | undefined>): string {
    return polygon(
      points.map(([X, Y, Z]) => this.p(X, Y, Z)),
      fill,
      extra,
    );
  }
}

export interface BoxFaces {
  front: string;
  side: string;
  top?: string;
  bottom?: string;
}

/** A solid box with only its camera-facing sides drawn (back faces first). */
export function box(cam: Camera, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, faces: BoxFaces): string {
  const parts: string[] = [];
  if (x0 > cam.camX)
    parts.push(
      cam.poly(
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        faces.side,
      ),
    );
  if (x1 < cam.camX)
    parts.push(
      cam.poly(
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        faces.side,
      ),
    );
  if (y1 < cam.eye && faces.top)
    parts.push(
      cam.poly(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        faces.top,
      ),
    );
  if (y0 > cam.eye && faces.bottom)
    parts.push(
      cam.poly(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        faces.bottom,
      ),
    );
  parts.push(
    cam.poly(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      faces.front,
    ),
  );
  return parts.join('');
}

// --- Mood ---------------------------------------------------------------------------------

export type TimeOfDay = 'morning' | 'midday' | 'golden' | 'dusk';

export interface Mood {
  time: TimeOfDay;
  sky: readonly [top: string, middle: string, horizon: string];
  sunColor: string;
  /** Sun position as a fraction of the frame (x) and height above the horizon (y, 0..1). */
  sunX: number;
  sunHeight: number;
  /** Warm or cool light multiplied into lit surfaces. */
  light: string;
  /** Mixed into every surface colour: blue haze at dusk, nothing at noon. */
  tint: string;
  tintAmount: number;
  /** How dark the faces turned away from the sun are. */
  shade: number;
  haze: string;
  /** Share of windows with the lights on. */
  windowsLit: number;
  cloudColor: string;
  cloudOpacity: number;
}

export function makeMood(time: TimeOfDay, random: Random): Mood {
  const sunLeft = random.chance(0.5);
  const sunX = sunLeft ? random.range(0.1, 0.3) : random.range(0.7, 0.9);
  switch (time) {
    case 'morning':
      return {
        time,
        sky: ['#5f9ad3', '#a9cdea', '#f4e6cf'],
        sunColor: '#fff4d6',
        sunX,
        sunHeight: random.range(0.25, 0.4),
        light: '#fff6e8',
        tint: '#dfe9f5',
        tintAmount: 0.06,
        shade: 0.2,
        haze: '#cfdceb',
        windowsLit: 0.05,
        cloudColor: '#ffffff',
        cloudOpacity: 0.85,
      };
    case 'midday':
      return {
        time,
        sky: ['#2f78c2', '#79b3e4', '#d8ebf7'],
        sunColor: '#ffffff',
        sunX,
        sunHeight: random.range(0.75, 0.95),
        light: '#ffffff',
        tint: '#ffffff',
        tintAmount: 0,
        shade: 0.24,
        haze: '#c4dbee',
        windowsLit: 0,
        cloudColor: '#ffffff',
        cloudOpacity: 0.95,
      };
    case 'golden':
      return {
        time,
        sky: ['#4a6fa8', '#d9a27a', '#f7cd8c'],
        sunColor: '#ffd98f',
        sunX,
        sunHeight: random.range(0.08, 0.2),
        light: '#ffe2b8',
        tint: '#f3c79a',
        tintAmount: 0.1,
        shade: 0.3,
        haze: '#e8c3a0',
        windowsLit: 0.35,
        cloudColor: '#ffe1c4',
        cloudOpacity: 0.8,
      };
    case 'dusk':
      return {
        time,
        sky: ['#1b2748', '#5b4a72', '#e8926a'],
        sunColor: '#ffb27a',
        sunX,
        sunHeight: random.range(-0.02, 0.05),
        light: '#c9b8cf',
        tint: '#2b3358',
        tintAmount: 0.2,
        shade: 0.28,
        haze: '#7d6a86',
        windowsLit: 0.75,
        cloudColor: '#f0a98a',
        cloudOpacity: 0.55,
      };
  }
}

/** A surface colour as lit by this mood; `lit` = 1 faces the sun, 0 is in shade. */
export function surface(mood: Mood, base: string, lit = 1): string {
  const lightened = multiply(base, mix('#ffffff', mood.light, 0.6 + 0.4 * lit));
  const shaded = darken(lightened, mood.shade * (1 - lit));
  return mix(shaded, mood.tint, mood.tintAmount);
}

// --- Sky --------------------------------------------------------------------------------------

export function sky(svg: Svg, mood: Mood, x: number, y: number, w: number, h: number, horizonY: number): string {
  const [top, middle, horizon] = mood.sky;
  const fill = svg.linear(
    [
      [0, top],
      [0.6, middle],
      [1, horizon],
    ],
    0,
    y,
    0,
    horizonY,
    true,
  );
  const parts = [rect(x, y, w, h, fill)];
  const sunX = x + w * mood.sunX;
  const sunY = horizonY - (horizonY - y) * mood.sunHeight;
  const glow = svg.radial(
    [
      [0, mood.sunColor, 0.9],
      [0.25, mood.sunColor, 0.35],
      [1, mood.sunColor, 0],
    ],
    sunX,
    sunY,
    w * 0.45,
    true,
  );
  parts.push(rect(x, y, w, h, glow));
  if (mood.sunHeight > 0.02) parts.push(circle(sunX, sunY, Math.min(w, 1200) * 0.028, lighten(mood.sunColor, 0.6)));
  return parts.join('');
}

export function clouds(svg: Svg, mood: Mood, random: Random, x: number, y: number, w: number, h: number, count: number): string {
  const parts: string[] = [];
  const blur = svg.blur(Math.max(2, w / 300));
  for (let index = 0; index < count; index += 1) {
    const cx = x + random.range(0, w);
    const cy = y + random.range(0.1, 0.75) * h;
    const scale = random.range(0.6, 1.4) * (w / 1200);
    const puffs: string[] = [];
    const puffCount = random.int(4, 7);
    for (let puff = 0; puff < puffCount; puff += 1) {
      const px = cx + (puff - puffCount / 2) * 28 * scale + random.range(-10, 10) * scale;
      const py = cy - random.range(0, 16) * scale;
      puffs.push(ellipse(px, py, random.range(28, 46) * scale, random.range(14, 24) * scale, mood.cloudColor));
    }
    puffs.push(ellipse(cx, cy + 6 * scale, puffCount * 20 * scale, 12 * scale, mood.cloudColor));
    parts.push(`<g opacity="${fmt(mood.cloudOpacity * random.range(0.6, 1))}" filter="${blur}">${puffs.join('')}</g>`);
  }
  return parts.join('');
}

/** A ridge line across the frame; `roughness` in pixels. */
export function hills(random: Random, x: number, w: number, baseY: number, height: number, roughness: number, fill: string, bottom: number): string {
  const steps = 24;
  const phase = random.range(0, Math.PI * 2);
  const phase2 = random.range(0, Math.PI * 2);
  const points: string[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const px = x + t * w;
    const py =
      baseY - height * (0.55 + 0.45 * Math.sin(t * Math.PI * 1.3 + phase)) - roughness * Math.sin(t * Math.PI * 6 + phase2) - random.range(0, roughness * 0.6);
    points.push(`${fmt(px)},${fmt(py)}`);
  }
  return `<path d="M${fmt(x)},${fmt(bottom)} L${points.join(' L')} L${fmt(x + w)},${fmt(bottom)} Z" fill="${fill}"/>`;
}

/** A distant city skyline silhouette with a few lit windows at dusk. */
export function skyline(svg: Svg, mood: Mood, random: Random, x: number, w: number, baseY: number, maxHeight: number, base: string): string {
  const parts: string[] = [];
  const lights: string[] = [];
  let cursor = x - 10;
  const scale = maxHeight / 200;
  while (cursor < x + w) {
    const bw = random.range(24, 70) * scale;
    const bh = random.range(0.25, 1) * maxHeight;
    const shadeColor = mix(base, mood.haze, random.range(0, 0.35));
    parts.push(rect(cursor, baseY - bh, bw, bh + 2, shadeColor));
    if (random.chance(0.25)) parts.push(rect(cursor + bw * 0.3, baseY - bh - 12 * scale, bw * 0.4, 12 * scale, shadeColor));
    if (mood.windowsLit > 0.2) {
      const rows = Math.floor(bh / (9 * scale));
      for (let row = 1; row < rows; row += 1) {
        for (let col = 0; col < Math.floor(bw / (8 * scale)); col += 1) {
          if (random.chance(mood.windowsLit * 0.28))
            lights.push(rect(cursor + 3 * scale + col * 8 * scale, baseY - bh + row * 9 * scale, 3 * scale, 4 * scale, '#ffd992'));
        }
      }
    }
    cursor += bw + random.range(0, 6) * scale;
  }
  const haze = svg.linear(
    [
      [0, mood.haze, 0],
      [1, mood.haze, 0.55],
    ],
    0,
    baseY - maxHeight,
    0,
    baseY,
    true,
  );
  return `${parts.join('')}<g opacity="0.9">${lights.join('')}</g>${rect(x, baseY - maxHeight - 20, w, maxHeight + 22, haze)}`;
}

// --- Plants -----------------------------------------------------------------------------------

const FOLIAGE = ['#3f7d4a', '#4c8a3f', '#2f6b45', '#5b8f3a', '#3c7456'];

/** A broadleaf tree whose trunk base is at (x, y); `size` is the canopy radius in pixels. */
export function roundTree(svg: Svg, mood: Mood, random: Random, x: number, y: number, size: number): string {
  const leaf = surface(mood, random.pick(FOLIAGE));
  const trunk = surface(mood, '#6b4f3a', 0.6);
  const light = svg.radial(
    [
      [0, lighten(leaf, 0.25)],
      [0.7, leaf],
      [1, darken(leaf, 0.25)],
    ],
    0.35,
    0.3,
    0.75,
  );
  const parts = [
    ellipse(x, y, size * 0.8, size * 0.16, 'rgba(0,0,0,0.18)', { filter: svg.blur(Math.max(1, size / 12)) }),
    polygon(
      [
        [x - size * 0.07, y],
        [x + size * 0.07, y],
        [x + size * 0.04, y - size * 1.1],
        [x - size * 0.04, y - size * 1.1],
      ],
      trunk,
    ),
  ];
  const blobs = random.int(5, 8);
  for (let index = 0; index < blobs; index += 1) {
    const angle = (index / blobs) * Math.PI * 2 + random.range(0, 0.5);
    const distance = size * random.range(0.25, 0.5);
    parts.push(circle(x + Math.cos(angle) * distance, y - size * 1.45 + Math.sin(angle) * distance * 0.8, size * random.range(0.45, 0.6), light));
  }
  parts.push(circle(x, y - size * 1.5, size * 0.55, light));
  return parts.join('');
}

/** A coconut palm: curved trunk and drooping fronds. */
export function palm(svg: Svg, mood: Mood, random: Random, x: number, y: number, height: number): string {
  const lean = random.range(-0.25, 0.25) * height;
  const topX = x + lean;
  const topY = y - height;
  const trunkColor = surface(mood, '#8a6a4c', 0.7);
  const leaf = surface(mood, random.pick(['#3e7d3c', '#4b8a39', '#2f7040']));
  const w = height * 0.035;
  const parts = [
    ellipse(x, y, height * 0.22, height * 0.04, 'rgba(0,0,0,0.16)', { filter: svg.blur(Math.max(1, height / 60)) }),
    path(
      `M${fmt(x - w)},${fmt(y)} Q${fmt(x + lean * 0.2 - w)},${fmt(y - height * 0.55)} ${fmt(topX - w * 0.6)},${fmt(topY)} L${fmt(topX + w * 0.6)},${fmt(topY)} Q${fmt(x + lean * 0.2 + w)},${fmt(y - height * 0.55)} ${fmt(x + w)},${fmt(y)} Z`,
      trunkColor,
    ),
  ];
  const fronds = random.int(7, 10);
  for (let index = 0; index < fronds; index += 1) {
    const angle = -Math.PI / 2 + (index / (fronds - 1) - 0.5) * Math.PI * 1.7 + random.range(-0.1, 0.1);
    const length = height * random.range(0.35, 0.5);
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.sin(angle) * length * 0.6 + length * 0.35;
    const cx = topX + Math.cos(angle) * length * 0.55;
    const cy = topY + Math.sin(angle) * length * 0.6 - length * 0.12;
    const color = index % 2 === 0 ? leaf : darken(leaf, 0.12);
    parts.push(
      path(
        `M${fmt(topX)},${fmt(topY)} Q${fmt(cx)},${fmt(cy - length * 0.08)} ${fmt(ex)},${fmt(ey)} Q${fmt(cx)},${fmt(cy + length * 0.1)} ${fmt(topX)},${fmt(topY)} Z`,
        color,
      ),
    );
  }
  parts.push(circle(topX, topY + 2, w * 1.2, darken(trunkColor, 0.2)));
  return parts.join('');
}

/** A conifer for hill-station scenes. */
export function pine(mood: Mood, random: Random, x: number, y: number, height: number): string {
  const leaf = surface(mood, random.pick(['#2d5e45', '#2a5a3c', '#35684a']));
  const parts = [rect(x - height * 0.03, y - height * 0.18, height * 0.06, height * 0.18, surface(mood, '#5a4030', 0.5))];
  const tiers = 4;
  for (let tier = 0; tier < tiers; tier += 1) {
    const ty = y - height * 0.12 - tier * height * 0.2;
    const tw = height * (0.32 - tier * 0.065);
    parts.push(
      polygon(
        [
          [x - tw, ty],
          [x + tw, ty],
          [x, ty - height * 0.36],
        ],
        tier % 2 === 0 ? leaf : lighten(leaf, 0.06),
      ),
    );
  }
  return parts.join('');
}

/** A low clipped shrub or hedge blob, optionally with flowers. */
export function shrub(mood: Mood, random: Random, x: number, y: number, w: number, h: number, flowers?: string): string {
  const leaf = surface(mood, random.pick(FOLIAGE));
  const parts: string[] = [];
  const blobs = Math.max(3, Math.round(w / (h * 0.9)));
  for (let index = 0; index < blobs; index += 1) {
    const bx = x + (index + 0.5) * (w / blobs);
    parts.push(ellipse(bx, y - h * 0.5, (w / blobs) * 0.75, h * random.range(0.45, 0.6), index % 2 ? leaf : lighten(leaf, 0.08)));
  }
  parts.push(ellipse(x + w / 2, y - h * 0.35, w * 0.5, h * 0.4, darken(leaf, 0.08)));
  if (flowers) {
    const count = Math.round(w / 8);
    for (let index = 0; index < count; index += 1)
      parts.push(circle(x + random.range(0.05, 0.95) * w, y - random.range(0.3, 0.95) * h, Math.max(1.2, h * 0.07), surface(mood, flowers)));
  }
  return parts.join('');
}

/** Potted plant (interiors and decks): `h` is the overall height in pixels. */
export function pottedPlant(mood: Mood, random: Random, x: number, y: number, h: number, pot = '#d8cbb8'): string {
  const leaf = surface(mood, random.pick(['#3f7d4a', '#2f6b45', '#4f8d52']));
  const potH = h * 0.28;
  const potW = h * 0.26;
  const parts = [
    ellipse(x, y, potW * 0.8, potW * 0.15, 'rgba(0,0,0,0.18)'),
    polygon(
      [
        [x - potW / 2, y - potH],
        [x + potW / 2, y - potH],
        [x + potW * 0.38, y],
        [x - potW * 0.38, y],
      ],
      surface(mood, pot),
    ),
  ];
  const leaves = random.int(7, 11);
  for (let index = 0; index < leaves; index += 1) {
    const angle = -Math.PI / 2 + (index / (leaves - 1) - 0.5) * 2.2;
    const length = h * random.range(0.5, 0.75);
    const ex = x + Math.cos(angle) * length * 0.7;
    const ey = y - potH - Math.abs(Math.sin(angle)) * length;
    const mx = (x + ex) / 2;
    const my = (y - potH + ey) / 2;
    const widthFactor = h * 0.07;
    parts.push(
      path(
        `M${fmt(x)},${fmt(y - potH)} Q${fmt(mx - widthFactor)},${fmt(my - widthFactor)} ${fmt(ex)},${fmt(ey)} Q${fmt(mx + widthFactor)},${fmt(my + widthFactor)} ${fmt(x)},${fmt(y - potH)} Z`,
        index % 2 ? leaf : lighten(leaf, 0.1),
      ),
    );
  }
  return parts.join('');
}

/** Soft contact shadow under an object standing on the ground. */
export function contactShadow(svg: Svg, cx: number, cy: number, rx: number, ry: number, opacity = 0.25): string {
  return ellipse(cx, cy, rx, ry, `rgba(0,0,0,${opacity})`, { filter: svg.blur(Math.max(2, ry / 2)) });
}

/** Darkened corners, as a camera lens gives; keeps the eye in the frame. */
export function vignette(svg: Svg, strength = 0.28): string {
  const fill = svg.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, svg.width, svg.height, fill);
}
