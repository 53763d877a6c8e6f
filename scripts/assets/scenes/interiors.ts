import { darken, lighten, mix } from '../lib/color.ts';
import type { Random } from '../lib/random.ts';
import { circle, ellipse, fmt, line, path, polygon, rect, Svg } from '../lib/svg.ts';
import type { Region } from './exteriors.ts';
import {
  box,
  Camera,
  clouds,
  hills,
  makeMood,
  palm,
  pine,
  pottedPlant,
  roundTree,
  sky,
  skyline,
  surface,
  vignette,
  type Mood,
  type Point3,
  type TimeOfDay,
} from './world.ts';

/**
 * Rooms seen in one-point perspective from the doorway: the camera sits inside a box of
 * walls, the window on the back wall shows the property's surroundings (sea, hills, skyline
 * or a fort), and the furniture is built from the same projected boxes as the exteriors.
 */

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'view';

export interface RoomOptions {
  random: Random;
  region: Region;
  /** Premium homes get floor-to-ceiling glass and marble. */
  luxury: boolean;
  time?: TimeOfDay;
}

const W = 1200;
const H = 800;

const WALL_PAINTS = ['#f3efe8', '#ece6dc', '#e8e4dd', '#f1ebe1', '#e4e8e3', '#efe6da'];
const FEATURE_WALLS = ['#7f9c8c', '#c9a98c', '#5e7a86', '#b98b73', '#8c8a6f', '#2b6f66', '#d7c3a5', '#9aa8b5'];
const FABRICS = ['#d9d3c7', '#8fa3a0', '#c7b299', '#6f7f8f', '#b8c4b4', '#d8c0a8', '#5c6f68', '#e3ddd2'];
const CUSHIONS = ['#e59e1c', '#2b978b', '#c2664a', '#f1e4c8', '#5a7fa0', '#d6a4a4', '#e7cf8d'];
const WOODS = ['#b58a62', '#a07553', '#c49a6c', '#8c6446', '#d1ad82'];
const FLOOR_WOODS = ['#c19a6b', '#b08457', '#d2b48c', '#a67b56', '#c8a67e'];
const MARBLES = ['#ece8e1', '#e6e2dc', '#f2efea', '#dcd6cc'];

interface Room {
  svg: Svg;
  cam: Camera;
  /** Outside light and colour, used for the window view. */
  outside: Mood;
  /** Indoor light: warm lamps at dusk, soft daylight otherwise. */
  inside: Mood;
  random: Random;
  region: Region;
  luxury: boolean;
  width: number;
  height: number;
  depth: number;
  lampsOn: boolean;
}

function makeRoom(options: RoomOptions, dims: { width: number; height: number; depth: number; eye: number; focal: number }): Room {
  const random = options.random;
  const time = options.time ?? random.fork('time').pick<TimeOfDay>(['morning', 'midday', 'midday', 'golden', 'dusk']);
  const outside = makeMood(time, random.fork('mood'));
  const lampsOn = time === 'dusk' || time === 'golden';
  const inside: Mood = {
    ...outside,
    light: time === 'dusk' ? '#ffe0b8' : time === 'golden' ? '#ffecd2' : '#fffaf2',
    tint: time === 'dusk' ? '#3b3242' : '#ffffff',
    tintAmount: time === 'dusk' ? 0.12 : 0,
    shade: 0.16,
  };
  const svg = new Svg(W, H);
  const camX = random.range(-0.5, 0.5);
  const cam = new Camera(W / 2 + random.range(-60, 60), H * random.range(0.4, 0.44), dims.focal, dims.eye, camX);
  return { svg, cam, outside, inside, random, region: options.region, luxury: options.luxury, ...dims, lampsOn };
}

const tone = (room: Room, color: string, lit = 0.85): string => surface(room.inside, color, lit);

// --- Shell ----------------------------------------------------------------------------------

interface ShellOptions {
  wall: string;
  leftWall?: string;
  rightWall?: string;
  backWall?: string;
  ceiling?: string;
  floor: 'wood' | 'marble' | 'tile' | 'terracotta';
  floorColor: string;
  wallTiles?: boolean;
}

function shell(room: Room, options: ShellOptions): string {
  const { svg, cam, width, height, depth } = room;
  const near = 0.4;
  const l = -width / 2;
  const r = width / 2;
  const parts: string[] = [];
  const ceiling = tone(room, options.ceiling ?? '#f7f5f1', 0.7);
  parts.push(
    cam.poly(
      [
        [l, height, near],
        [r, height, near],
        [r, height, depth],
        [l, height, depth],
      ],
      ceiling,
    ),
  );
  const back = options.backWall ?? options.wall;
  const [bx0, by0] = cam.p(l, height, depth);
  const [bx1, by1] = cam.p(r, 0, depth);
  const backFill = svg.linear(
    [
      [0, tone(room, darken(back, 0.04), 0.9)],
      [0.5, tone(room, lighten(back, 0.04), 1)],
      [1, tone(room, darken(back, 0.03), 0.9)],
    ],
    0,
    0,
    1,
    0,
  );
  parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, backFill));
  const sideFill = (color: string, dir: 1 | -1) =>
    svg.linear(
      [
        [0, tone(room, color, 0.55)],
        [1, tone(room, color, 0.8)],
      ],
      dir === 1 ? 0 : 1,
      0,
      dir === 1 ? 1 : 0,
      0,
    );
  parts.push(
    cam.poly(
      [
        [l, 0, near],
        [l, 0, depth],
        [l, height, depth],
        [l, height, near],
      ],
      sideFill(options.leftWall ?? options.wall, 1),
    ),
  );
  parts.push(
    cam.poly(
      [
        [r, 0, near],
        [r, 0, depth],
        [r, height, depth],
        [r, height, near],
      ],
      sideFill(options.rightWall ?? options.wall, -1),
    ),
  );
  // Floor with a gentle falloff towards the camera.
  const floorFill = svg.linear(
    [
      [0, tone(room, options.floorColor, 0.9)],
      [1, tone(room, darken(options.floorColor, 0.12), 0.8)],
    ],
    0,
    by1,
    0,
    H,
    true,
  );
  parts.push(
    cam.poly(
      [
        [l, 0, near],
        [r, 0, near],
        [r, 0, depth],
        [l, 0, depth],
      ],
      floorFill,
    ),
  );
  parts.push(floorPattern(room, options.floor, options.floorColor));
  if (options.wallTiles) parts.push(wallTiles(room, options.wall));
  // Skirting and cornice lines make the room read as a solid volume.
  const skirting = tone(room, '#ffffff', 0.8);
  parts.push(line(bx0, by1, bx1, by1, skirting, 3));
  const edges: [Point3, Point3][] = [
    [
      [l, 0, near],
      [l, 0, depth],
    ],
    [
      [r, 0, near],
      [r, 0, depth],
    ],
    [
      [l, height, near],
      [l, height, depth],
    ],
    [
      [r, height, near],
      [r, height, depth],
    ],
  ];
  for (const [a, b] of edges) {
    const [ax, ay] = cam.p(...a);
    const [bx, by] = cam.p(...b);
    parts.push(line(ax, ay, bx, by, 'rgba(0,0,0,0.12)', 2));
  }
  // Recessed downlights.
  for (const X of [-width / 4, width / 4]) {
    for (const Z of [depth * 0.35, depth * 0.7]) {
      const [dx, dy] = cam.p(X, height, Z);
      parts.push(ellipse(dx, dy, cam.s(0.07, Z), cam.s(0.02, Z), room.lampsOn ? '#fff3d6' : tone(room, '#e6e2da', 0.5)));
    }
  }
  // Corner shadows (ambient occlusion) along the back wall.
  parts.push(rect(bx0, by1 - 14, bx1 - bx0, 14, 'rgba(0,0,0,0.08)', { filter: svg.blur(6) }));
  return parts.join('');
}

