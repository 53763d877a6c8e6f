import { darken, lighten, mix } from '../lib/color.ts';
import type { Random } from '../lib/random.ts';
import { ellipse, fmt, line, path, polygon, rect, Svg } from '../lib/svg.ts';
import {
  box,
  Camera,
  clouds,
  contactShadow,
  hills,
  makeMood,
  palm,
  pine,
  roundTree,
  shrub,
  sky,
  skyline,
  surface,
  vignette,
  type Mood,
  type Point3,
  type TimeOfDay,
} from './world.ts';

/**
 * Street-side views of each property type. Every scene is modelled in metres and projected
 * through one camera, so pools, roofs and facades recede consistently; the seed picks the
 * materials, time of day, camera position and planting, so no two listings look alike.
 */

export type PropertyKind = 'Villa' | 'Apartment' | 'Townhouse' | 'House' | 'Cottage';
export type Region = 'coastal' | 'hill' | 'city' | 'heritage';

export interface SceneOptions {
  random: Random;
  region: Region;
  time?: TimeOfDay;
  width?: number;
  height?: number;
  /** Apartments only: a mid-rise society block or a high-rise tower; random when absent. */
  storeys?: 'mid' | 'high';
}

const W = 1200;
const H = 800;

const WALLS = ['#f4f1ea', '#efe7da', '#e9e4dc', '#f6efe3', '#e6ddd0'];
const ACCENT_WALLS = ['#c9b49a', '#9c8470', '#b7a58f', '#7f8c84', '#a39b8b'];
const STONE = ['#b9ad9c', '#a69886', '#c4b8a5', '#9b9286'];
const WOOD = ['#9b6b45', '#8a5a3b', '#a8774f', '#7a5236'];
const ROOF_TILES = ['#a4472f', '#b0553a', '#8e3f2c', '#9a4a35'];
const ROOF_SLATE = ['#4f5558', '#5b5f63', '#44494d'];
const TOWNHOUSE_FACADES = ['#e9dcc6', '#c98f6b', '#d8c9ad', '#b5c2b0', '#e2c9a6', '#a9b7bf', '#dcd2c4'];
const HERITAGE_FACADES = ['#e0a872', '#d99a63', '#e7b583', '#d4925e'];

function pickTime(random: Random, preferred?: TimeOfDay): TimeOfDay {
  return preferred ?? random.pick<TimeOfDay>(['morning', 'midday', 'midday', 'golden', 'golden', 'dusk']);
}

interface Stage {
  svg: Svg;
  cam: Camera;
  mood: Mood;
  random: Random;
  region: Region;
  /** Whether the sun is left of frame; faces turned towards it are lit, the others shaded. */
  sunLeft: boolean;
}

function stage(options: SceneOptions, camera: { vy: number; focal: number; eye: number; camX: number }): Stage {
  const random = options.random;
  const mood = makeMood(pickTime(random.fork('time'), options.time), random.fork('mood'));
  const svg = new Svg(options.width ?? W, options.height ?? H);
  const cam = new Camera(svg.width / 2, camera.vy, camera.focal, camera.eye, camera.camX);
  return { svg, cam, mood, random, region: options.region, sunLeft: mood.sunX < 0.5 };
}

// --- Backdrop -------------------------------------------------------------------------------

function backdrop(st: Stage): string {
  const { svg, cam, mood, random, region } = st;
  const parts = [sky(svg, mood, 0, 0, svg.width, cam.vy + 4, cam.vy)];
  parts.push(clouds(svg, mood, random.fork('clouds'), 0, 20, svg.width, cam.vy * 0.6, random.int(3, 6)));
  const far = mix(mood.haze, '#5d7f6a', 0.35);
  if (region === 'hill') {
    parts.push(hills(random.fork('h1'), 0, svg.width, cam.vy + 2, 150, 18, mix(mood.haze, '#6f8f86', 0.3), cam.vy + 4));
    parts.push(hills(random.fork('h2'), 0, svg.width, cam.vy + 2, 80, 12, surface(mood, '#4f7b5c', 0.7), cam.vy + 4));
  } else if (region === 'city') {
    parts.push(skyline(svg, mood, random.fork('sky'), 0, svg.width, cam.vy + 2, 150, mix(mood.haze, '#6d7f8f', 0.45)));
  } else if (region === 'heritage') {
    parts.push(hills(random.fork('h1'), 0, svg.width, cam.vy + 2, 90, 10, mix(mood.haze, '#b08f74', 0.35), cam.vy + 4));
    parts.push(fortWall(st));
  } else {
    parts.push(hills(random.fork('h1'), 0, svg.width, cam.vy + 2, 40, 6, mix(mood.haze, far, 0.4), cam.vy + 4));
  }
  return parts.join('');
}

/** A distant hill fort on the ridge, as seen from C-Scheme towards Nahargarh. */
function fortWall(st: Stage): string {
  const { svg, cam, mood, random } = st;
  const color = mix(mood.haze, '#b7896a', 0.5);
  const x0 = svg.width * random.range(0.05, 0.45);
  const baseY = cam.vy - 55;
  const parts: string[] = [rect(x0, baseY, 260, 22, color)];
  for (let index = 0; index < 13; index += 1) parts.push(rect(x0 + index * 20, baseY - 6, 10, 7, color));
  parts.push(rect(x0 + 40, baseY - 26, 34, 28, color), rect(x0 + 170, baseY - 34, 40, 36, color));
  return parts.join('');
}

function ground(st: Stage, nearColor: string, farColor: string): string {
  const { svg, cam, mood } = st;
  const fill = svg.linear(
    [
      [0, surface(mood, farColor)],
      [1, surface(mood, nearColor)],
    ],
    0,
    cam.vy,
    0,
    svg.height,
    true,
  );
  return rect(0, cam.vy, svg.width, svg.height - cam.vy, fill);
}

/** A row of trees along the back of the plot. */
function treeLine(st: Stage, z: number, count: number, kinds: readonly ('round' | 'palm' | 'pine')[]): string {
  const { svg, cam, mood, random } = st;
  const parts: string[] = [];
  const span = (svg.width / cam.focal) * z * 0.65;
  for (let index = 0; index < count; index += 1) {
    const X = cam.camX - span + (index + random.range(0.1, 0.9)) * ((span * 2) / count);
    const Z = z + random.range(-3, 3);
    const [x, y] = cam.p(X, 0, Z);
    const kind = random.pick(kinds);
    if (kind === 'palm') parts.push(palm(svg, mood, random, x, y, cam.s(random.range(8, 12), Z)));
    else if (kind === 'pine') parts.push(pine(mood, random, x, y, cam.s(random.range(7, 11), Z)));
    else parts.push(roundTree(svg, mood, random, x, y, cam.s(random.range(2.2, 3.4), Z)));
  }
  return parts.join('');
}

// --- Windows ------------------------------------------------------------------------------

interface GlassOptions {
  frame: string;
  lit: boolean;
  columns?: number;
  rows?: number;
  frameWidth?: number;
  curtain?: boolean;
}

/** A glazed opening in screen space, with reflection by day or warm light at night. */
function glass(st: Stage, x: number, y: number, w: number, h: number, options: GlassOptions): string {
  const { svg, mood } = st;
  const fw = options.frameWidth ?? Math.max(1.5, Math.min(w, h) * 0.05);
  const parts: string[] = [];
  if (options.lit) {
    const warm = svg.linear([
      [0, '#ffe9b8'],
      [0.7, '#f6c476'],
      [1, '#e59e4c'],
    ]);
    parts.push(rect(x - w * 0.15, y - h * 0.15, w * 1.3, h * 1.3, 'rgba(255,196,110,0.35)', { filter: svg.blur(Math.max(3, w * 0.12)) }));
    parts.push(rect(x, y, w, h, warm));
    if (options.curtain) parts.push(rect(x, y, w * 0.22, h, 'rgba(255,240,215,0.75)'), rect(x + w * 0.78, y, w * 0.22, h, 'rgba(255,240,215,0.75)'));
    parts.push(rect(x, y + h * 0.72, w, h * 0.28, 'rgba(120,70,30,0.25)'));
  } else {
    const reflect = svg.linear([
      [0, lighten(mix(mood.sky[1], '#ffffff', 0.1), 0.1)],
      [0.45, mix(mood.sky[1], '#3c5868', 0.55)],
      [1, darken(mix(mood.sky[0], '#26343c', 0.7), 0.15)],
    ]);
    parts.push(rect(x, y, w, h, reflect));
    if (options.curtain) parts.push(rect(x, y, w * 0.2, h, surface(mood, '#efe6d6', 0.8), { opacity: 0.85 }));
    parts.push(
      polygon(
        [
          [x + w * 0.15, y],
          [x + w * 0.45, y],
          [x + w * 0.1, y + h],
          [x, y + h],
        ],
        'rgba(255,255,255,0.14)',
      ),
    );
  }
  const columns = options.columns ?? 1;
  const rows = options.rows ?? 1;
  for (let c = 1; c < columns; c += 1) parts.push(rect(x + (w * c) / columns - fw / 2, y, fw, h, options.frame));
  for (let r = 1; r < rows; r += 1) parts.push(rect(x, y + (h * r) / rows - fw / 2, w, fw, options.frame));
  parts.push(rect(x, y, w, h, 'none', { stroke: options.frame, 'stroke-width': fw }));
  return parts.join('');
}

/** Window on the plane Z = z (a front face). */
function frontWindow(st: Stage, x0: number, x1: number, y0: number, y1: number, z: number, options: GlassOptions): string {
  const [sx0, sy1] = st.cam.p(x0, y1, z);
  const [sx1, sy0] = st.cam.p(x1, y0, z);
  return glass(st, sx0, sy1, sx1 - sx0, sy0 - sy1, { ...options, frameWidth: st.cam.s(0.07, z) });
}

