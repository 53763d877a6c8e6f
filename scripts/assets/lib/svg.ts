/**
 * A tiny SVG builder: collects <defs> (gradients, filters) while a scene is drawn and hands out
 * unique ids, so scene code can stay a list of shapes.
 */

export type Stop = readonly [offset: number, color: string, opacity?: number];

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export class Svg {
  private readonly defs: string[] = [];
  private readonly blurCache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A vertical (default) or arbitrary-direction linear gradient; returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace?: boolean): string {
    const id = this.id('lg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, userSpace?: boolean): string {
    const id = this.id('rg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter, shared between shapes with the same radius. */
  blur(stdDeviation: number): string {
    const key = String(stdDeviation);
    const existing = this.blurCache.get(key);
    if (existing) return existing;
    const id = this.id('bl');
    this.def(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${stdDeviation}"/></filter>`);
    const url = `url(#${id})`;
    this.blurCache.set(key, url);
    return url;
  }

  clip(markup: string): string {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  render(body: string, background = '#ffffff'): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`,
      `<defs>${this.defs.join('')}</defs>`,
      `<rect width="${this.width}" height="${this.height}" fill="${background}"/>`,
      body,
      '</svg>',
    ].join('');
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
}

type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs = {}): string {
  return Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Attrs): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attrs): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${attrs(extra)}/>`;

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra?: Attrs): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra?: Attrs): string => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: Attrs): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export const group = (children: string, extra?: Attrs): string => `<g${attrs(extra)}>${children}</g>`;

export const text = (x: number, y: number, content: string, extra?: Attrs): string =>
  `<text x="${n(x)}" y="${n(y)}"${attrs(extra)}>${escapeXml(content)}</text>`;

export function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export const fmt = n;