function floorPattern(room: Room, kind: ShellOptions['floor'], color: string): string {
  const { cam, width, depth, random } = room;
  const l = -width / 2;
  const near = 0.4;
  const parts: string[] = [];
  const seam = tone(room, darken(color, kind === 'wood' ? 0.2 : 0.1), 0.8);
  if (kind === 'wood') {
    const plank = 0.19;
    for (let X = l; X <= width / 2; X += plank) {
      const [ax, ay] = cam.p(X, 0, near + 0.8);
      const [bx, by] = cam.p(X, 0, depth);
      parts.push(line(ax, ay, bx, by, seam, 1, { opacity: 0.55 }));
      // Staggered butt joints.
      for (let z = near + 0.8 + random.range(0, 1.2); z < depth; z += random.range(1, 1.8)) {
        const [jx0, jy] = cam.p(X, 0, z);
        const [jx1] = cam.p(X + plank, 0, z);
        parts.push(line(jx0, jy, jx1, jy, seam, 1, { opacity: 0.45 }));
      }
    }
  } else {
    const size = kind === 'marble' ? 0.9 : kind === 'terracotta' ? 0.4 : 0.6;
    for (let X = l; X <= width / 2 + 0.01; X += size) {
      const [ax, ay] = cam.p(X, 0, near + 0.8);
      const [bx, by] = cam.p(X, 0, depth);
      parts.push(line(ax, ay, bx, by, seam, 1, { opacity: 0.5 }));
    }
    for (let z = depth; z > near + 0.8; z -= size) {
      const [ax, ay] = cam.p(l, 0, z);
      const [bx] = cam.p(-l, 0, z);
      parts.push(line(ax, ay, bx, ay, seam, 1, { opacity: 0.5 }));
    }
    if (kind === 'marble') {
      for (let vein = 0; vein < 8; vein += 1) {
        const z = random.range(1.5, depth);
        const X = random.range(l, -l);
        const [ax, ay] = cam.p(X, 0, z);
        const [bx, by] = cam.p(X + random.range(-1, 1), 0, z + random.range(-0.8, 0.8));
        parts.push(
          path(`M${fmt(ax)},${fmt(ay)} Q${fmt((ax + bx) / 2 + 20)},${fmt((ay + by) / 2 - 6)} ${fmt(bx)},${fmt(by)}`, 'none', {
            stroke: tone(room, '#b9b2a6'),
            'stroke-width': 0.8,
            opacity: 0.5,
          }),
        );
      }
    }
  }
  return parts.join('');
}

function wallTiles(room: Room, color: string): string {
  const { cam, width, height, depth } = room;
  const seam = tone(room, darken(color, 0.12));
  const parts: string[] = [];
  const [bx0, by0] = cam.p(-width / 2, height, depth);
  const [bx1, by1] = cam.p(width / 2, 0, depth);
  const tile = cam.s(0.3, depth);
  for (let x = bx0; x <= bx1; x += tile * 2) parts.push(line(x, by0, x, by1, seam, 0.8, { opacity: 0.6 }));
  for (let y = by1; y >= by0; y -= tile) parts.push(line(bx0, y, bx1, y, seam, 0.8, { opacity: 0.6 }));
  for (const X of [-width / 2, width / 2]) {
    for (let Y = 0; Y <= height; Y += 0.3) {
      const [ax, ay] = cam.p(X, Y, 0.5);
      const [bx, by] = cam.p(X, Y, depth);
      parts.push(line(ax, ay, bx, by, seam, 0.8, { opacity: 0.45 }));
    }
  }
  return parts.join('');
}

// --- Window and view ---------------------------------------------------------------------

/** The view outside, drawn into a screen rectangle. */
function outsideView(room: Room, x: number, y: number, w: number, h: number): string {
  const { svg, outside, random, region } = room;
  const horizon = y + h * random.range(0.62, 0.72);
  const parts = [sky(svg, outside, x, y, w, horizon - y + 2, horizon)];
  parts.push(clouds(svg, outside, random.fork('view-clouds'), x, y, w, (horizon - y) * 0.6, 3));
  const bottom = y + h;
  const rng = random.fork('view');
  if (region === 'coastal') {
    parts.push(hills(rng, x, w, horizon, h * 0.05, 3, mix(outside.haze, '#6f8f86', 0.3), horizon + 2));
    const sea = svg.linear(
      [
        [0, surface(outside, '#4f8fb0')],
        [1, surface(outside, '#2f6f8a')],
      ],
      0,
      horizon,
      0,
      bottom,
      true,
    );
    parts.push(rect(x, horizon, w, bottom - horizon, sea));
    for (let glint = 0; glint < 10; glint += 1)
      parts.push(rect(x + rng.range(0, w - 30), rng.range(horizon + 4, bottom - 4), rng.range(8, 30), 1.5, 'rgba(255,255,255,0.45)'));
    if (rng.chance(0.7)) parts.push(palm(svg, outside, rng, x + w * rng.range(0.05, 0.2), bottom + 4, h * 0.8));
  } else if (region === 'hill') {
    parts.push(hills(rng, x, w, horizon, h * 0.25, 6, mix(outside.haze, '#6f8f86', 0.35), bottom));
    parts.push(hills(rng, x, w, horizon + h * 0.15, h * 0.2, 5, surface(outside, '#4f7b5c', 0.7), bottom));
    for (let tree = 0; tree < 4; tree += 1) parts.push(pine(outside, rng, x + rng.range(0, w), bottom + 2, h * rng.range(0.35, 0.6)));
  } else if (region === 'heritage') {
    parts.push(hills(rng, x, w, horizon, h * 0.16, 4, mix(outside.haze, '#b08f74', 0.4), bottom));
    parts.push(skyline(svg, outside, rng, x, w, bottom, h * 0.22, surface(outside, '#c69670', 0.8)));
  } else {
    parts.push(skyline(svg, outside, rng, x, w, horizon + h * 0.12, h * 0.45, mix(outside.haze, '#6d7f8f', 0.5)));
    parts.push(rect(x, horizon + h * 0.12, w, bottom - horizon - h * 0.12, surface(outside, '#6f8a6a', 0.7)));
    for (let tree = 0; tree < 5; tree += 1) parts.push(roundTree(svg, outside, rng, x + rng.range(0, w), bottom + 4, h * rng.range(0.1, 0.16)));
  }
  return parts.join('');
}

interface WindowSpec {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  panes: number;
  frame: string;
  curtains?: string | undefined;
  /** Drapes a soft light patch on the floor. */
  lightPatch?: boolean;
}