/** A window on a side wall (plane X = x), drawn as a receding quad. */
function sideWindow(st: Stage, x: number, z0: number, z1: number, y0: number, y1: number, lit: boolean, frame: string): string {
  const { cam, svg, mood } = st;
  const fill = lit
    ? '#f4bf70'
    : svg.linear([
        [0, mix(mood.sky[1], '#ffffff', 0.2)],
        [1, darken(mix(mood.sky[0], '#2a3a44', 0.7), 0.1)],
      ]);
  return (
    cam.poly(
      [
        [x, y0, z0],
        [x, y0, z1],
        [x, y1, z1],
        [x, y1, z0],
      ],
      fill,
    ) +
    cam.poly(
      [
        [x, y0, z0],
        [x, y0, z1],
        [x, y1, z1],
        [x, y1, z0],
      ],
      'none',
      { stroke: frame, 'stroke-width': fmt(cam.s(0.06, z0)) },
    )
  );
}

/** Litness of a face: faces turned towards the sun are lit. */
function faceLight(st: Stage, facesLeft: boolean): number {
  return facesLeft === st.sunLeft ? 0.95 : 0.35;
}

function sideFacesLeft(st: Stage, x0: number): boolean {
  // The visible side face is the left one when the box sits to the right of the camera.
  return x0 > st.cam.camX;
}

function shadedBox(
  st: Stage,
  b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
  color: string,
  topColor?: string,
  showUnderside = true,
): string {
  const sideLeft = sideFacesLeft(st, b.x0);
  return box(st.cam, b.x0, b.x1, b.y0, b.y1, b.z0, b.z1, {
    front: surface(st.mood, color, 0.8),
    side: surface(st.mood, color, faceLight(st, sideLeft)),
    top: surface(st.mood, topColor ?? lighten(color, 0.1), 1),
    ...(showUnderside ? { bottom: surface(st.mood, darken(color, 0.15), 0.2) } : {}),
  });
}

/** Ambient-occlusion strip where a building meets the ground. */
function groundContact(st: Stage, x0: number, x1: number, z0: number, z1: number): string {
  const { cam, svg } = st;
  const spread = 0.9;
  const pts: Point3[] = [
    [x0 - spread, 0, z0 - spread * 1.5],
    [x1 + spread, 0, z0 - spread * 1.5],
    [x1 + spread, 0, z1],
    [x0 - spread, 0, z1],
  ];
  return cam.poly(pts, 'rgba(20,25,20,0.35)', { filter: svg.blur(6) });
}

// --- Villa --------------------------------------------------------------------------------

export function villaScene(options: SceneOptions): string {
  const random = options.random;
  const st = stage(options, {
    vy: random.range(330, 380),
    focal: random.range(950, 1050),
    eye: random.range(3, 3.8),
    camX: random.range(-5, 5),
  });
  const { svg, cam, mood } = st;
  const wall = random.pick(WALLS);
  const wood = random.pick(WOOD);
  // The solid end of the ground floor is either stone or a painted accent panel.
  const stone = random.chance(0.65) ? random.pick(STONE) : random.pick(ACCENT_WALLS);
  const frame = random.pick(['#2d2f31', '#3a3a38', '#4a4640']);
  const zHouse = random.range(24, 27);
  const width = random.range(15, 18);
  const left = cam.camX * 0.45 - width / 2 + random.range(-1, 1);
  const right = left + width;
  const upperLeft = left + random.range(0.5, 3);
  const upperRight = upperLeft + width * random.range(0.55, 0.7);
  const lit = () => random.chance(mood.windowsLit);

  const parts: string[] = [backdrop(st)];
  parts.push(ground(st, '#5f9445', '#7ea360'));
  parts.push(treeLine(st, zHouse + 14, 9, options.region === 'coastal' ? ['palm', 'palm', 'round'] : ['round', 'round', 'palm']));

  // Boundary hedge behind and beside the house.
  const hedgeL = cam.p(left - 6, 0, zHouse + 6);
  const hedgeR = cam.p(right + 6, 0, zHouse + 6);
  parts.push(shrub(mood, random, hedgeL[0], hedgeL[1], hedgeR[0] - hedgeL[0], cam.s(1.6, zHouse + 6)));

  parts.push(groundContact(st, left, right, zHouse, zHouse + 11));

  // Ground floor: a long low volume clad partly in stone, the rest glazed.
  parts.push(shadedBox(st, { x0: left, x1: right, y0: 0, y1: 3.3, z0: zHouse, z1: zHouse + 11 }, wall));
  const stoneEnd = left + width * random.range(0.18, 0.28);
  const [sx0, sy0] = cam.p(left, 3.3, zHouse);
  const [sx1, sy1] = cam.p(stoneEnd, 0, zHouse);
  parts.push(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, surface(mood, stone, 0.8)));
  for (let course = 1; course < 9; course += 1) {
    const y = sy0 + ((sy1 - sy0) * course) / 9;
    parts.push(line(sx0, y, sx1, y, surface(mood, darken(stone, 0.18), 0.8), 1, { opacity: 0.6 }));
  }
  const glazedFrom = stoneEnd + 0.6;
  const panes = Math.max(3, Math.round((right - 0.6 - glazedFrom) / 2.2));
  parts.push(frontWindow(st, glazedFrom, right - 0.6, 0.15, 2.9, zHouse, { frame, lit: lit(), columns: panes }));

  // Upper floor: set back, with a timber-slatted panel and a balcony along the front.
  const zUpper = zHouse + random.range(-1.2, 1.5);
  parts.push(shadedBox(st, { x0: upperLeft, x1: upperRight, y0: 3.3, y1: 6.5, z0: zUpper, z1: zUpper + 8 }, wall));
  const slatEnd = upperLeft + (upperRight - upperLeft) * random.range(0.3, 0.42);
  const [ux0, uy0] = cam.p(upperLeft + 0.4, 6.1, zUpper);
  const [ux1, uy1] = cam.p(slatEnd, 3.7, zUpper);
  parts.push(rect(ux0, uy0, ux1 - ux0, uy1 - uy0, surface(mood, wood, 0.85)));
  const slats = Math.round((ux1 - ux0) / 7);
  for (let slat = 1; slat < slats; slat += 1) parts.push(rect(ux0 + ((ux1 - ux0) * slat) / slats, uy0, 1.6, uy1 - uy0, surface(mood, darken(wood, 0.3), 0.8)));
  parts.push(frontWindow(st, slatEnd + 0.4, upperRight - 0.5, 3.7, 6.1, zUpper, { frame, lit: lit(), columns: 3, curtain: true }));

  // Roof slabs with a crisp white fascia and a shadow line beneath.
  for (const [x0, x1, y, z0, z1] of [
    [left - 0.5, right + 0.5, 3.3, zHouse - 0.6, zHouse + 11.3],
    [upperLeft - 0.6, upperRight + 0.6, 6.5, zUpper - 0.8, zUpper + 8.3],
  ] as const) {
    const [fx0, fy0] = cam.p(x0, y, z0);
    const [fx1] = cam.p(x1, y, z0);
    parts.push(rect(fx0, fy0, fx1 - fx0, cam.s(0.5, z0), 'rgba(0,0,0,0.22)', { filter: svg.blur(3) }));
    parts.push(shadedBox(st, { x0, x1, y0: y, y1: y + 0.35, z0, z1 }, '#f7f6f2', '#e5e3de'));
  }

  // Balcony glass rail on the ground-floor roof.
  const [bx0, by0] = cam.p(upperRight + 0.4, 4.35, zHouse - 0.4);
  const [bx1, by1] = cam.p(right + 0.3, 3.65, zHouse - 0.4);
  parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, 'rgba(200,230,235,0.35)', { stroke: surface(mood, '#cfd6d8'), 'stroke-width': 1.5 }));

  // Pool deck, coping and water.
  const poolX0 = left + random.range(1, 3);
  const poolX1 = poolX0 + random.range(9, 12);
  const poolZ0 = zHouse - random.range(13, 15);
  const poolZ1 = zHouse - 2.4;
  const deck = surface(mood, random.pick(['#c8a27c', '#b68d66', '#d9cbb5', '#cfc3ae']));
  parts.push(
    cam.poly(
      [
        [left - 2, 0, poolZ0 - 6],
        [right + 2, 0, poolZ0 - 6],
        [right + 2, 0, zHouse],
        [left - 2, 0, zHouse],
      ],
      deck,
    ),
  );
  for (let board = 0; board < 30; board += 1) {
    const z = poolZ0 - 6 + ((zHouse - poolZ0 + 6) * board) / 30;
    const [lx, ly] = cam.p(left - 2, 0, z);
    const [rx] = cam.p(right + 2, 0, z);
    parts.push(line(lx, ly, rx, ly, darken(deck, 0.12), 1, { opacity: 0.5 }));
  }
  parts.push(
    cam.poly(
      [
        [poolX0 - 0.5, 0, poolZ0 - 0.5],
        [poolX1 + 0.5, 0, poolZ0 - 0.5],
        [poolX1 + 0.5, 0, poolZ1 + 0.5],
        [poolX0 - 0.5, 0, poolZ1 + 0.5],
      ],
      surface(mood, '#eeeae2'),
    ),
  );
  parts.push(pool(st, poolX0, poolX1, poolZ0, poolZ1));

  // Loungers and an umbrella beside the pool.
  const loungerX = poolX1 + 1.2 < right + 1 ? poolX1 + 1.2 : poolX0 - 3;
  for (let index = 0; index < 2; index += 1) parts.push(lounger(st, loungerX + index * 1.1, poolZ0 + 1 + index * 0.3));
  parts.push(umbrella(st, loungerX + 0.9, poolZ0 + 3.5));

  // Foreground palms and planting frame the shot.
  const [plx, ply] = cam.p(left - 3.5, 0, zHouse - 4);
  parts.push(palm(svg, mood, random, plx, ply, cam.s(random.range(8, 10), zHouse - 4)));
  const [prx, pry] = cam.p(right + 3, 0, zHouse - 1);
  parts.push(
    options.region === 'coastal' ? palm(svg, mood, random, prx, pry, cam.s(9, zHouse - 1)) : roundTree(svg, mood, random, prx, pry, cam.s(2.6, zHouse - 1)),
  );
  const [fx, fy] = cam.p(cam.camX - 9, 0, poolZ0 - 2.5);
  parts.push(shrub(mood, random, fx - 80, fy + 30, 320, 70, random.pick(['#e85d75', '#f2b134', '#ffffff'])));
  const [gx, gy] = cam.p(cam.camX + 8, 0, poolZ0 - 2.5);
  parts.push(shrub(mood, random, gx - 100, gy + 40, 360, 80, random.chance(0.5) ? '#d94f8a' : undefined));
  parts.push(vignette(svg, 0.22));
  return svg.render(parts.join(''));
}

