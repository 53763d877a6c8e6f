import { basename, join } from 'node:path';
import { SAMPLE_AGENTS } from '../../src/server/db/seed/properties.ts';
import { darken, lighten } from './lib/color.ts';
import { IMAGES_DIR } from './lib/paths.ts';
import { createRandom } from './lib/random.ts';
import { renderWebp } from './lib/render.ts';
import { circle, ellipse, path, rect, Svg } from './lib/svg.ts';

/**
 * Friendly illustrated avatars (deliberately not photographs of anyone) for the listing agents
 * and the About page team. Each person is described once here; the drawing is deterministic.
 */

type Hair = 'short' | 'side-part' | 'curly' | 'long' | 'bun' | 'bob' | 'braid';

export interface Person {
  slug: string;
  name: string;
  role?: string;
  hair: Hair;
  skin: string;
  hairColor: string;
  outfit: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  bindi?: boolean;
}

const SKIN = { light: '#e9bf98', wheat: '#d9a478', medium: '#c48a5e', tan: '#a8714a', deep: '#8a5a3a' };
const HAIR = { black: '#1f1a17', darkBrown: '#3a2a20', brown: '#4e3626', grey: '#8d8a86' };
const BG = ['#d7f2ed', '#b0e4db', '#fbe3a6', '#e3ecf5', '#f6dccf', '#dfe9d6'];

/** Portraits for every agent in the sample data, keyed by the slug in their `photo` URL. */
const AGENT_LOOKS: Record<string, Omit<Person, 'slug' | 'name'>> = {
  'priya-menon': { hair: 'long', skin: SKIN.wheat, hairColor: HAIR.black, outfit: '#19625b', background: BG[1]!, earrings: true },
  'arjun-rao': { hair: 'side-part', skin: SKIN.medium, hairColor: HAIR.black, outfit: '#3b4a5c', background: BG[2]!, beard: true },
  'kavya-iyer': { hair: 'braid', skin: SKIN.tan, hairColor: HAIR.black, outfit: '#b2563a', background: BG[0]!, bindi: true, earrings: true },
  'rohan-malhotra': { hair: 'short', skin: SKIN.light, hairColor: HAIR.darkBrown, outfit: '#2b978b', background: BG[4]!, glasses: true },
  'sneha-kulkarni': { hair: 'bob', skin: SKIN.wheat, hairColor: HAIR.darkBrown, outfit: '#6f5aa0', background: BG[3]!, glasses: true },
};

/** The About page team. */
export const TEAM: readonly Person[] = [
  {
    slug: 'ananya-desai',
    name: 'Ananya Desai',
    role: 'Co-founder & Chief Executive',
    hair: 'bun',
    skin: SKIN.medium,
    hairColor: HAIR.black,
    outfit: '#15413d',
    background: BG[1]!,
    earrings: true,
  },
  {
    slug: 'vikram-sethi',
    name: 'Vikram Sethi',
    role: 'Co-founder & Chief Investment Officer',
    hair: 'short',
    skin: SKIN.wheat,
    hairColor: HAIR.grey,
    outfit: '#3b4a5c',
    background: BG[2]!,
    glasses: true,
    beard: true,
  },
  {
    slug: 'meera-krishnan',
    name: 'Meera Krishnan',
    role: 'Head of Due Diligence',
    hair: 'long',
    skin: SKIN.deep,
    hairColor: HAIR.black,
    outfit: '#e59e1c',
    background: BG[5]!,
    bindi: true,
  },
  {
    slug: 'farhan-qureshi',
    name: 'Farhan Qureshi',
    role: 'Chief Technology Officer',
    hair: 'curly',
    skin: SKIN.tan,
    hairColor: HAIR.black,
    outfit: '#2b978b',
    background: BG[3]!,
    beard: true,
  },
];

export function agentPeople(): Person[] {
  return Object.values(SAMPLE_AGENTS).map((agent) => {
    const slug = basename(agent.photo, '.webp');
    const look = AGENT_LOOKS[slug];
    if (!look) throw new Error(`no portrait described for agent ${agent.name} (${slug})`);
    return { slug, name: agent.name, ...look };
  });
}