/** A window in the back wall. */
function backWindow(room: Room, spec: WindowSpec): string {
  const { svg, cam, depth } = room;
  const [x0, y0] = cam.p(spec.x0, spec.y1, depth);
  const [x1, y1] = cam.p(spec.x1, spec.y0, depth);
  const w = x1 - x0;
  const h = y1 - y0;
  const clip = svg.clip(rect(x0, y0, w, h, '#000'));
  const parts = [`<g clip-path="${clip}">${outsideView(room, x0, y0, w, h)}</g>`];
  // A faint reflection of the room on the glass.
  parts.push(rect(x0, y0, w, h, 'rgba(255,255,255,0.06)'));
  const frame = tone(room, spec.frame, 0.8);
  const fw = Math.max(2, cam.s(0.05, depth));
  for (let pane = 1; pane < spec.panes; pane += 1) parts.push(rect(x0 + (w * pane) / spec.panes - fw / 2, y0, fw, h, frame));
  parts.push(rect(x0, y0, w, h, 'none', { stroke: frame, 'stroke-width': fw * 1.6 }));
  if (spec.y0 > 0.05) parts.push(rect(x0 - fw * 2, y1, w + fw * 4, fw * 1.8, tone(room, '#f4f1ea', 0.9)));
  if (spec.curtains) {
    const curtain = tone(room, spec.curtains, 0.9);
    for (const [cx, dir] of [
      [x0 - w * 0.06, 1],
      [x1 + w * 0.06, -1],
    ] as const) {
      const cw = w * 0.16;
      const left = dir === 1 ? cx - cw * 0.3 : cx - cw * 0.7;
      const folds = 5;
      const top = y0 - cam.s(0.25, depth);
      const bottom = spec.y0 < 0.05 ? y1 : y1 + cam.s(0.7, depth);
      parts.push(rect(left, top, cw, bottom - top, curtain));
      for (let fold = 1; fold < folds; fold += 1) parts.push(rect(left + (cw * fold) / folds, top, cw / folds / 2, bottom - top, 'rgba(0,0,0,0.07)'));
    }
    parts.push(rect(x0 - w * 0.12, y0 - cam.s(0.28, depth), w * 1.24, 3, tone(room, '#6b5a4a', 0.6)));
  }
  if (spec.lightPatch && room.outside.time !== 'dusk') {
    // Sunlight through the window lands on the floor towards the camera.
    const shift = room.outside.sunX < 0.5 ? 1 : -1;
    const patch: Point3[] = [
      [spec.x0 + shift * 0.3, 0, depth - 0.2],
      [spec.x1 + shift * 0.3, 0, depth - 0.2],
      [spec.x1 + shift * 1.4, 0, depth - 2.6],
      [spec.x0 + shift * 1.4, 0, depth - 2.6],
    ];
    parts.push(cam.poly(patch, 'rgba(255,246,220,0.22)', { filter: svg.blur(8) }));
  }
  return parts.join('');
}

/** A window in a side wall (X = x), drawn as a receding quad showing the sky. */
function sideWallWindow(room: Room, x: number, z0: number, z1: number, y0: number, y1: number, frameColor: string): string {
  const { cam, svg, outside } = room;
  const pts: Point3[] = [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ];
  const glassFill = svg.linear([
    [0, mix(outside.sky[1], '#ffffff', 0.35)],
    [1, mix(outside.sky[2], '#ffffff', 0.2)],
  ]);
  const frame = tone(room, frameColor, 0.8);
  const mid: Point3[] = [
    [x, y0, (z0 + z1) / 2],
    [x, y1, (z0 + z1) / 2],
  ];
  const [ma, mb] = mid.map((point) => cam.p(...point));
  return (
    cam.poly(pts, glassFill) +
    cam.poly(pts, 'none', { stroke: frame, 'stroke-width': 5 }) +
    line(ma![0], ma![1], mb![0], mb![1], frame, 4) +
    cam.poly(pts, 'rgba(255,250,235,0.15)')
  );
}

// --- Furniture ----------------------------------------------------------------------------

const faces = (room: Room, color: string, top?: string) => ({
  front: tone(room, color, 0.75),
  side: tone(room, color, 0.5),
  top: tone(room, top ?? lighten(color, 0.08), 1),
  bottom: tone(room, darken(color, 0.2), 0.3),
});

function floorShadow(room: Room, x0: number, x1: number, z0: number, z1: number, opacity = 0.28): string {
  return room.cam.poly(
    [
      [x0 - 0.1, 0, z0 - 0.1],
      [x1 + 0.1, 0, z0 - 0.1],
      [x1 + 0.1, 0, z1],
      [x0 - 0.1, 0, z1],
    ],
    `rgba(20,15,10,${opacity})`,
    { filter: room.svg.blur(7) },
  );
}

function sofa(room: Room, x0: number, x1: number, z0: number, fabric: string, cushionCount?: number): string {
  const { cam, random } = room;
  const depthM = 0.95;
  const z1 = z0 + depthM;
  const parts = [floorShadow(room, x0, x1, z0, z1)];
  parts.push(box(cam, x0 + 0.05, x1 - 0.05, 0, 0.12, z0 + 0.05, z1 - 0.05, faces(room, '#3b3430')));
  parts.push(box(cam, x0, x1, 0.12, 0.72, z1 - 0.25, z1, faces(room, darken(fabric, 0.05))));
  parts.push(box(cam, x0 + 0.2, x1 - 0.2, 0.12, 0.44, z0, z1 - 0.2, faces(room, fabric, lighten(fabric, 0.12))));
  const seats = Math.max(1, Math.round((x1 - x0 - 0.4) / 0.75));
  for (let seat = 1; seat < seats; seat += 1) {
    const X = x0 + 0.2 + ((x1 - x0 - 0.4) * seat) / seats;
    const [ax, ay] = cam.p(X, 0.44, z0);
    const [bx, by] = cam.p(X, 0.44, z1 - 0.25);
    parts.push(line(ax, ay, bx, by, tone(room, darken(fabric, 0.2)), 1.5));
    const [cx, cy] = cam.p(X, 0.44, z0);
    const [, cy2] = cam.p(X, 0.12, z0);
    parts.push(line(cx, cy, cx, cy2, tone(room, darken(fabric, 0.2)), 1.2));
  }
  for (const [ax0, ax1] of [
    [x0, x0 + 0.2],
    [x1 - 0.2, x1],
  ] as const)
    parts.push(box(cam, ax0, ax1, 0.12, 0.6, z0, z1, faces(room, darken(fabric, 0.03), lighten(fabric, 0.1))));
  // Scatter cushions leaning on the back.
  const count = cushionCount ?? random.int(2, 4);
  for (let index = 0; index < count; index += 1) {
    const X = x0 + 0.35 + ((x1 - x0 - 0.7) * (index + 0.5)) / count - 0.22;
    const color = tone(room, random.pick(CUSHIONS), 0.95);
    const a = cam.p(X, 0.44, z1 - 0.35);
    const b = cam.p(X + 0.45, 0.44, z1 - 0.35);
    const c = cam.p(X + 0.42, 0.86, z1 - 0.28);
    const d = cam.p(X + 0.03, 0.86, z1 - 0.28);
    parts.push(
      path(
        `M${fmt(a[0])},${fmt(a[1])} L${fmt(b[0])},${fmt(b[1])} Q${fmt(b[0] + 4)},${fmt((b[1] + c[1]) / 2)} ${fmt(c[0])},${fmt(c[1])} Q${fmt((c[0] + d[0]) / 2)},${fmt(c[1] + 6)} ${fmt(d[0])},${fmt(d[1])} Q${fmt(a[0] - 4)},${fmt((a[1] + d[1]) / 2)} ${fmt(a[0])},${fmt(a[1])} Z`,
        color,
      ),
    );
  }
  return parts.join('');
}