function pool(st: Stage, x0: number, x1: number, z0: number, z1: number): string {
  const { cam, svg, mood, random } = st;
  const [, fy] = cam.p(x0, 0, z1);
  const [, ny] = cam.p(x0, 0, z0);
  const water = svg.linear(
    [
      [0, surface(mood, '#4fb8c9')],
      [0.5, surface(mood, '#2e9bb3')],
      [1, surface(mood, '#1d7e98')],
    ],
    0,
    fy,
    0,
    ny,
    true,
  );
  const parts = [
    cam.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ],
      water,
    ),
  ];
  // Sky reflection and ripples keep the water from reading as a flat blue slab.
  parts.push(
    cam.poly(
      [
        [x0, 0, z1 - 1.5],
        [x1, 0, z1 - 1.5],
        [x1, 0, z1],
        [x0, 0, z1],
      ],
      'rgba(255,255,255,0.18)',
    ),
  );
  for (let ripple = 0; ripple < 14; ripple += 1) {
    const rz = random.range(z0 + 0.3, z1 - 0.3);
    const rx = random.range(x0 + 0.5, x1 - 1.5);
    const [ax, ay] = cam.p(rx, 0, rz);
    const [bx] = cam.p(rx + random.range(0.6, 1.6), 0, rz);
    const amp = cam.s(0.06, rz);
    parts.push(
      path(`M${fmt(ax)},${fmt(ay)} q${fmt((bx - ax) / 4)},${fmt(-amp)} ${fmt((bx - ax) / 2)},0 t${fmt((bx - ax) / 2)},0`, 'none', {
        stroke: 'rgba(255,255,255,0.55)',
        'stroke-width': 1.4,
      }),
    );
  }
  parts.push(
    cam.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, -0.1, z0],
        [x0, -0.1, z0],
      ],
      surface(mood, '#d9d4cc'),
    ),
  );
  return parts.join('');
}

function lounger(st: Stage, x: number, z: number): string {
  const { cam, mood } = st;
  const cushion = surface(st.mood, '#f3f0ea');
  const frameColor = surface(mood, '#6b5846', 0.7);
  const parts = [
    contactShadow(st.svg, ...cam.p(x + 0.35, 0, z + 1), cam.s(0.6, z), cam.s(0.25, z), 0.25),
    box(cam, x, x + 0.75, 0.25, 0.4, z, z + 1.9, { front: frameColor, side: frameColor, top: cushion }),
    cam.poly(
      [
        [x, 0.4, z + 1.4],
        [x + 0.75, 0.4, z + 1.4],
        [x + 0.75, 0.95, z + 1.95],
        [x, 0.95, z + 1.95],
      ],
      lighten(cushion, 0.05),
    ),
  ];
  for (const lx of [x + 0.05, x + 0.65])
    parts.push(
      cam.poly(
        [
          [lx, 0, z + 0.1],
          [lx + 0.05, 0, z + 0.1],
          [lx + 0.05, 0.25, z + 0.1],
          [lx, 0.25, z + 0.1],
        ],
        frameColor,
      ),
    );
  return parts.join('');
}

function umbrella(st: Stage, x: number, z: number): string {
  const { cam, mood, random } = st;
  const [px, py] = cam.p(x, 0, z);
  const [, topY] = cam.p(x, 2.5, z);
  const radius = cam.s(1.5, z);
  const canopy = surface(mood, random.pick(['#f1ede4', '#e9d7b8', '#2b978b']));
  return (
    line(px, py, px, topY, surface(mood, '#5a4a3a'), Math.max(1.5, cam.s(0.05, z))) +
    path(
      `M${fmt(px - radius)},${fmt(topY + radius * 0.28)} Q${fmt(px)},${fmt(topY - radius * 0.35)} ${fmt(px + radius)},${fmt(topY + radius * 0.28)} Z`,
      canopy,
    ) +
    path(
      `M${fmt(px - radius)},${fmt(topY + radius * 0.28)} Q${fmt(px)},${fmt(topY + radius * 0.18)} ${fmt(px + radius)},${fmt(topY + radius * 0.28)} Z`,
      darken(canopy, 0.2),
    )
  );
}

// --- Apartment ----------------------------------------------------------------------------

export function apartmentScene(options: SceneOptions): string {
  const random = options.random;
  const st = stage(options, {
    vy: random.range(560, 600),
    focal: random.range(820, 900),
    eye: 1.7,
    camX: random.range(-16, 16),
  });
  const { svg, cam, mood } = st;
  const cladding = random.pick(['#eceae6', '#e3ded6', '#d9dde0', '#efe8de', '#e6d3bd', '#d8c4b0', '#dcd6cc']);
  const accent = random.pick(['#2b978b', '#b9845a', '#6f7d8c', '#c56b4a', '#8a7d6b']);
  const frame = random.pick(['#2f3438', '#4b4f52']);
  const parts: string[] = [backdrop({ ...st, region: 'city' })];
  parts.push(ground(st, '#6f9a52', '#8fa880'));

  // Either a mid-rise society block seen across its garden, or a high-rise with a sibling tower.
  const midRise = options.storeys ? options.storeys === 'mid' : random.chance(0.5);
  const zTower = midRise ? random.range(42, 48) : random.range(72, 80);
  // Keep the block in frame while the camera offset still shows one side of it.
  const towerX = cam.camX * 0.6 + random.range(-3, 3);
  const width = midRise ? random.range(30, 36) : random.range(24, 30);
  if (!midRise) {
    const siblingSide = random.pick([-1, 1]);
    const zSibling = zTower + random.range(22, 30);
    const siblingX = towerX + siblingSide * random.range(30, 36);
    parts.push(
      tower(st, {
        x0: siblingX - width / 2,
        x1: siblingX + width / 2,
        floors: random.int(13, 16),
        z0: zSibling,
        depth: 16,
        cladding,
        accent,
        frame,
        faded: true,
      }),
    );
  } else {
    parts.push(treeLine(st, zTower + 20, 10, ['round']));
  }
  const floors = midRise ? random.int(5, 7) : random.int(13, 15);
  parts.push(groundContact(st, towerX - width / 2, towerX + width / 2, zTower, zTower + 16));
  parts.push(tower(st, { x0: towerX - width / 2, x1: towerX + width / 2, floors, z0: zTower, depth: 16, cladding, accent, frame, faded: false }));
  if (midRise) {
    // Society garden with a paved walk up to the lobby instead of a street frontage.
    const [, lawnY] = cam.p(0, 0, zTower - 4);
    parts.push(
      rect(
        0,
        lawnY,
        svg.width,
        svg.height - lawnY,
        svg.linear([
          [0, surface(mood, '#7aa35a')],
          [1, surface(mood, '#5a8a40')],
        ]),
      ),
    );
    parts.push(
      cam.poly(
        [
          [towerX - 2, 0, zTower - 3],
          [towerX + 2, 0, zTower - 3],
          [towerX + 3, 0, 6],
          [towerX - 3, 0, 6],
        ],
        surface(mood, '#d8cfc0'),
      ),
    );
    for (const side of [-1, 1]) {
      for (let index = 0; index < 3; index += 1) {
        const Z = zTower - 8 - index * 9;
        const [tx, ty] = cam.p(towerX + side * random.range(6, 12), 0, Z);
        parts.push(
          index === 0 && options.region === 'coastal'
            ? palm(svg, mood, random, tx, ty, cam.s(9, Z))
            : roundTree(svg, mood, random, tx, ty, cam.s(random.range(2, 2.8), Z)),
        );
      }
      const [bx, by] = cam.p(towerX + side * 3.2 - (side < 0 ? 8 : 0), 0, 14);
      parts.push(shrub(mood, random, bx, by, cam.s(8, 14), cam.s(0.8, 14), random.pick(['#e0607e', '#f2c14e', '#ffffff'])));
    }
    parts.push(vignette(svg, 0.2));
    return svg.render(parts.join(''));
  }

  // Podium garden, boundary hedge, footpath with street trees, and the road.
  const [, hedgeY] = cam.p(0, 0, zTower - 12);
  parts.push(shrub(mood, random, -20, hedgeY, svg.width + 40, cam.s(1.3, zTower - 12), random.pick(['#f2c14e', '#e0607e', '#ffffff'])));
  const [, pathY] = cam.p(0, 0, 26);
  const [, roadY] = cam.p(0, 0, 18);
  parts.push(rect(0, pathY, svg.width, roadY - pathY, surface(mood, '#cfc9bd')));
  parts.push(rect(0, roadY, svg.width, svg.height - roadY, surface(mood, '#55595c')), rect(0, roadY, svg.width, 4, surface(mood, '#e6e1d6')));
  const [, laneY] = cam.p(0, 0, 11);
  for (let dash = 0; dash < 9; dash += 1) parts.push(rect(dash * 150 - 20, laneY, 90, 5, surface(mood, '#e8e3d6')));
  parts.push(car(st, cam.camX + random.range(-8, 4), 15, random.chance(0.5)));
  for (const X of [-22, -9, 4, 17, 30].map((value) => value + random.range(-3, 3))) {
    const [tx, ty] = cam.p(X + cam.camX, 0, 22);
    parts.push(roundTree(svg, mood, random, tx, ty, cam.s(random.range(2.2, 2.8), 22)));
  }
  if (mood.windowsLit > 0.3) {
    for (const X of [-15, 11, 37]) {
      const [lx, ly] = cam.p(X + cam.camX, 5, 21);
      parts.push(rect(lx - 1.5, ly, 3, cam.s(5, 21), surface(mood, '#2f3336')));
      parts.push(ellipse(lx, ly, 22, 22, 'rgba(255,210,140,0.55)', { filter: svg.blur(8) }), ellipse(lx, ly, 4, 3, '#fff1cc'));
    }
  }
  parts.push(vignette(svg, 0.2));
  return svg.render(parts.join(''));
}