export function portraitSvg(person: Person): string {
  const random = createRandom(person.slug);
  const svg = new Svg(256, 256);
  const parts: string[] = [];
  const cx = 128;
  parts.push(
    rect(
      0,
      0,
      256,
      256,
      svg.radial(
        [
          [0, lighten(person.background, 0.35)],
          [1, person.background],
        ],
        0.5,
        0.35,
        0.8,
      ),
    ),
  );
  // Soft shapes in the background so the avatars feel like a set.
  parts.push(circle(random.range(20, 60), random.range(20, 70), random.range(30, 50), lighten(person.background, 0.5), { opacity: 0.6 }));
  parts.push(circle(random.range(200, 240), random.range(40, 90), random.range(16, 28), darken(person.background, 0.06), { opacity: 0.5 }));

  const skin = person.skin;
  const skinShade = darken(skin, 0.12);
  // Hair that falls behind the shoulders is drawn first.
  if (person.hair === 'long')
    parts.push(
      path(`M${cx - 58},104 C${cx - 66},170 ${cx - 62},206 ${cx - 40},222 L${cx + 40},222 C${cx + 62},206 ${cx + 66},170 ${cx + 58},104 Z`, person.hairColor),
    );
  if (person.hair === 'braid')
    parts.push(
      path(`M${cx + 30},120 C${cx + 58},150 ${cx + 56},190 ${cx + 46},226 L${cx + 30},226 C${cx + 40},190 ${cx + 38},160 ${cx + 20},130 Z`, person.hairColor),
    );
  // Shoulders and outfit, with a collar or neckline.
  parts.push(
    path(`M${cx - 96},256 C${cx - 92},206 ${cx - 60},186 ${cx - 24},180 L${cx + 24},180 C${cx + 60},186 ${cx + 92},206 ${cx + 96},256 Z`, person.outfit),
  );
  parts.push(rect(cx - 17, 150, 34, 40, skinShade, { rx: 12 }));
  parts.push(path(`M${cx - 24},180 L${cx},206 L${cx + 24},180 Z`, skin));
  parts.push(
    path(`M${cx - 24},180 L${cx - 8},212 L${cx - 30},200 Z`, lighten(person.outfit, 0.15)),
    path(`M${cx + 24},180 L${cx + 8},212 L${cx + 30},200 Z`, lighten(person.outfit, 0.15)),
  );
  // Head, ears.
  parts.push(ellipse(cx - 46, 118, 9, 13, skinShade), ellipse(cx + 46, 118, 9, 13, skinShade));
  parts.push(ellipse(cx, 110, 46, 54, skin));
  if (person.earrings) parts.push(circle(cx - 47, 134, 4, '#e59e1c'), circle(cx + 47, 134, 4, '#e59e1c'));
  if (person.beard)
    parts.push(
      path(
        `M${cx - 44},112 C${cx - 42},160 ${cx - 20},168 ${cx},168 C${cx + 20},168 ${cx + 42},160 ${cx + 44},112 C${cx + 36},140 ${cx + 20},146 ${cx},146 C${cx - 20},146 ${cx - 36},140 ${cx - 44},112 Z`,
        person.hairColor,
        { opacity: 0.9 },
      ),
    );
  parts.push(hair(person, cx));
  // Face: calm eyes, brows and a small smile.
  const eyeY = 112;
  for (const dx of [-17, 17]) {
    parts.push(ellipse(cx + dx, eyeY, 4, 4.6, '#2a211c'));
    parts.push(
      path(`M${cx + dx - 9},${eyeY - 12} Q${cx + dx},${eyeY - 17} ${cx + dx + 9},${eyeY - 12}`, 'none', {
        stroke: darken(person.hairColor, 0.1),
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
  }
  parts.push(
    path(`M${cx - 4},${eyeY + 12} Q${cx},${eyeY + 20} ${cx + 4},${eyeY + 14}`, 'none', { stroke: skinShade, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
  );
  parts.push(
    path(`M${cx - 13},${eyeY + 28} Q${cx},${eyeY + 38} ${cx + 13},${eyeY + 28}`, 'none', { stroke: '#8c3b2f', 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
  );
  parts.push(ellipse(cx - 28, eyeY + 18, 8, 5, '#e58f7a', { opacity: 0.25 }), ellipse(cx + 28, eyeY + 18, 8, 5, '#e58f7a', { opacity: 0.25 }));
  if (person.bindi) parts.push(circle(cx, eyeY - 20, 3.2, '#b3261e'));
  if (person.glasses) {
    for (const dx of [-18, 18]) parts.push(rect(cx + dx - 13, eyeY - 10, 26, 20, 'none', { rx: 7, stroke: '#2a2a2a', 'stroke-width': 3 }));
    parts.push(path(`M${cx - 5},${eyeY - 2} Q${cx},${eyeY - 6} ${cx + 5},${eyeY - 2}`, 'none', { stroke: '#2a2a2a', 'stroke-width': 3 }));
  }
  return svg.render(parts.join(''), person.background);
}

function hair(person: Person, cx: number): string {
  const color = person.hairColor;
  const shine = lighten(color, 0.18);
  switch (person.hair) {
    case 'short':
      return path(
        `M${cx - 47},108 C${cx - 50},64 ${cx - 20},52 ${cx},52 C${cx + 28},52 ${cx + 52},66 ${cx + 47},108 C${cx + 40},86 ${cx + 20},78 ${cx},80 C${cx - 22},78 ${cx - 40},86 ${cx - 47},108 Z`,
        color,
      );
    case 'side-part':
      return (
        path(
          `M${cx - 48},112 C${cx - 52},60 ${cx - 10},48 ${cx + 10},52 C${cx + 44},56 ${cx + 54},80 ${cx + 47},110 C${cx + 42},88 ${cx + 30},76 ${cx + 10},74 C${cx - 6},86 ${cx - 30},84 ${cx - 48},112 Z`,
          color,
        ) + path(`M${cx - 6},56 Q${cx - 20},66 ${cx - 34},80`, 'none', { stroke: shine, 'stroke-width': 2, opacity: 0.7 })
      );
    case 'curly': {
      const curls: string[] = [];
      for (let index = 0; index < 13; index += 1) {
        const angle = Math.PI + (index / 12) * Math.PI;
        curls.push(circle(cx + Math.cos(angle) * 44, 100 + Math.sin(angle) * 46, 14, color));
      }
      return curls.join('') + ellipse(cx, 74, 36, 18, color);
    }
    case 'long':
      return path(
        `M${cx - 50},130 C${cx - 58},62 ${cx - 20},50 ${cx},50 C${cx + 24},50 ${cx + 58},62 ${cx + 50},130 C${cx + 44},100 ${cx + 36},84 ${cx + 14},74 C${cx - 8},90 ${cx - 30},92 ${cx - 44},104 Z`,
        color,
      );
    case 'bun':
      return (
        circle(cx, 46, 20, color) +
        path(
          `M${cx - 48},110 C${cx - 50},62 ${cx - 20},54 ${cx},54 C${cx + 20},54 ${cx + 50},62 ${cx + 48},110 C${cx + 40},84 ${cx + 20},76 ${cx},76 C${cx - 20},76 ${cx - 40},84 ${cx - 48},110 Z`,
          color,
        )
      );
    case 'bob':
      return path(
        `M${cx - 52},146 C${cx - 60},66 ${cx - 24},50 ${cx},50 C${cx + 24},50 ${cx + 60},66 ${cx + 52},146 L${cx + 40},146 C${cx + 44},110 ${cx + 40},90 ${cx + 26},80 C${cx + 6},88 ${cx - 24},88 ${cx - 40},96 C${cx - 44},116 ${cx - 42},132 ${cx - 40},146 Z`,
        color,
      );
    case 'braid':
      return (
        path(
          `M${cx - 48},110 C${cx - 50},60 ${cx - 20},52 ${cx},52 C${cx + 20},52 ${cx + 50},60 ${cx + 48},110 C${cx + 40},84 ${cx + 20},78 ${cx},80 C${cx - 20},78 ${cx - 40},84 ${cx - 48},110 Z`,
          color,
        ) + path(`M${cx},52 L${cx},80`, 'none', { stroke: shine, 'stroke-width': 1.5, opacity: 0.6 })
      );
  }
}

export async function buildPortraits(): Promise<{ path: string; bytes: number }[]> {
  const written: { path: string; bytes: number }[] = [];
  for (const person of agentPeople()) {
    written.push(
      ...(await renderWebp(portraitSvg(person), [{ path: join(IMAGES_DIR, 'agents', `${person.slug}.webp`), width: 256, height: 256, quality: 80 }])),
    );
  }
  for (const person of TEAM) {
    written.push(...(await renderWebp(portraitSvg(person), [{ path: join(IMAGES_DIR, 'team', `${person.slug}.webp`), width: 256, height: 256, quality: 80 }])));
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await buildPortraits()) console.log(`${file.path}: ${(file.bytes / 1024).toFixed(1)} KB`);
}