function coffeeTable(room: Room, x: number, z: number, wood: string): string {
  const { cam, random } = room;
  const round = random.chance(0.4);
  const parts = [floorShadow(room, x - 0.6, x + 0.6, z, z + 0.7, 0.22)];
  if (round) {
    const [cx, cy] = cam.p(x, 0.4, z + 0.35);
    const rx = cam.s(0.55, z + 0.35);
    const ry = rx * Math.max(0.12, (cy - cam.vy) / rx / 3.2);
    const [, by] = cam.p(x, 0, z + 0.35);
    parts.push(rect(cx - rx * 0.5, cy, rx, by - cy, tone(room, darken(wood, 0.2), 0.6)));
    parts.push(ellipse(cx, cy + 4, rx, ry, tone(room, darken(wood, 0.15), 0.6)), ellipse(cx, cy, rx, ry, tone(room, wood, 1)));
  } else {
    parts.push(box(cam, x - 0.6, x + 0.6, 0.3, 0.4, z, z + 0.7, faces(room, wood)));
    parts.push(box(cam, x - 0.55, x + 0.55, 0.04, 0.08, z + 0.05, z + 0.65, faces(room, darken(wood, 0.1))));
    for (const lx of [x - 0.55, x + 0.5]) parts.push(box(cam, lx, lx + 0.05, 0, 0.3, z + 0.05, z + 0.1, faces(room, darken(wood, 0.3))));
  }
  // Books and a bowl on top.
  const [tx, ty] = cam.p(x - 0.25, 0.4, z + 0.3);
  parts.push(rect(tx, ty - 6, cam.s(0.3, z), 6, tone(room, room.random.pick(CUSHIONS))), rect(tx + 3, ty - 11, cam.s(0.26, z), 5, tone(room, '#f1ece2')));
  const [bx, by] = cam.p(x + 0.25, 0.4, z + 0.35);
  parts.push(ellipse(bx, by - 5, cam.s(0.14, z), cam.s(0.06, z), tone(room, '#3f4a48')));
  return parts.join('');
}

function rug(room: Room, x0: number, x1: number, z0: number, z1: number, color: string): string {
  const { cam } = room;
  const pts: Point3[] = [
    [x0, 0.005, z0],
    [x1, 0.005, z0],
    [x1, 0.005, z1],
    [x0, 0.005, z1],
  ];
  const inset: Point3[] = [
    [x0 + 0.15, 0.006, z0 + 0.15],
    [x1 - 0.15, 0.006, z0 + 0.15],
    [x1 - 0.15, 0.006, z1 - 0.15],
    [x0 + 0.15, 0.006, z1 - 0.15],
  ];
  return cam.poly(pts, tone(room, color, 0.9)) + cam.poly(inset, 'none', { stroke: tone(room, lighten(color, 0.25)), 'stroke-width': 2 });
}

function floorLamp(room: Room, X: number, Z: number): string {
  const { cam, svg } = room;
  const [bx, by] = cam.p(X, 0, Z);
  const [tx, ty] = cam.p(X, 1.55, Z);
  const shadeW = cam.s(0.22, Z);
  const shadeH = cam.s(0.3, Z);
  const parts = [ellipse(bx, by, cam.s(0.16, Z), cam.s(0.04, Z), tone(room, '#2f2f2f')), line(bx, by, tx, ty, tone(room, '#2f2f2f'), 2)];
  if (room.lampsOn) parts.push(ellipse(tx, ty + shadeH * 0.5, shadeW * 3, shadeW * 3, 'rgba(255,200,120,0.35)', { filter: svg.blur(14) }));
  parts.push(
    polygon(
      [
        [tx - shadeW * 0.6, ty - shadeH * 0.5],
        [tx + shadeW * 0.6, ty - shadeH * 0.5],
        [tx + shadeW, ty + shadeH * 0.5],
        [tx - shadeW, ty + shadeH * 0.5],
      ],
      room.lampsOn ? '#ffe3b0' : tone(room, '#efe6d6'),
    ),
  );
  return parts.join('');
}

function pendant(room: Room, X: number, Z: number, drop: number, style: 'dome' | 'globe'): string {
  const { cam, svg, height } = room;
  const [cx, cy] = cam.p(X, height, Z);
  const [lx, ly] = cam.p(X, height - drop, Z);
  const r = cam.s(0.18, Z);
  const parts = [line(cx, cy, lx, ly, tone(room, '#2f2f2f'), 1.2)];
  if (room.lampsOn) parts.push(ellipse(lx, ly + r * 0.6, r * 3, r * 2.4, 'rgba(255,205,130,0.35)', { filter: svg.blur(12) }));
  if (style === 'globe') parts.push(circle(lx, ly + r, r, room.lampsOn ? '#fff0cf' : tone(room, '#f3efe6')));
  else
    parts.push(
      path(`M${fmt(lx - r * 1.2)},${fmt(ly + r * 0.9)} Q${fmt(lx)},${fmt(ly - r * 0.9)} ${fmt(lx + r * 1.2)},${fmt(ly + r * 0.9)} Z`, tone(room, '#2f3433')),
      ellipse(lx, ly + r * 0.9, r * 1.1, r * 0.2, room.lampsOn ? '#fff0cf' : tone(room, '#d9d4c8')),
    );
  return parts.join('');
}

/** Abstract framed art on the back wall. */
function artwork(room: Room, X: number, Y: number, w: number, h: number): string {
  const { cam, depth, random, svg } = room;
  const [x0, y0] = cam.p(X - w / 2, Y + h / 2, depth);
  const [x1, y1] = cam.p(X + w / 2, Y - h / 2, depth);
  const pw = x1 - x0;
  const ph = y1 - y0;
  const bg = tone(room, random.pick(['#f4efe6', '#e9e1d3', '#dfe6e4', '#f2e7d8']));
  const parts = [
    rect(x0 + 4, y0 + 6, pw, ph, 'rgba(0,0,0,0.18)', { filter: svg.blur(4) }),
    rect(x0 - 5, y0 - 5, pw + 10, ph + 10, tone(room, random.pick(['#2f2f2f', '#b58a62', '#f5f2ec']))),
    rect(x0, y0, pw, ph, bg),
  ];
  const clip = svg.clip(rect(x0, y0, pw, ph, '#000'));
  const shapes: string[] = [];
  const style = random.int(0, 2);
  if (style === 0) {
    // Horizon landscape in bands.
    for (let band = 0; band < 4; band += 1) shapes.push(hillsBand(x0, y0 + ph * (0.45 + band * 0.14), pw, ph, tone(room, random.pick(CUSHIONS), 0.9), random));
    shapes.push(circle(x0 + pw * random.range(0.2, 0.8), y0 + ph * 0.3, ph * 0.1, tone(room, '#e59e1c')));
  } else if (style === 1) {
    for (let blob = 0; blob < 4; blob += 1)
      shapes.push(
        circle(x0 + pw * random.range(0.15, 0.85), y0 + ph * random.range(0.2, 0.8), ph * random.range(0.12, 0.3), tone(room, random.pick(CUSHIONS), 0.9), {
          opacity: 0.85,
        }),
      );
  } else {
    for (let stripe = 0; stripe < 5; stripe += 1)
      shapes.push(
        rect(
          x0 + pw * random.range(0, 0.8),
          y0 + ph * random.range(0, 0.8),
          pw * random.range(0.15, 0.5),
          ph * random.range(0.05, 0.3),
          tone(room, random.pick(CUSHIONS), 0.9),
        ),
      );
  }
  parts.push(`<g clip-path="${clip}">${shapes.join('')}</g>`);
  return parts.join('');
}

function hillsBand(x: number, y: number, w: number, h: number, fill: string, random: Random): string {
  const a = random.range(-h * 0.08, h * 0.08);
  return path(
    `M${fmt(x)},${fmt(y)} Q${fmt(x + w * 0.3)},${fmt(y - h * 0.12 + a)} ${fmt(x + w * 0.6)},${fmt(y)} T${fmt(x + w)},${fmt(y - a)} L${fmt(x + w)},${fmt(y + h)} L${fmt(x)},${fmt(y + h)} Z`,
    fill,
  );
}