interface TowerSpec {
  x0: number;
  x1: number;
  floors: number;
  z0: number;
  depth: number;
  cladding: string;
  accent: string;
  frame: string;
  faded: boolean;
}

function tower(st: Stage, spec: TowerSpec): string {
  const { cam, mood, random } = st;
  const floorH = 3.1;
  const top = spec.floors * floorH + 1.2;
  const { x0, x1, z0 } = spec;
  const z1 = z0 + spec.depth;
  const hazeMix = spec.faded ? 0.3 : 0;
  const tone = (color: string) => mix(color, mood.haze, hazeMix);
  const parts = [shadedBox(st, { x0, x1, y0: 0, y1: top, z0, z1 }, tone(spec.cladding))];
  const sideX = x0 > cam.camX ? x0 : x1 < cam.camX ? x1 : undefined;
  const bays = 5;
  for (let floor = 1; floor < spec.floors; floor += 1) {
    const y = floor * floorH;
    // Floor-to-ceiling glass between slabs, split into bays with solid piers.
    for (let bay = 0; bay < bays; bay += 1) {
      const bx0 = x0 + 0.6 + ((x1 - x0 - 1.2) * bay) / bays + 0.25;
      const bx1 = x0 + 0.6 + ((x1 - x0 - 1.2) * (bay + 1)) / bays - 0.25;
      const lit = random.chance(mood.windowsLit * 0.8);
      if (spec.faded) {
        const [wx0, wy0] = cam.p(bx0, y + floorH - 0.3, z0);
        const [wx1, wy1] = cam.p(bx1, y + 0.2, z0);
        parts.push(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, lit ? '#f3c27a' : tone(mix(mood.sky[1], '#4a5d6a', 0.55))));
      } else {
        parts.push(frontWindow(st, bx0, bx1, y + 0.2, y + floorH - 0.3, z0, { frame: spec.frame, lit, columns: 2, curtain: lit }));
      }
    }
    if (sideX !== undefined) {
      for (let bay = 0; bay < 4; bay += 1) {
        const za = z0 + 0.8 + bay * ((spec.depth - 1.6) / 4) + 0.3;
        const zb = za + (spec.depth - 1.6) / 4 - 0.6;
        if (spec.faded)
          parts.push(
            cam.poly(
              [
                [sideX, y + 0.3, za],
                [sideX, y + 0.3, zb],
                [sideX, y + floorH - 0.4, zb],
                [sideX, y + floorH - 0.4, za],
              ],
              tone(mix(mood.sky[1], '#4a5d6a', 0.6)),
            ),
          );
        else parts.push(sideWindow(st, sideX, za, zb, y + 0.3, y + floorH - 0.4, random.chance(mood.windowsLit * 0.7), surface(mood, spec.frame)));
      }
    }
    if (!spec.faded) {
      // Projecting balcony slab with a glass balustrade on alternating bays.
      const slab = shadedBox(st, { x0: x0 - 0.3, x1: x1 + 0.3, y0: y - 0.18, y1: y, z0: z0 - 1.4, z1: z0 }, tone('#f2f0ec'));
      const [gx0, gy0] = cam.p(x0 - 0.3, y + 1.05, z0 - 1.4);
      const [gx1, gy1] = cam.p(x1 + 0.3, y, z0 - 1.4);
      parts.push(slab, rect(gx0, gy0, gx1 - gx0, gy1 - gy0, 'rgba(190,220,228,0.28)'), line(gx0, gy0, gx1, gy0, surface(mood, '#d7dcde'), 1.4));
    }
  }
  // Coloured fin on one corner and a crown at the top give the tower an identity.
  const finX = random.chance(0.5) ? x0 : x1 - 0.8;
  parts.push(shadedBox(st, { x0: finX, x1: finX + 0.8, y0: 0, y1: top + 2, z0: z0 - 1.6, z1: z0 }, tone(spec.accent)));
  parts.push(shadedBox(st, { x0: x0 + 1, x1: x1 - 1, y0: top, y1: top + 2.4, z0: z0 + 1, z1: z1 - 1 }, tone(darken(spec.cladding, 0.08)), undefined, false));
  // Podium lobby.
  if (!spec.faded) {
    parts.push(shadedBox(st, { x0: x0 - 4, x1: x1 + 4, y0: 0, y1: 3.4, z0: z0 - 3, z1: z0 + 4 }, '#e9e6df'));
    parts.push(frontWindow(st, x0 - 2.5, x1 + 2.5, 0.1, 3.0, z0 - 3, { frame: spec.frame, lit: random.chance(0.5 + mood.windowsLit / 2), columns: 8 }));
    parts.push(shadedBox(st, { x0: x0 - 4.6, x1: x1 + 4.6, y0: 3.4, y1: 3.8, z0: z0 - 3.8, z1: z0 + 4 }, '#f4f2ee'));
  }
  return parts.join('');
}

// --- Townhouse ----------------------------------------------------------------------------