function plant(room: Room, X: number, Z: number, heightM: number): string {
  const { cam, random } = room;
  const [x, y] = cam.p(X, 0, Z);
  return pottedPlant(room.inside, random, x, y, cam.s(heightM, Z), random.pick(['#d8cbb8', '#f1ede6', '#3f4447', '#b86b4b']));
}

// --- Rooms ----------------------------------------------------------------------------------

export function livingRoomScene(options: RoomOptions): string {
  const random = options.random;
  const room = makeRoom(options, { width: random.range(6.5, 7.5), height: 3, depth: random.range(6.5, 7.5), eye: 1.25, focal: random.range(760, 820) });
  const { cam, depth, width } = room;
  const wall = random.pick(WALL_PAINTS);
  const feature = random.chance(0.5) ? random.pick(FEATURE_WALLS) : wall;
  const floorKind = options.luxury && random.chance(0.5) ? 'marble' : 'wood';
  const floorColor = floorKind === 'marble' ? random.pick(MARBLES) : random.pick(FLOOR_WOODS);
  const fabric = random.pick(FABRICS);
  const wood = random.pick(WOODS);
  const parts = [shell(room, { wall, leftWall: feature, floor: floorKind, floorColor })];
  const windowLeft = random.chance(0.5);
  const fullHeight = options.luxury;
  const wx0 = windowLeft ? -width / 2 + 0.5 : 0.2;
  const wx1 = windowLeft ? -0.3 : width / 2 - 0.5;
  parts.push(
    backWindow(room, {
      x0: wx0,
      x1: wx1,
      y0: fullHeight ? 0 : 0.8,
      y1: fullHeight ? 2.7 : 2.4,
      panes: fullHeight ? 4 : 3,
      frame: random.pick(['#2f3336', '#f4f1ea']),
      curtains: random.pick(['#efe6d6', '#d9cdb8', '#c8d2cf']),
      lightPatch: true,
    }),
  );
  // Art and a low console on the solid part of the back wall.
  const artX = windowLeft ? width / 4 + 0.2 : -width / 4 - 0.2;
  parts.push(artwork(room, artX, 1.75, random.range(1, 1.4), random.range(0.7, 0.9)));
  parts.push(box(cam, artX - 0.9, artX + 0.9, 0.1, 0.55, depth - 0.45, depth, faces(room, wood)));
  parts.push(plant(room, artX + (windowLeft ? 1.35 : -1.35), depth - 0.4, 1.3));
  // Rug, sofa facing the camera, coffee table, armchair.
  const sofaZ = depth - random.range(1.6, 2);
  const sofaW = random.range(2.4, 2.8);
  const sofaX = random.range(-0.6, 0.6);
  parts.push(rug(room, sofaX - 1.8, sofaX + 1.8, sofaZ - 2.2, sofaZ + 0.6, random.pick(['#d9cfc0', '#b7a58f', '#8c9c98', '#e8e0d2', '#c4a38a'])));
  parts.push(sofa(room, sofaX - sofaW / 2, sofaX + sofaW / 2, sofaZ, fabric));
  parts.push(floorLamp(room, sofaX + sofaW / 2 + 0.45, sofaZ + 0.4));
  parts.push(coffeeTable(room, sofaX, sofaZ - 1.5, wood));
  parts.push(pendant(room, sofaX, sofaZ - 1.2, 0.9, random.pick(['dome', 'globe'] as const)));
  const chairLeft = random.chance(0.5);
  const chairX = chairLeft ? -width / 2 + 0.6 : width / 2 - 1.5;
  parts.push(sofa(room, chairX, chairX + 0.95, sofaZ - 1.8, random.pick(FABRICS), 1));
  parts.push(plant(room, chairLeft ? width / 2 - 0.6 : -width / 2 + 0.6, depth - 2.8, 1.5));
  parts.push(vignette(room.svg, 0.24));
  return room.svg.render(parts.join(''));
}

export function kitchenScene(options: RoomOptions): string {
  const random = options.random;
  const room = makeRoom(options, { width: random.range(5.2, 5.8), height: 2.9, depth: random.range(5.4, 5.8), eye: 1.45, focal: random.range(780, 820) });
  const { cam, depth, width, svg } = room;
  const wall = random.pick(WALL_PAINTS);
  const cabinet = random.pick(['#f3f1ec', '#2f4f4a', '#5b6b73', '#d8cbb6', '#7c8f7c', '#19625b', '#e7e2d9']);
  const counter = random.pick(['#f1efeb', '#2e2e30', '#d9d3c9', '#e8e2d6']);
  const wood = random.pick(WOODS);
  const parts = [
    shell(room, {
      wall,
      floor: options.luxury ? 'marble' : random.pick(['tile', 'wood'] as const),
      floorColor: options.luxury ? random.pick(MARBLES) : random.pick([...FLOOR_WOODS, '#d8d2c8', '#cfc6b8']),
    }),
  ];
  const l = -width / 2 + 0.2;
  const r = width / 2 - 0.2;
  // Window over the sink, flanked by upper cabinets.
  const winX0 = random.range(-1.2, -0.4);
  const winX1 = winX0 + 1.4;
  // Backsplash tiles.
  const [bx0, by0] = cam.p(l, 1.5, depth);
  const [bx1, by1] = cam.p(r, 0.92, depth);
  const splash = tone(room, random.pick(['#e9eef0', '#d7e4e1', '#f1e8da', '#dfe3e6', '#cfe0dc']));
  parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, splash));
  const tile = cam.s(0.15, depth);
  for (let y = by1; y > by0; y -= tile * 0.5) parts.push(line(bx0, y, bx1, y, tone(room, darken(splash, 0.1)), 0.6));
  for (let x = bx0, row = 0; x < bx1; x += tile, row += 1) parts.push(line(x, by0, x, by1, tone(room, darken(splash, 0.1)), 0.6, { opacity: 0.7 }));
  parts.push(backWindow(room, { x0: winX0, x1: winX1, y0: 1.15, y1: 2.35, panes: 2, frame: '#f4f1ea' }));
  // Base cabinets and worktop along the back wall.
  parts.push(box(cam, l, r, 0.1, 0.88, depth - 0.62, depth, faces(room, cabinet)));
  parts.push(box(cam, l, r, 0, 0.1, depth - 0.55, depth, faces(room, '#2f2f2f')));
  parts.push(box(cam, l - 0.02, r + 0.02, 0.88, 0.93, depth - 0.65, depth, faces(room, counter, lighten(counter, 0.05))));
  const doors = Math.round((r - l) / 0.6);
  for (let door = 1; door < doors; door += 1) {
    const X = l + ((r - l) * door) / doors;
    const [ax, ay] = cam.p(X, 0.85, depth - 0.62);
    const [, ay2] = cam.p(X, 0.13, depth - 0.62);
    parts.push(line(ax, ay, ax, ay2, tone(room, darken(cabinet, 0.25)), 1.2));
    const [hx, hy] = cam.p(X - 0.08, 0.75, depth - 0.63);
    parts.push(rect(hx - 1, hy, 2, cam.s(0.12, depth), tone(room, '#9a9a9a')));
  }
  // Sink and tap under the window; hob and hood to one side.
  const [sx, sy] = cam.p((winX0 + winX1) / 2, 0.93, depth - 0.32);
  parts.push(ellipse(sx, sy, cam.s(0.3, depth), cam.s(0.06, depth), tone(room, '#9ea5a8')));
  parts.push(
    path(
      `M${fmt(sx)},${fmt(sy - 2)} l0,${fmt(-cam.s(0.3, depth))} q${fmt(cam.s(0.12, depth))},-3 ${fmt(cam.s(0.14, depth))},${fmt(cam.s(0.06, depth))}`,
      'none',
      { stroke: tone(room, '#8d9194'), 'stroke-width': 2.5 },
    ),
  );
  const hobX = winX1 + random.range(0.9, 1.3);
  parts.push(box(cam, hobX - 0.45, hobX + 0.45, 0.93, 0.95, depth - 0.55, depth - 0.1, faces(room, '#1f1f21')));
  parts.push(box(cam, hobX - 0.45, hobX + 0.45, 2.0, 2.3, depth - 0.5, depth, faces(room, '#c9ccce')));
  parts.push(
    cam.poly(
      [
        [hobX - 0.1, 2.3, depth - 0.2],
        [hobX + 0.1, 2.3, depth - 0.2],
        [hobX + 0.1, 3, depth - 0.2],
        [hobX - 0.1, 3, depth - 0.2],
      ],
      tone(room, '#bfc3c5'),
    ),
  );
  // Upper cabinets either side of the window.
  for (const [x0, x1] of [
    [l, winX0 - 0.15],
    [winX1 + 0.15, hobX - 0.55],
    [hobX + 0.55, r],
  ] as const) {
    if (x1 - x0 < 0.3) continue;
    parts.push(box(cam, x0, x1, 1.6, 2.4, depth - 0.36, depth, faces(room, cabinet)));
    const [ux, uy] = cam.p(x0, 1.6, depth - 0.36);
    const [ux1] = cam.p(x1, 1.6, depth - 0.36);
    parts.push(rect(ux, uy, ux1 - ux, 4, 'rgba(255,236,200,0.5)', { filter: svg.blur(2) }));
  }
  // Tall fridge column at the end of the run.
  parts.push(box(cam, r - 0.8, r, 0, 2.4, depth - 0.7, depth, faces(room, random.pick(['#d9dcde', cabinet]))));
  // Island with stools.
  const islandZ = depth - random.range(2.1, 2.3);
  const ix0 = random.range(-1.4, -0.8);
  const ix1 = ix0 + random.range(2.2, 2.6);
  parts.push(floorShadow(room, ix0, ix1, islandZ, islandZ + 0.9));
  parts.push(box(cam, ix0, ix1, 0, 0.9, islandZ, islandZ + 0.9, faces(room, random.chance(0.5) ? wood : cabinet)));
  parts.push(box(cam, ix0 - 0.05, ix1 + 0.25, 0.9, 0.95, islandZ - 0.25, islandZ + 0.95, faces(room, counter, lighten(counter, 0.06))));
  const [fx, fy] = cam.p(ix0 + 0.5, 0.95, islandZ + 0.3);
  parts.push(ellipse(fx, fy - 6, cam.s(0.2, islandZ), cam.s(0.07, islandZ), tone(room, '#f4f1ea')));
  for (let fruit = 0; fruit < 4; fruit += 1)
    parts.push(circle(fx - 8 + fruit * 5, fy - 12 - (fruit % 2) * 4, cam.s(0.05, islandZ), tone(room, random.pick(['#e59e1c', '#c94f3a', '#8bbf4a']))));
  for (let stool = 0; stool < 3; stool += 1) {
    const X = ix0 + 0.35 + stool * ((ix1 - ix0 - 0.5) / 2);
    const Z = islandZ - 0.7;
    const [tx, ty] = cam.p(X, 0.65, Z);
    const [, by] = cam.p(X, 0, Z);
    const seat = cam.s(0.2, Z);
    parts.push(
      line(tx - seat * 0.7, ty, tx - seat * 0.9, by, tone(room, '#2f2f2f'), 2),
      line(tx + seat * 0.7, ty, tx + seat * 0.9, by, tone(room, '#2f2f2f'), 2),
    );
    parts.push(ellipse(tx, ty, seat, seat * 0.3, tone(room, random.pick(['#b58a62', '#3b3b3b', '#d6c7b0']))));
  }
  for (let index = 0; index < 3; index += 1) parts.push(pendant(room, ix0 + 0.4 + index * ((ix1 - ix0 - 0.8) / 2), islandZ + 0.4, 1.1, 'dome'));
  parts.push(vignette(svg, 0.24));
  return svg.render(parts.join(''));
}

export function bedroomScene(options: RoomOptions): string {
  const random = options.random;
  const room = makeRoom(options, { width: random.range(5.5, 6.5), height: 2.9, depth: random.range(5.5, 6.2), eye: 1.3, focal: random.range(740, 800) });
  const { cam, depth, width, svg } = room;
  const wall = random.pick(WALL_PAINTS);
  const feature = random.pick(FEATURE_WALLS);
  const wood = random.pick(WOODS);
  const linen = random.pick(['#f6f3ee', '#eef0ee', '#f2ece3']);
  const throwColor = random.pick(CUSHIONS);
  const windowOnLeft = random.chance(0.5);
  const parts = [shell(room, { wall, backWall: feature, floor: 'wood', floorColor: random.pick(FLOOR_WOODS) })];
  const sideX = windowOnLeft ? -width / 2 : width / 2;
  parts.push(sideWallWindow(room, sideX, depth - 3.2, depth - 0.8, 0.8, 2.5, '#f4f1ea'));
  // Daylight spilling from the side window.
  if (room.outside.time !== 'dusk')
    parts.push(
      cam.poly(
        [
          [sideX, 0, depth - 3.2],
          [sideX, 0, depth - 0.8],
          [sideX * 0.2, 0, depth - 1.4],
          [sideX * 0.2, 0, depth - 3.6],
        ],
        'rgba(255,246,220,0.2)',
        { filter: svg.blur(10) },
      ),
    );
  parts.push(artwork(room, 0, 2.15, 1.5, 0.55));
  // Headboard, bed, pillows, throw.
  const bedW = random.range(1.8, 2);
  const bedZ1 = depth - 0.08;
  const bedZ0 = bedZ1 - 2.1;
  parts.push(rug(room, -1.7, 1.7, bedZ0 - 0.8, bedZ1 - 0.6, random.pick(['#d9cfc0', '#b7a58f', '#8c9c98', '#e8e0d2'])));
  parts.push(box(cam, -bedW / 2 - 0.1, bedW / 2 + 0.1, 0, 1.25, bedZ1 - 0.1, bedZ1, faces(room, random.pick(['#c7b299', '#6f7f8f', '#d9d3c7', wood]))));
  parts.push(floorShadow(room, -bedW / 2, bedW / 2, bedZ0, bedZ1, 0.3));
  parts.push(box(cam, -bedW / 2, bedW / 2, 0.08, 0.32, bedZ0, bedZ1 - 0.1, faces(room, wood)));
  parts.push(box(cam, -bedW / 2 + 0.02, bedW / 2 - 0.02, 0.32, 0.55, bedZ0 + 0.02, bedZ1 - 0.12, faces(room, linen, lighten(linen, 0.5))));
  for (const px of [-bedW / 4, bedW / 4]) {
    const a = cam.p(px - 0.36, 0.55, bedZ1 - 0.55);
    const b = cam.p(px + 0.36, 0.55, bedZ1 - 0.55);
    const c = cam.p(px + 0.34, 0.85, bedZ1 - 0.3);
    const d = cam.p(px - 0.34, 0.85, bedZ1 - 0.3);
    parts.push(
      path(
        `M${fmt(a[0])},${fmt(a[1])} L${fmt(b[0])},${fmt(b[1])} Q${fmt(b[0] + 5)},${fmt((b[1] + c[1]) / 2)} ${fmt(c[0])},${fmt(c[1])} L${fmt(d[0])},${fmt(d[1])} Q${fmt(a[0] - 5)},${fmt((a[1] + d[1]) / 2)} ${fmt(a[0])},${fmt(a[1])} Z`,
        tone(room, '#ffffff', 0.95),
      ),
    );
  }
  const cushion = cam.p(0, 0.6, bedZ1 - 0.75);
  parts.push(ellipse(cushion[0], cushion[1] - 6, cam.s(0.25, bedZ1), cam.s(0.12, bedZ1), tone(room, random.pick(CUSHIONS))));
  parts.push(box(cam, -bedW / 2 - 0.04, bedW / 2 + 0.04, 0.3, 0.57, bedZ0 - 0.02, bedZ0 + 0.55, faces(room, throwColor, lighten(throwColor, 0.1))));
  // Bedside tables with lamps.
  for (const side of [-1, 1]) {
    const X = side * (bedW / 2 + 0.35);
    parts.push(box(cam, X - 0.25, X + 0.25, 0, 0.55, depth - 0.5, depth - 0.05, faces(room, wood)));
    const [lx, ly] = cam.p(X, 0.55, depth - 0.28);
    const lampH = cam.s(0.45, depth);
    if (room.lampsOn) parts.push(ellipse(lx, ly - lampH * 0.8, lampH, lampH, 'rgba(255,200,120,0.4)', { filter: svg.blur(12) }));
    parts.push(rect(lx - 1.5, ly - lampH * 0.6, 3, lampH * 0.6, tone(room, '#3a3a3a')));
    parts.push(
      polygon(
        [
          [lx - lampH * 0.25, ly - lampH],
          [lx + lampH * 0.25, ly - lampH],
          [lx + lampH * 0.35, ly - lampH * 0.55],
          [lx - lampH * 0.35, ly - lampH * 0.55],
        ],
        room.lampsOn ? '#ffe7b8' : tone(room, '#efe7d8'),
      ),
    );
  }
  // Bench at the foot of the bed and a plant in the corner.
  if (random.chance(0.5)) {
    const bench = random.pick(FABRICS);
    parts.push(floorShadow(room, -0.7, 0.7, bedZ0 - 0.55, bedZ0 - 0.2, 0.2));
    parts.push(box(cam, -0.7, 0.7, 0.36, 0.44, bedZ0 - 0.55, bedZ0 - 0.2, faces(room, bench, lighten(bench, 0.1))));
    for (const lx of [-0.66, 0.62]) parts.push(box(cam, lx, lx + 0.04, 0, 0.36, bedZ0 - 0.5, bedZ0 - 0.46, faces(room, '#3a3a3a')));
  }
  parts.push(plant(room, windowOnLeft ? width / 2 - 0.5 : -width / 2 + 0.5, depth - 0.6, 1.4));
  parts.push(vignette(svg, 0.26));
  return svg.render(parts.join(''));
}