export function townhouseScene(options: SceneOptions): string {
  const random = options.random;
  const heritage = options.region === 'heritage';
  const st = stage(options, {
    vy: random.range(430, 470),
    focal: heritage ? random.range(760, 820) : random.range(880, 960),
    eye: 1.7,
    camX: random.range(-6, 6),
  });
  const { svg, cam, mood } = st;
  const parts: string[] = [backdrop(st)];
  parts.push(ground(st, '#6d9a4b', '#8bab6a'));
  parts.push(treeLine(st, 40, 10, options.region === 'coastal' ? ['palm', 'round'] : ['round']));
  const units = random.int(3, 4);
  const unitW = random.range(5.4, 6.2);
  const z0 = random.range(20, 23);
  const total = units * unitW;
  const startX = cam.camX * 0.4 - total / 2 + random.range(-1, 1);
  const floors = heritage ? 3 : 2;
  const floorH = 3.1;
  const eave = floors * floorH;
  const frame = heritage ? '#f2e8d8' : random.pick(['#ffffff', '#2d3033', '#f4efe6']);
  const facades = heritage ? HERITAGE_FACADES : TOWNHOUSE_FACADES;
  const roofColor = random.pick(heritage ? ['#c8874f'] : [...ROOF_SLATE, ...ROOF_TILES]);

  parts.push(groundContact(st, startX, startX + total, z0, z0 + 10));
  // Side wall of the end unit, visible because the row is off-centre.
  const endX = startX > cam.camX ? startX : startX + total < cam.camX ? startX + total : undefined;
  const firstColor = random.pick(facades);
  if (endX !== undefined) {
    const sideColor = surface(mood, firstColor, faceLight(st, endX === startX));
    parts.push(
      cam.poly(
        [
          [endX, 0, z0],
          [endX, 0, z0 + 10],
          [endX, eave, z0 + 10],
          [endX, eave, z0],
        ],
        sideColor,
      ),
    );
    if (!heritage)
      parts.push(
        cam.poly(
          [
            [endX, eave, z0],
            [endX, eave, z0 + 10],
            [endX, eave + 2.6, z0 + 5],
          ],
          sideColor,
        ),
      );
  }
  for (let unit = 0; unit < units; unit += 1) {
    const x0 = startX + unit * unitW;
    const x1 = x0 + unitW;
    const facade = unit === 0 ? firstColor : random.pick(facades);
    const wallFill = surface(mood, facade, 0.82);
    parts.push(
      cam.poly(
        [
          [x0, 0, z0],
          [x1, 0, z0],
          [x1, eave, z0],
          [x0, eave, z0],
        ],
        wallFill,
      ),
    );
    // Brick plinth and party-wall pilaster.
    const [px0, py0] = cam.p(x0, 0.6, z0);
    const [px1, py1] = cam.p(x1, 0, z0);
    parts.push(rect(px0, py0, px1 - px0, py1 - py0, surface(mood, darken(facade, 0.25), 0.8)));
    const [lx0, ly0] = cam.p(x0, eave, z0);
    parts.push(rect(lx0 - 1.5, ly0, cam.s(0.18, z0), py1 - ly0, surface(mood, lighten(facade, 0.2), 0.9)));
    if (heritage) {
      parts.push(havelliFacade(st, x0, x1, z0, floors, floorH, frame, facade));
    } else {
      // Front gable with the roof planes receding behind it.
      parts.push(
        cam.poly(
          [
            [x0 - 0.2, eave, z0 - 0.3],
            [x1 + 0.2, eave, z0 - 0.3],
            [(x0 + x1) / 2, eave + 2.8, z0 - 0.3],
          ],
          surface(mood, roofColor, 0.5),
        ),
      );
      parts.push(
        cam.poly(
          [
            [x0 + 0.3, eave + 0.1, z0],
            [x1 - 0.3, eave + 0.1, z0],
            [(x0 + x1) / 2, eave + 2.45, z0],
          ],
          wallFill,
        ),
      );
      parts.push(
        frontWindow(st, (x0 + x1) / 2 - 0.45, (x0 + x1) / 2 + 0.45, eave + 0.5, eave + 1.4, z0, { frame, lit: random.chance(mood.windowsLit), rows: 2 }),
      );
      // Upper floor: a pair of sash windows; ground floor: a bay and the front door.
      for (const offset of [0.22, 0.62]) {
        const wx = x0 + unitW * offset;
        parts.push(
          frontWindow(st, wx, wx + unitW * 0.22, floorH + 0.7, floorH + 2.5, z0, {
            frame,
            lit: random.chance(mood.windowsLit),
            rows: 2,
            columns: 2,
            curtain: true,
          }),
        );
        parts.push(shadedBox(st, { x0: wx - 0.1, x1: wx + unitW * 0.22 + 0.1, y0: floorH + 0.55, y1: floorH + 0.7, z0: z0 - 0.15, z1: z0 }, '#f4f1ea'));
      }
      const doorLeft = unit % 2 === 0;
      const dx0 = doorLeft ? x0 + 0.6 : x1 - 1.7;
      const doorColor = surface(mood, random.pick(['#1f4e48', '#6b2f2f', '#2b3f5c', '#3d3d3d', '#19625b']), 0.75);
      const [dsx0, dsy0] = cam.p(dx0, 2.3, z0);
      const [dsx1, dsy1] = cam.p(dx0 + 1.1, 0.6, z0);
      parts.push(rect(dsx0 - 3, dsy0 - 3, dsx1 - dsx0 + 6, dsy1 - dsy0 + 3, surface(mood, '#f4f1ea')));
      parts.push(rect(dsx0, dsy0, dsx1 - dsx0, dsy1 - dsy0, doorColor));
      parts.push(ellipse(dsx1 - (dsx1 - dsx0) * 0.18, (dsy0 + dsy1) / 2, 2, 2, '#d9b45a'));
      if (mood.windowsLit > 0.3)
        parts.push(ellipse(dsx1 + 8, dsy0 + 6, 10, 10, 'rgba(255,210,140,0.6)', { filter: svg.blur(5) }), ellipse(dsx1 + 8, dsy0 + 6, 2.5, 2.5, '#fff1cc'));
      parts.push(shadedBox(st, { x0: dx0 - 0.3, x1: dx0 + 1.4, y0: 0, y1: 0.3, z0: z0 - 1, z1: z0 }, '#d6d0c4'));
      parts.push(shadedBox(st, { x0: dx0 - 0.2, x1: dx0 + 1.3, y0: 0.3, y1: 0.6, z0: z0 - 0.5, z1: z0 }, '#e2ddd2'));
      const bayX0 = doorLeft ? x0 + 2.3 : x0 + 0.6;
      parts.push(shadedBox(st, { x0: bayX0, x1: bayX0 + 2.6, y0: 0.6, y1: 2.7, z0: z0 - 0.7, z1: z0 }, facade));
      parts.push(frontWindow(st, bayX0 + 0.2, bayX0 + 2.4, 0.9, 2.5, z0 - 0.7, { frame, lit: random.chance(mood.windowsLit), columns: 3, curtain: true }));
      parts.push(shadedBox(st, { x0: bayX0 - 0.1, x1: bayX0 + 2.7, y0: 2.7, y1: 2.95, z0: z0 - 0.85, z1: z0 }, roofColor));
    }
    // Front garden hedge and path.
    const [gx, gy] = cam.p(x0 + 0.2, 0, z0 - 3);
    const [gx1] = cam.p(x1 - 0.2, 0, z0 - 3);
    parts.push(
      shrub(
        mood,
        random,
        gx,
        gy,
        (gx1 - gx) * 0.55,
        cam.s(0.9, z0 - 3),
        random.chance(0.5) ? random.pick(['#e0607e', '#f2c14e', '#ffffff', '#c770c9']) : undefined,
      ),
    );
  }
  // Pavement and kerb in the foreground.
  const [, pavY] = cam.p(0, 0, z0 - 4);
  parts.push(rect(0, pavY, svg.width, svg.height - pavY, surface(mood, '#cfc9bd')));
  for (let slab = 0; slab < 14; slab += 1) parts.push(line(slab * 90, pavY, slab * 90 - 160, svg.height, surface(mood, '#b9b2a5'), 1.2));
  const [, kerbY] = cam.p(0, 0, z0 - 11);
  parts.push(
    rect(
      0,
      kerbY,
      svg.width,
      svg.height - kerbY,
      svg.linear([
        [0, surface(mood, '#6a6e70')],
        [1, surface(mood, '#4f5356')],
      ]),
    ),
    rect(0, kerbY, svg.width, 6, surface(mood, '#e6e1d6')),
  );
  const [, laneY] = cam.p(0, 0, z0 - 15);
  for (let dash = 0; dash < 10; dash += 1) parts.push(rect(dash * 140 - 30, laneY, 80, 5, surface(mood, '#e8e3d6')));
  // Close to the camera every metre is large, so the car is placed relative to the camera.
  const carFacesRight = random.chance(0.5);
  parts.push(car(st, cam.camX + (carFacesRight ? -1 : 1) * random.range(1, 3), z0 - 12.5, carFacesRight));
  const [lampX, lampY] = cam.p(startX - 2, 0, z0 - 5);
  parts.push(streetLamp(st, lampX, lampY, cam.s(4.5, z0 - 5)));
  parts.push(vignette(svg, 0.22));
  return svg.render(parts.join(''));
}

/** Rajasthani townhouse: arched openings, a jharokha balcony and chhatri on the roof. */
function havelliFacade(st: Stage, x0: number, x1: number, z0: number, floors: number, floorH: number, frame: string, facade: string): string {
  const { cam, mood, random } = st;
  const parts: string[] = [];
  const eave = floors * floorH;
  const trim = surface(mood, lighten(facade, 0.35), 0.9);
  for (let floor = 0; floor < floors; floor += 1) {
    const y = floor * floorH;
    const [bx0, by] = cam.p(x0, y + floorH, z0);
    const [bx1] = cam.p(x1, y + floorH, z0);
    parts.push(rect(bx0, by - 2, bx1 - bx0, 5, trim));
    const count = floor === 0 ? 2 : 3;
    for (let index = 0; index < count; index += 1) {
      const wx0 = x0 + ((x1 - x0) * (index + 0.25)) / count;
      const wx1 = x0 + ((x1 - x0) * (index + 0.75)) / count;
      const [sx0, sy0] = cam.p(wx0, y + floorH - 0.5, z0);
      const [sx1, sy1] = cam.p(wx1, y + (floor === 0 ? 0.6 : 0.7), z0);
      const radius = (sx1 - sx0) / 2;
      const lit = random.chance(mood.windowsLit);
      const fill = lit ? '#f4c37a' : surface(mood, '#5b3a2a', 0.5);
      parts.push(
        path(
          `M${fmt(sx0 - 4)},${fmt(sy1)} L${fmt(sx0 - 4)},${fmt(sy0 + radius)} A${fmt(radius + 4)},${fmt(radius + 4)} 0 0 1 ${fmt(sx1 + 4)},${fmt(sy0 + radius)} L${fmt(sx1 + 4)},${fmt(sy1)} Z`,
          trim,
        ),
        path(
          `M${fmt(sx0)},${fmt(sy1)} L${fmt(sx0)},${fmt(sy0 + radius)} A${fmt(radius)},${fmt(radius)} 0 0 1 ${fmt(sx1)},${fmt(sy0 + radius)} L${fmt(sx1)},${fmt(sy1)} Z`,
          fill,
        ),
        line((sx0 + sx1) / 2, sy0 + radius * 0.3, (sx0 + sx1) / 2, sy1, surface(mood, frame), 1.5),
      );
    }
    if (floor === 1) {
      // Jharokha: a projecting canopied balcony.
      const mid = (x0 + x1) / 2;
      parts.push(shadedBox(st, { x0: mid - 1.1, x1: mid + 1.1, y0: y + 0.2, y1: y + 0.5, z0: z0 - 0.8, z1: z0 }, lighten(facade, 0.2)));
      parts.push(shadedBox(st, { x0: mid - 1.2, x1: mid + 1.2, y0: y + floorH - 0.3, y1: y + floorH - 0.05, z0: z0 - 0.9, z1: z0 }, lighten(facade, 0.25)));
    }
  }
  // Parapet with merlons and a small domed chhatri.
  const [px0, py0] = cam.p(x0, eave + 0.7, z0);
  const [px1, py1] = cam.p(x1, eave, z0);
  parts.push(rect(px0, py0, px1 - px0, py1 - py0, trim));
  if (random.chance(0.6)) {
    const [cx, cy] = cam.p((x0 + x1) / 2, eave + 0.7, z0 + 1);
    const r = cam.s(0.9, z0 + 1);
    parts.push(rect(cx - r * 0.9, cy - r * 1.4, r * 0.15, r * 1.4, trim), rect(cx + r * 0.75, cy - r * 1.4, r * 0.15, r * 1.4, trim));
    parts.push(path(`M${fmt(cx - r)},${fmt(cy - r * 1.4)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(cx + r)},${fmt(cy - r * 1.4)} Z`, trim));
  }
  return parts.join('');
}