export function bathroomScene(options: RoomOptions): string {
  const random = options.random;
  const room = makeRoom(options, { width: random.range(4, 4.6), height: 2.8, depth: random.range(3.6, 4), eye: 1.4, focal: random.range(560, 600) });
  const { cam, depth, width, svg } = room;
  const tile = random.pick(['#eef0ee', '#e9e5de', '#dfe6e6', '#f1ede6', '#d8e2df']);
  const accent = random.pick(['#2b6f66', '#c9a98c', '#5e7a86', '#e8e2d6', '#3f4a48']);
  const wood = random.pick(WOODS);
  const parts = [
    shell(room, {
      wall: tile,
      backWall: tile,
      floor: options.luxury ? 'marble' : 'tile',
      floorColor: options.luxury ? random.pick(MARBLES) : random.pick(['#cfcac2', '#bdb8b0', '#d9d4cc']),
      wallTiles: true,
    }),
  ];
  // Window high over the bath.
  const tubLeft = random.chance(0.5);
  const tubX = tubLeft ? -width / 2 + 1.1 : width / 2 - 1.1;
  parts.push(backWindow(room, { x0: tubX - 0.7, x1: tubX + 0.7, y0: 1.3, y1: 2.4, panes: 2, frame: '#f4f1ea' }));
  // Feature niche with accent tiles.
  const nicheX = -tubX * 0.9;
  const [nx0, ny0] = cam.p(nicheX - 0.75, 2.5, depth);
  const [nx1, ny1] = cam.p(nicheX + 0.75, 0, depth);
  parts.push(rect(nx0, ny0, nx1 - nx0, ny1 - ny0, tone(room, accent, 0.85)));
  // Vanity with basin and a lit mirror.
  parts.push(box(cam, nicheX - 0.65, nicheX + 0.65, 0.35, 0.85, depth - 0.55, depth, faces(room, wood)));
  parts.push(box(cam, nicheX - 0.68, nicheX + 0.68, 0.85, 0.89, depth - 0.57, depth, faces(room, '#f3f1ec', '#f7f6f3')));
  const [bx, by] = cam.p(nicheX, 0.89, depth - 0.3);
  parts.push(
    ellipse(bx, by - 5, cam.s(0.25, depth), cam.s(0.07, depth), tone(room, '#ffffff')),
    ellipse(bx, by - 6, cam.s(0.2, depth), cam.s(0.045, depth), tone(room, '#dfe3e3')),
  );
  const [mx0, my0] = cam.p(nicheX - 0.45, 2.05, depth - 0.02);
  const [mx1, my1] = cam.p(nicheX + 0.45, 1.15, depth - 0.02);
  const mirror = random.chance(0.5);
  if (mirror) {
    const cx = (mx0 + mx1) / 2;
    const cy = (my0 + my1) / 2;
    const rr = (mx1 - mx0) / 2;
    parts.push(
      circle(cx, cy, rr + 6, 'rgba(255,236,200,0.5)', { filter: svg.blur(5) }),
      circle(
        cx,
        cy,
        rr,
        svg.linear([
          [0, '#dfe8ea'],
          [1, '#aebcc0'],
        ]),
      ),
    );
  } else {
    parts.push(
      rect(mx0 - 4, my0 - 4, mx1 - mx0 + 8, my1 - my0 + 8, 'rgba(255,236,200,0.5)', { filter: svg.blur(5) }),
      rect(
        mx0,
        my0,
        mx1 - mx0,
        my1 - my0,
        svg.linear([
          [0, '#dfe8ea'],
          [1, '#aebcc0'],
        ]),
      ),
    );
  }
  // Freestanding tub.
  const tz0 = depth - 1;
  const [t0x, t0y] = cam.p(tubX - 0.8, 0.6, tz0);
  const [t1x] = cam.p(tubX + 0.8, 0.6, tz0);
  const [, tby] = cam.p(tubX, 0, tz0);
  const [, rimBackY] = cam.p(tubX, 0.6, depth - 0.2);
  const rimRy = (t0y - rimBackY) / 2;
  parts.push(floorShadow(room, tubX - 0.8, tubX + 0.8, tz0, depth - 0.2, 0.2));
  parts.push(
    path(
      `M${fmt(t0x)},${fmt(t0y - rimRy)} L${fmt(t0x + 8)},${fmt(tby - 10)} Q${fmt((t0x + t1x) / 2)},${fmt(tby + 6)} ${fmt(t1x - 8)},${fmt(tby - 10)} L${fmt(t1x)},${fmt(t0y - rimRy)} Z`,
      tone(room, '#f7f7f5', 0.85),
    ),
  );
  parts.push(
    ellipse((t0x + t1x) / 2, t0y - rimRy, (t1x - t0x) / 2, rimRy, tone(room, '#ffffff')),
    ellipse((t0x + t1x) / 2, t0y - rimRy + 2, (t1x - t0x) / 2 - 8, rimRy - 5, tone(room, '#d7e6ea')),
  );
  // Towel ladder and plant.
  const towelX = tubLeft ? width / 2 - 0.4 : -width / 2 + 0.4;
  const [lx, ly] = cam.p(towelX, 1.7, depth - 1.6);
  const [, lby] = cam.p(towelX, 0, depth - 1.6);
  parts.push(line(lx - 8, ly, lx - 8, lby, tone(room, wood), 3), line(lx + 8, ly, lx + 8, lby, tone(room, wood), 3));
  parts.push(rect(lx - 12, ly + 20, 24, (lby - ly) * 0.35, tone(room, random.pick(['#f3ede2', '#d9e2df', '#e9cfc0']))));
  parts.push(plant(room, tubX + (tubLeft ? 1.1 : -1.1), depth - 0.4, 1.1));
  parts.push(pendant(room, nicheX, depth - 0.8, 0.7, 'globe'));
  parts.push(vignette(svg, 0.26));
  return svg.render(parts.join(''));
}