/** A car parked side-on at depth Z, its rear at X. Gives the street scale and life. */
function car(st: Stage, X: number, Z: number, facingRight: boolean): string {
  const { cam, mood, random, svg } = st;
  const paint = surface(mood, random.pick(['#f2f2f0', '#b9bfc4', '#9e2b25', '#19625b', '#2f3a4a', '#d9d2c3']), 0.85);
  const glassTone = surface(mood, '#3c4b57', 0.6);
  const s = cam.s(1, Z);
  const [x, y] = cam.p(X, 0, Z);
  const len = 4.2 * s;
  const left = facingRight ? x : x - len;
  const parts = [ellipse(left + len / 2, y, len * 0.55, 0.25 * s, 'rgba(0,0,0,0.3)', { filter: svg.blur(Math.max(1, s * 0.1)) })];
  // Body, then the cabin set back from the bonnet.
  parts.push(
    path(
      `M${fmt(left)},${fmt(y - 0.35 * s)} L${fmt(left)},${fmt(y - 0.95 * s)} Q${fmt(left + 0.1 * s)},${fmt(y - 1.05 * s)} ${fmt(left + 0.4 * s)},${fmt(y - 1.05 * s)} L${fmt(left + len - 0.3 * s)},${fmt(y - 1.0 * s)} Q${fmt(left + len)},${fmt(y - 0.95 * s)} ${fmt(left + len)},${fmt(y - 0.6 * s)} L${fmt(left + len)},${fmt(y - 0.35 * s)} Z`,
      paint,
    ),
  );
  const cabinFrom = facingRight ? left + 0.9 * s : left + 0.7 * s;
  const cabinTo = facingRight ? left + len - 1.1 * s : left + len - 0.9 * s;
  parts.push(
    path(
      `M${fmt(cabinFrom)},${fmt(y - 1.04 * s)} L${fmt(cabinFrom + (facingRight ? 0.35 * s : 0.55 * s))},${fmt(y - 1.5 * s)} L${fmt(cabinTo - (facingRight ? 0.55 * s : 0.35 * s))},${fmt(y - 1.5 * s)} L${fmt(cabinTo)},${fmt(y - 1.02 * s)} Z`,
      paint,
    ),
  );
  parts.push(
    path(
      `M${fmt(cabinFrom + 0.12 * s)},${fmt(y - 1.08 * s)} L${fmt(cabinFrom + (facingRight ? 0.42 * s : 0.6 * s))},${fmt(y - 1.43 * s)} L${fmt(cabinTo - (facingRight ? 0.6 * s : 0.42 * s))},${fmt(y - 1.43 * s)} L${fmt(cabinTo - 0.12 * s)},${fmt(y - 1.06 * s)} Z`,
      glassTone,
    ),
  );
  parts.push(line((cabinFrom + cabinTo) / 2, y - 1.45 * s, (cabinFrom + cabinTo) / 2, y - 1.05 * s, paint, Math.max(1, 0.08 * s)));
  for (const wx of [left + 0.85 * s, left + len - 0.85 * s]) {
    parts.push(ellipse(wx, y - 0.33 * s, 0.34 * s, 0.34 * s, '#1c1c1c'), ellipse(wx, y - 0.33 * s, 0.17 * s, 0.17 * s, surface(mood, '#9aa0a4')));
  }
  if (mood.windowsLit > 0.3) {
    const lampX = facingRight ? left + len - 0.05 * s : left + 0.05 * s;
    parts.push(ellipse(lampX, y - 0.75 * s, 0.3 * s, 0.18 * s, 'rgba(255,236,190,0.8)', { filter: svg.blur(Math.max(1, s * 0.08)) }));
  }
  return parts.join('');
}

function streetLamp(st: Stage, x: number, y: number, height: number): string {
  const { mood, svg } = st;
  const pole = surface(mood, '#2f3336', 0.5);
  const parts = [
    rect(x - height * 0.015, y - height, height * 0.03, height, pole),
    rect(x - height * 0.06, y - height - height * 0.06, height * 0.12, height * 0.07, pole),
  ];
  if (mood.windowsLit > 0.3)
    parts.push(
      ellipse(x, y - height * 0.97, height * 0.2, height * 0.2, 'rgba(255,214,150,0.5)', { filter: svg.blur(8) }),
      ellipse(x, y - height * 0.97, height * 0.04, height * 0.03, '#fff4d8'),
    );
  return parts.join('');
}

// --- House ----------------------------------------------------------------------------------

export function houseScene(options: SceneOptions): string {
  const random = options.random;
  const st = stage(options, {
    vy: random.range(380, 420),
    focal: random.range(900, 1000),
    eye: random.range(2.8, 3.4),
    camX: random.range(-7, 7),
  });
  const { svg, cam, mood } = st;
  const parts: string[] = [backdrop(st)];
  parts.push(ground(st, '#5e9145', '#86a866'));
  parts.push(treeLine(st, 42, 9, options.region === 'coastal' ? ['palm', 'round'] : ['round']));
  const z0 = random.range(20, 23);
  const width = random.range(12, 14);
  const x0 = cam.camX * 0.45 - width / 2 + random.range(-1, 1);
  const x1 = x0 + width;
  const depth = 10;
  const floorH = 3.1;
  const eave = floorH * 2;
  const wall = random.pick([...WALLS, '#efe2c8', '#dfe6e1', '#f0dcc8']);
  const trim = '#ffffff';
  const roof = random.pick([...ROOF_TILES, ...ROOF_SLATE]);
  const frame = random.pick(['#ffffff', '#3a3a38']);
  const lit = () => random.chance(mood.windowsLit);

  parts.push(groundContact(st, x0, x1, z0, z0 + depth));
  parts.push(shadedBox(st, { x0, x1, y0: 0, y1: eave, z0, z1: z0 + depth }, wall));

  // Hip roof: the front slope faces the street, the hip ends are triangles.
  const overhang = 0.7;
  const ridgeInset = width * 0.28;
  const ridgeY = eave + random.range(2.6, 3.4);
  const ridgeZ = z0 + depth / 2;
  const roofFront = surface(mood, roof, 0.85);
  const roofSide = surface(mood, roof, 0.4);
  const eaveFront: Point3[] = [
    [x0 - overhang, eave, z0 - overhang],
    [x1 + overhang, eave, z0 - overhang],
  ];
  if (x0 - overhang > cam.camX)
    parts.push(
      cam.poly(
        [
          [x0 - overhang, eave, z0 - overhang],
          [x0 - overhang, eave, z0 + depth + overhang],
          [x0 + ridgeInset, ridgeY, ridgeZ],
        ],
        roofSide,
      ),
    );
  if (x1 + overhang < cam.camX)
    parts.push(
      cam.poly(
        [
          [x1 + overhang, eave, z0 - overhang],
          [x1 + overhang, eave, z0 + depth + overhang],
          [x1 - ridgeInset, ridgeY, ridgeZ],
        ],
        roofSide,
      ),
    );
  parts.push(cam.poly([...eaveFront, [x1 - ridgeInset, ridgeY, ridgeZ], [x0 + ridgeInset, ridgeY, ridgeZ]], roofFront));
  for (let course = 1; course < 9; course += 1) {
    const t = course / 9;
    const a = cam.p(x0 - overhang + ridgeInset * t + overhang * t, eave + (ridgeY - eave) * t, z0 - overhang + (ridgeZ - z0 + overhang) * t);
    const b = cam.p(x1 + overhang - ridgeInset * t - overhang * t, eave + (ridgeY - eave) * t, z0 - overhang + (ridgeZ - z0 + overhang) * t);
    parts.push(line(a[0], a[1], b[0], b[1], darken(roofFront, 0.18), 1.2, { opacity: 0.7 }));
  }
  const [fx0, fy0] = cam.p(x0 - overhang, eave, z0 - overhang);
  const [fx1] = cam.p(x1 + overhang, eave, z0 - overhang);
  parts.push(rect(fx0, fy0, fx1 - fx0, cam.s(0.22, z0), surface(mood, trim, 0.7)));
  parts.push(rect(fx0, fy0 + cam.s(0.22, z0), fx1 - fx0, cam.s(0.45, z0), 'rgba(0,0,0,0.2)', { filter: svg.blur(3) }));

  // Windows: three on the first floor, and a garage plus porch below.
  for (let index = 0; index < 3; index += 1) {
    const wx = x0 + 1 + index * ((width - 2) / 3) + 0.6;
    parts.push(frontWindow(st, wx, wx + 2, floorH + 0.8, floorH + 2.5, z0, { frame, lit: lit(), columns: 2, curtain: true }));
    parts.push(shadedBox(st, { x0: wx - 0.15, x1: wx + 2.15, y0: floorH + 0.65, y1: floorH + 0.8, z0: z0 - 0.2, z1: z0 }, trim));
  }
  const garageLeft = random.chance(0.5);
  const gx0 = garageLeft ? x0 + 0.8 : x1 - 4.3;
  const [gsx0, gsy0] = cam.p(gx0, 2.5, z0);
  const [gsx1, gsy1] = cam.p(gx0 + 3.5, 0, z0);
  const garage = surface(mood, random.pick(['#e8e4dc', '#6f5845', '#4d5458']), 0.8);
  parts.push(rect(gsx0, gsy0, gsx1 - gsx0, gsy1 - gsy0, garage));
  for (let panel = 1; panel < 5; panel += 1)
    parts.push(line(gsx0, gsy0 + ((gsy1 - gsy0) * panel) / 5, gsx1, gsy0 + ((gsy1 - gsy0) * panel) / 5, darken(garage, 0.2), 1.2));
  // Driveway from the garage to the gate.
  parts.push(
    cam.poly(
      [
        [gx0 - 0.2, 0, z0],
        [gx0 + 3.7, 0, z0],
        [gx0 + 4.5, 0, z0 - 12],
        [gx0 - 1, 0, z0 - 12],
      ],
      surface(mood, '#bdb5a7'),
    ),
  );
  // Porch with columns and the front door.
  const porchX0 = garageLeft ? gx0 + 4.4 : x0 + 1.5;
  parts.push(frontWindow(st, porchX0 + 2.6, porchX0 + 4.6, 0.9, 2.5, z0, { frame, lit: lit(), columns: 2 }));
  const [dx0, dy0] = cam.p(porchX0 + 0.6, 2.3, z0);
  const [dx1, dy1] = cam.p(porchX0 + 1.7, 0.3, z0);
  parts.push(rect(dx0, dy0, dx1 - dx0, dy1 - dy0, surface(mood, random.pick(['#7a4a2c', '#19625b', '#3b3f44']), 0.7)));
  parts.push(shadedBox(st, { x0: porchX0, x1: porchX0 + 2.4, y0: 2.8, y1: 3.1, z0: z0 - 1.8, z1: z0 }, trim));
  for (const cx of [porchX0 + 0.1, porchX0 + 2.1]) parts.push(shadedBox(st, { x0: cx, x1: cx + 0.22, y0: 0.3, y1: 2.8, z0: z0 - 1.7, z1: z0 - 1.48 }, trim));
  parts.push(shadedBox(st, { x0: porchX0 - 0.2, x1: porchX0 + 2.6, y0: 0, y1: 0.3, z0: z0 - 2, z1: z0 }, '#d6d0c4'));
  if (mood.windowsLit > 0.3) {
    const [lx, ly] = cam.p(porchX0 + 1.15, 2.65, z0 - 0.5);
    parts.push(ellipse(lx, ly, 14, 14, 'rgba(255,210,140,0.6)', { filter: svg.blur(6) }), ellipse(lx, ly, 3, 3, '#fff4d8'));
  }

  // Compound wall with a gate, as almost every Indian house has.
  const zWall = z0 - 9;
  const wallColor = random.pick(['#e8e2d6', '#d9cbb2', wall]);
  const [wx0, wy0] = cam.p(-60, 1, zWall);
  const [, wy1] = cam.p(0, 0, zWall);
  const [gateX0] = cam.p(gx0 - 1, 0, zWall);
  const [gateX1] = cam.p(gx0 + 4.5, 0, zWall);
  parts.push(
    rect(wx0, wy0, gateX0 - wx0, wy1 - wy0, surface(mood, wallColor, 0.8)),
    rect(gateX1, wy0, svg.width - gateX1, wy1 - wy0, surface(mood, wallColor, 0.8)),
  );
  parts.push(
    rect(wx0, wy0, gateX0 - wx0, 4, surface(mood, lighten(wallColor, 0.3))),
    rect(gateX1, wy0, svg.width - gateX1, 4, surface(mood, lighten(wallColor, 0.3))),
  );
  const gate = surface(mood, '#2f3336', 0.5);
  for (let bar = 0; bar <= 14; bar += 1) {
    const bx = gateX0 + ((gateX1 - gateX0) * bar) / 14;
    parts.push(line(bx, wy0 + 6, bx, wy1, gate, 2));
  }
  parts.push(line(gateX0, wy0 + 8, gateX1, wy0 + 8, gate, 3), line(gateX0, wy1 - 8, gateX1, wy1 - 8, gate, 3));
  parts.push(shrub(mood, random, wx0, wy0 + 2, gateX0 - wx0 - 10, cam.s(0.8, zWall), '#e86a8a'));
  const [tx, ty] = cam.p(garageLeft ? x1 + 3 : x0 - 3, 0, z0 - 4);
  parts.push(roundTree(svg, mood, random, tx, ty, cam.s(random.range(2.6, 3.4), z0 - 4)));
  if (options.region === 'coastal') {
    const [px, py] = cam.p(garageLeft ? x1 + 7 : x0 - 7, 0, z0 + 2);
    parts.push(palm(svg, mood, random, px, py, cam.s(10, z0 + 2)));
  }
  parts.push(vignette(svg, 0.22));
  return svg.render(parts.join(''));
}

// --- Cottage --------------------------------------------------------------------------------

export function cottageScene(options: SceneOptions): string {
  const random = options.random;
  const st = stage(options, {
    vy: random.range(400, 450),
    focal: random.range(950, 1100),
    eye: random.range(1.5, 2.2),
    camX: random.range(-5, 5),
  });
  const { svg, cam, mood } = st;
  const coastal = options.region === 'coastal';
  const parts: string[] = [backdrop(st)];
  parts.push(ground(st, '#5a8c42', '#7ea35f'));
  if (!coastal) parts.push(teaRows(st));
  parts.push(treeLine(st, 34, 8, coastal ? ['palm', 'round', 'palm'] : ['pine', 'pine', 'round']));
  const z0 = random.range(16, 19);
  const width = random.range(9, 11);
  const x0 = cam.camX * 0.45 - width / 2 + random.range(-1, 1);
  const x1 = x0 + width;
  const depth = 7;
  const eave = 3;
  const wall = coastal ? random.pick(['#e8c27a', '#f0d9a8', '#e7b9a0', '#d9e3c8']) : random.pick(['#efe8dc', '#e9e2d3', '#f3ede2']);
  const stone = random.pick(STONE);
  const roof = random.pick(ROOF_TILES);
  const frame = coastal ? '#ffffff' : random.pick(['#5b3b2a', '#ffffff', '#2f4f46']);
  const lit = () => random.chance(mood.windowsLit);

  parts.push(groundContact(st, x0, x1, z0, z0 + depth));
  parts.push(shadedBox(st, { x0, x1, y0: 0, y1: eave, z0, z1: z0 + depth }, wall));
  // Stone plinth.
  const [sx0, sy0] = cam.p(x0, 0.9, z0);
  const [sx1, sy1] = cam.p(x1, 0, z0);
  parts.push(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, surface(mood, stone, 0.8)));
  for (let stoneIndex = 0; stoneIndex < 26; stoneIndex += 1) {
    const px = sx0 + random.range(0, sx1 - sx0 - 20);
    const py = sy0 + random.range(0, sy1 - sy0 - 8);
    parts.push(rect(px, py, random.range(12, 26), random.range(6, 10), surface(mood, darken(stone, random.range(0.05, 0.2)), 0.8), { rx: 2 }));
  }
  // Side gable end.
  const ridgeY = eave + random.range(2.8, 3.6);
  const sideX = x0 > cam.camX ? x0 : x1 < cam.camX ? x1 : undefined;
  if (sideX !== undefined)
    parts.push(
      cam.poly(
        [
          [sideX, eave, z0],
          [sideX, eave, z0 + depth],
          [sideX, ridgeY, z0 + depth / 2],
        ],
        surface(mood, wall, faceLight(st, sideX === x0)),
      ),
    );
  // Steep tiled roof slope facing the lane, tiles drawn course by course.
  const over = 0.7;
  const roofFront = surface(mood, roof, 0.8);
  parts.push(
    cam.poly(
      [
        [x0 - over, eave - 0.2, z0 - over],
        [x1 + over, eave - 0.2, z0 - over],
        [x1 + over, ridgeY, z0 + depth / 2],
        [x0 - over, ridgeY, z0 + depth / 2],
      ],
      roofFront,
    ),
  );
  const courses = 10;
  for (let course = 1; course <= courses; course += 1) {
    const t = course / courses;
    const y = eave - 0.2 + (ridgeY - eave + 0.2) * t;
    const z = z0 - over + (depth / 2 + over) * t;
    const [ax, ay] = cam.p(x0 - over, y, z);
    const [bx] = cam.p(x1 + over, y, z);
    parts.push(line(ax, ay, bx, ay, darken(roofFront, 0.22), 1.4));
    const tiles = 28;
    for (let tile = 0; tile < tiles; tile += 2) {
      const tx = ax + ((bx - ax) * (tile + (course % 2))) / tiles;
      const [, ny] = cam.p(x0, y - (ridgeY - eave) / courses, z - (depth / 2 + over) / courses);
      parts.push(line(tx, ay, tx, ny, darken(roofFront, 0.15), 1, { opacity: 0.6 }));
    }
  }
  const [rx0, ry0] = cam.p(x0 - over, ridgeY, z0 + depth / 2);
  const [rx1] = cam.p(x1 + over, ridgeY, z0 + depth / 2);
  parts.push(rect(rx0, ry0 - 3, rx1 - rx0, 5, darken(roofFront, 0.25)));
  // Chimney with a wisp of smoke on cool mornings.
  const chX = x0 + width * random.range(0.65, 0.8);
  parts.push(shadedBox(st, { x0: chX, x1: chX + 0.7, y0: ridgeY - 1.3, y1: ridgeY + 1.2, z0: z0 + depth / 2 - 0.4, z1: z0 + depth / 2 + 0.3 }, stone));
  if (!coastal && mood.time !== 'midday') {
    const [cx, cy] = cam.p(chX + 0.35, ridgeY + 1.2, z0 + depth / 2);
    parts.push(
      path(`M${fmt(cx)},${fmt(cy)} q-20,-30 10,-60 t5,-70`, 'none', {
        stroke: 'rgba(235,235,240,0.45)',
        'stroke-width': 10,
        filter: svg.blur(5),
        'stroke-linecap': 'round',
      }),
    );
  }
  // Veranda: posts, beam and a low wall; door and windows behind.
  const [beamX0, beamY0] = cam.p(x0 + 0.3, eave - 0.2, z0 - over + 0.1);
  const [beamX1] = cam.p(x1 - 0.3, eave - 0.2, z0 - over + 0.1);
  const wood = surface(mood, random.pick(WOOD), 0.7);
  parts.push(frontWindow(st, x0 + 1.2, x0 + 2.6, 1.1, 2.4, z0, { frame, lit: lit(), columns: 2, rows: 2 }));
  parts.push(frontWindow(st, x1 - 2.6, x1 - 1.2, 1.1, 2.4, z0, { frame, lit: lit(), columns: 2, rows: 2 }));
  const [dx0, dy0] = cam.p((x0 + x1) / 2 - 0.55, 2.4, z0);
  const [dx1, dy1] = cam.p((x0 + x1) / 2 + 0.55, 0.9, z0);
  parts.push(rect(dx0, dy0, dx1 - dx0, dy1 - dy0, surface(mood, coastal ? '#2b6f8a' : '#6b4430', 0.7)));
  parts.push(rect(beamX0, beamY0, beamX1 - beamX0, cam.s(0.22, z0), wood));
  for (let post = 0; post < 4; post += 1) {
    const px = x0 + 0.4 + post * ((width - 0.8) / 3);
    const [p0x, p0y] = cam.p(px, eave - 0.2, z0 - over + 0.2);
    const [, p1y] = cam.p(px, 0.9, z0 - over + 0.2);
    parts.push(rect(p0x - cam.s(0.09, z0), p0y, cam.s(0.18, z0), p1y - p0y, wood));
  }
  parts.push(shadedBox(st, { x0: x0 - 0.2, x1: x1 + 0.2, y0: 0, y1: 0.9, z0: z0 - over, z1: z0 }, stone));
  if (mood.windowsLit > 0.3) {
    const [lx, ly] = cam.p((x0 + x1) / 2 + 0.9, 2.2, z0 - 0.1);
    parts.push(ellipse(lx, ly, 14, 14, 'rgba(255,210,140,0.6)', { filter: svg.blur(6) }), ellipse(lx, ly, 3, 3, '#fff4d8'));
  }
  // Garden: a gravel path, flower beds and trees either side.
  parts.push(
    cam.poly(
      [
        [(x0 + x1) / 2 - 0.7, 0, z0 - over],
        [(x0 + x1) / 2 + 0.7, 0, z0 - over],
        [(x0 + x1) / 2 + 1.4, 0, z0 - 12],
        [(x0 + x1) / 2 - 1.8, 0, z0 - 12],
      ],
      surface(mood, '#cdbfa6'),
    ),
  );
  for (const side of [-1, 1]) {
    const [bx, by] = cam.p((x0 + x1) / 2 + side * 4.2 - 2.4, 0, z0 - 2.5);
    const [bx1] = cam.p((x0 + x1) / 2 + side * 4.2 + 2.4, 0, z0 - 2.5);
    parts.push(shrub(mood, random, bx, by, bx1 - bx, cam.s(0.9, z0 - 2.5), random.pick(['#e0607e', '#f2c14e', '#b57edc', '#ff8c5a', '#ffffff'])));
  }
  const [tlx, tly] = cam.p(x0 - 4, 0, z0 + 1);
  const [trx, try_] = cam.p(x1 + 4.5, 0, z0 - 1);
  if (coastal) {
    parts.push(roundTree(svg, mood, random, tlx, tly, cam.s(3.2, z0 + 1)), palm(svg, mood, random, trx, try_, cam.s(10, z0 - 1)));
  } else {
    parts.push(pine(mood, random, tlx, tly, cam.s(11, z0 + 1)), roundTree(svg, mood, random, trx, try_, cam.s(2.8, z0 - 1)));
  }
  const [fx, fy] = cam.p(cam.camX - 6, 0, 8);
  parts.push(shrub(mood, random, fx - 120, fy + 60, 300, 90, random.pick(['#e0607e', '#f2c14e', '#ffffff'])));
  parts.push(vignette(svg, 0.24));
  return svg.render(parts.join(''));
}