/** Out on the balcony or terrace, looking at the view. */
export function viewScene(options: RoomOptions): string {
  const random = options.random;
  const time = options.time ?? random.fork('time').pick<TimeOfDay>(['golden', 'golden', 'dusk', 'morning', 'midday']);
  const outside = makeMood(time, random.fork('mood'));
  const svg = new Svg(W, H);
  const horizon = H * random.range(0.5, 0.56);
  const cam = new Camera(W / 2, horizon, 620, 1.5, random.range(-0.4, 0.4));
  const room: Room = {
    svg,
    cam,
    outside,
    inside: { ...outside, shade: 0.22 },
    random,
    region: options.region,
    luxury: options.luxury,
    width: 6,
    height: 3,
    depth: 4,
    lampsOn: time === 'dusk',
  };
  const parts = [`<g>${outsideView(room, 0, 0, W, H)}</g>`];
  // Terrace floor, glass balustrade, a wall and planter on one side, the soffit overhead.
  const deck = random.pick(['#a67b56', '#c19a6b', '#cfc6b8', '#b08457']);
  const deckTone = (color: string, lit = 0.85) => surface(room.inside, color, lit);
  const railZ = 3.6;
  parts.push(
    cam.poly(
      [
        [-8, 0, 0.4],
        [8, 0, 0.4],
        [8, 0, railZ],
        [-8, 0, railZ],
      ],
      deckTone(deck),
    ),
  );
  for (let X = -8; X < 8; X += 0.16) {
    const [ax, ay] = cam.p(X, 0, 0.8);
    const [bx, by] = cam.p(X, 0, railZ);
    parts.push(line(ax, ay, bx, by, deckTone(darken(deck, 0.22)), 1, { opacity: 0.6 }));
  }
  const [gx0, gy0] = cam.p(-8, 1.05, railZ);
  const [gx1, gy1] = cam.p(8, 0, railZ);
  parts.push(rect(gx0, gy0, gx1 - gx0, gy1 - gy0, 'rgba(200,225,230,0.22)'));
  parts.push(rect(gx0, gy0 - 4, gx1 - gx0, 7, deckTone('#3a3d40', 0.6)));
  for (let post = -8; post <= 8; post += 1.6) {
    const [px, py] = cam.p(post, 1.05, railZ);
    const [, pby] = cam.p(post, 0, railZ);
    parts.push(rect(px - 2, py, 4, pby - py, deckTone('#3a3d40', 0.6)));
  }
  const wallSide = random.pick([-1, 1]);
  const wallX = wallSide * 2.6;
  const wallColor = random.pick(WALL_PAINTS);
  parts.push(
    cam.poly(
      [
        [wallX, 0, 0.4],
        [wallX, 0, railZ + 0.4],
        [wallX, 3.1, railZ + 0.4],
        [wallX, 3.1, 0.4],
      ],
      deckTone(wallColor, 0.6),
    ),
  );
  parts.push(
    cam.poly(
      [
        [-8, 3.1, 0.4],
        [8, 3.1, 0.4],
        [8, 3.1, railZ + 0.4],
        [-8, 3.1, railZ + 0.4],
      ],
      deckTone('#ece8e1', 0.5),
    ),
  );
  const [sx0, sy] = cam.p(-8, 3.1, railZ + 0.4);
  parts.push(rect(sx0, sy - 8, W * 2, 8, deckTone('#f4f1ea', 0.7)));
  if (room.lampsOn) {
    for (const X of [-1.2, 1.2]) {
      const [lx, ly] = cam.p(X, 3.08, 2);
      parts.push(ellipse(lx, ly + 6, 40, 24, 'rgba(255,210,140,0.45)', { filter: svg.blur(10) }), ellipse(lx, ly + 2, 6, 2.5, '#fff1cc'));
    }
  }
  // Planter along the wall.
  parts.push(box(cam, wallX - wallSide * 0.5, wallX, 0, 0.5, 1.2, railZ, faces(room, '#6f6a64')));
  for (let index = 0; index < 4; index += 1) {
    const [px, py] = cam.p(wallX - wallSide * 0.25, 0.5, 1.4 + index * 0.55);
    parts.push(pottedPlant(room.inside, random, px, py + cam.s(0.2, 1.4 + index * 0.55), cam.s(0.9, 1.4 + index * 0.55), '#6f6a64'));
  }
  // Two chairs and a bistro table facing the view.
  const tableX = -wallSide * random.range(0.3, 0.8);
  const tableZ = random.range(2.7, 3.0);
  const [tx, ty] = cam.p(tableX, 0.72, tableZ);
  const [, tby] = cam.p(tableX, 0, tableZ);
  const tr = cam.s(0.35, tableZ);
  const metal = deckTone(random.pick(['#2f3336', '#f1ede6', '#b58a62']), 0.7);
  parts.push(
    ellipse(tx, tby, tr * 1.1, tr * 0.2, 'rgba(0,0,0,0.2)', { filter: svg.blur(4) }),
    line(tx, ty, tx, tby, metal, 3),
    ellipse(tx, ty, tr, tr * 0.22, metal),
  );
  parts.push(
    ellipse(tx - tr * 0.3, ty - 5, tr * 0.15, tr * 0.06, deckTone('#ffffff')),
    rect(tx + tr * 0.2, ty - tr * 0.5, tr * 0.12, tr * 0.45, deckTone('#e59e1c')),
  );
  for (const side of [-1, 1]) {
    const X = tableX + side * 0.75;
    const Z = tableZ - 0.2;
    const cushion = deckTone(random.pick(FABRICS));
    parts.push(box(cam, X - 0.3, X + 0.3, 0.4, 0.46, Z - 0.25, Z + 0.3, faces(room, cushion)));
    parts.push(box(cam, X - 0.3, X + 0.3, 0.46, 0.95, Z + 0.25, Z + 0.32, faces(room, cushion)));
    for (const lx of [X - 0.28, X + 0.24]) parts.push(box(cam, lx, lx + 0.04, 0, 0.4, Z - 0.25, Z - 0.2, { front: metal, side: metal, top: metal }));
  }
  parts.push(vignette(svg, 0.22));
  return svg.render(parts.join(''));
}

export const ROOM_SCENES: Record<RoomKind, (options: RoomOptions) => string> = {
  living: livingRoomScene,
  kitchen: kitchenScene,
  bedroom: bedroomScene,
  bathroom: bathroomScene,
  view: viewScene,
};