/** Rows of tea bushes on the slopes behind a Nilgiri or Sahyadri cottage. */
function teaRows(st: Stage): string {
  const { cam, mood, svg, random } = st;
  const parts: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    const y = cam.vy - 12 + row * 7;
    const amp = random.range(4, 10);
    parts.push(
      path(
        `M0,${fmt(y)} Q${fmt(svg.width * 0.3)},${fmt(y - amp)} ${fmt(svg.width * 0.6)},${fmt(y + amp * 0.3)} T${fmt(svg.width)},${fmt(y - amp * 0.5)}`,
        'none',
        {
          stroke: surface(mood, row % 2 ? '#4f8a45' : '#3f7a3a', 0.8),
          'stroke-width': 4,
          opacity: 0.8,
        },
      ),
    );
  }
  return parts.join('');
}

/** Standing at the end of the pool, looking along it towards the garden or the sea. */
export function poolScene(options: SceneOptions): string {
  const random = options.random;
  const st = stage(options, {
    vy: random.range(360, 400),
    focal: random.range(800, 880),
    eye: random.range(1.7, 2.1),
    camX: random.range(-1.5, 1.5),
  });
  const { svg, cam, mood } = st;
  const coastal = options.region === 'coastal';
  const parts: string[] = [sky(svg, mood, 0, 0, svg.width, cam.vy + 4, cam.vy)];
  parts.push(clouds(svg, mood, random.fork('clouds'), 0, 20, svg.width, cam.vy * 0.6, random.int(3, 5)));
  if (coastal) {
    const sea = svg.linear(
      [
        [0, surface(mood, '#5d97b5')],
        [1, surface(mood, '#35789a')],
      ],
      0,
      cam.vy,
      0,
      cam.vy + 80,
      true,
    );
    parts.push(rect(0, cam.vy, svg.width, 120, sea));
    for (let glint = 0; glint < 16; glint += 1)
      parts.push(rect(random.range(0, svg.width), random.range(cam.vy + 3, cam.vy + 60), random.range(10, 40), 1.5, 'rgba(255,255,255,0.5)'));
  } else {
    parts.push(hills(random.fork('h'), 0, svg.width, cam.vy + 2, 50, 8, mix(mood.haze, '#5d7f6a', 0.4), cam.vy + 4));
  }
  parts.push(ground(st, '#5f9445', '#7ea360'));
  const poolX0 = random.range(-3.2, -2.4);
  const poolX1 = poolX0 + random.range(4.5, 5.5);
  const poolZ0 = 4;
  const poolZ1 = random.range(20, 24);
  // Far garden edge: hedge or infinity edge, then trees.
  if (coastal) {
    const [, edgeY] = cam.p(0, 0, poolZ1 + 1);
    parts.push(
      rect(
        0,
        cam.vy,
        svg.width,
        edgeY - cam.vy + 2,
        svg.linear([
          [0, surface(mood, '#5d97b5')],
          [1, surface(mood, '#3f86a6')],
        ]),
      ),
    );
  } else {
    const [hx0, hy0] = cam.p(-30, 0, poolZ1 + 4);
    const [hx1] = cam.p(30, 0, poolZ1 + 4);
    parts.push(shrub(mood, random, hx0, hy0, hx1 - hx0, cam.s(1.8, poolZ1 + 4), random.pick(['#e0607e', '#ffffff', undefined] as const)));
  }
  const deck = surface(mood, random.pick(['#d9cbb5', '#cfc3ae', '#c8a27c', '#e4dccd']));
  parts.push(
    cam.poly(
      [
        [-12, 0, 1],
        [12, 0, 1],
        [12, 0, poolZ1 + 1],
        [-12, 0, poolZ1 + 1],
      ],
      deck,
    ),
  );
  for (let slab = -12; slab <= 12; slab += 1.2) {
    const [ax, ay] = cam.p(slab, 0, 1.5);
    const [bx, by] = cam.p(slab, 0, poolZ1 + 1);
    parts.push(line(ax, ay, bx, by, darken(deck, 0.1), 1, { opacity: 0.6 }));
  }
  for (let z = 2; z < poolZ1 + 1; z += 1.2) {
    const [ax, ay] = cam.p(-12, 0, z);
    const [bx] = cam.p(12, 0, z);
    parts.push(line(ax, ay, bx, ay, darken(deck, 0.1), 1, { opacity: 0.6 }));
  }
  parts.push(
    cam.poly(
      [
        [poolX0 - 0.4, 0, poolZ0 - 0.4],
        [poolX1 + 0.4, 0, poolZ0 - 0.4],
        [poolX1 + 0.4, 0, poolZ1 + 0.4],
        [poolX0 - 0.4, 0, poolZ1 + 0.4],
      ],
      surface(mood, '#f1ede6'),
    ),
  );
  parts.push(pool(st, poolX0, poolX1, poolZ0, poolZ1));
  // Loungers along one side, an umbrella, palms and the corner of the house on the other.
  const loungerSide = random.pick([-1, 1]);
  const loungerX = loungerSide < 0 ? poolX0 - 2.4 : poolX1 + 1.2;
  for (let index = 3; index >= 0; index -= 1) parts.push(lounger(st, loungerX, 7 + index * 3.2));
  parts.push(umbrella(st, loungerX + 0.4 * -loungerSide + 0.4, 12));
  const houseX = loungerSide < 0 ? poolX1 + 2 : poolX0 - 2;
  const wall = random.pick(WALLS);
  if (loungerSide < 0) {
    parts.push(shadedBox(st, { x0: houseX, x1: houseX + 8, y0: 0, y1: 3.3, z0: 9, z1: 24 }, wall));
    parts.push(sideWindow(st, houseX, 11, 21, 0.2, 2.9, random.chance(mood.windowsLit), surface(mood, '#2f3336')));
    parts.push(frontWindow(st, houseX + 0.8, houseX + 4.5, 0.2, 2.8, 9, { frame: '#2f3336', lit: random.chance(mood.windowsLit), columns: 2 }));
    parts.push(shadedBox(st, { x0: houseX - 0.8, x1: houseX + 8, y0: 3.3, y1: 3.65, z0: 8.5, z1: 24 }, '#f7f6f2'));
  } else {
    parts.push(shadedBox(st, { x0: houseX - 8, x1: houseX, y0: 0, y1: 3.3, z0: 9, z1: 24 }, wall));
    parts.push(sideWindow(st, houseX, 11, 21, 0.2, 2.9, random.chance(mood.windowsLit), surface(mood, '#2f3336')));
    parts.push(frontWindow(st, houseX - 4.5, houseX - 0.8, 0.2, 2.8, 9, { frame: '#2f3336', lit: random.chance(mood.windowsLit), columns: 2 }));
    parts.push(shadedBox(st, { x0: houseX - 8, x1: houseX + 0.8, y0: 3.3, y1: 3.65, z0: 8.5, z1: 24 }, '#f7f6f2'));
  }
  for (const [X, Z] of [
    [loungerX + loungerSide * 3, 22],
    [loungerX + loungerSide * 2.5, 9],
  ] as const) {
    const [px, py] = cam.p(X, 0, Z);
    parts.push(palm(svg, mood, random, px, py, cam.s(random.range(7, 9), Z)));
  }
  parts.push(vignette(svg, 0.22));
  return svg.render(parts.join(''));
}

export const EXTERIOR_SCENES: Record<PropertyKind, (options: SceneOptions) => string> = {
  Villa: villaScene,
  Apartment: apartmentScene,
  Townhouse: townhouseScene,
  House: houseScene,
  Cottage: cottageScene,
};
