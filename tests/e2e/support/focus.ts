import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows, as read from its computed style (and that of its ::before/::after). */
export interface FocusReport {
  /** A short description of the focused element: tag, role or type, and its name. */
  element: string;
  /** How focus is shown ('outline 3px solid …', 'ring 3px …'), or null when nothing is. */
  indicator: string | null;
}

/**
 * Reads the focused element (or the element an aria-activedescendant points at) and tells how its focus
 * is drawn. An indicator is an outline that is not 'none', at least 1px wide and not transparent, or a
 * box-shadow ring: an outer shadow with no offset or blur, a spread of at least 1px and a visible colour
 * (Tailwind's ring-*). Inset rings do not count, since buttons such as the secondary one carry one at rest,
 * and neither does an element with no box or one whose indicator would fall wholly off the screen (a
 * full-screen dialog container).
 */
export async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const alpha = (color: string) => {
      if (color === 'transparent') return 0;
      const inner = /\(([^)]*)\)/.exec(color)?.[1];
      if (!inner) return 1;
      const value = inner.includes('/') ? inner.split('/')[1]! : inner.split(',').length === 4 ? inner.split(',')[3]! : '1';
      return value.trim().endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value);
    };
    const splitShadows = (value: string) => {
      const shadows: string[] = [];
      let depth = 0;
      let current = '';
      for (const char of value) {
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        if (char === ',' && depth === 0) {
          shadows.push(current.trim());
          current = '';
        } else current += char;
      }
      if (current.trim()) shadows.push(current.trim());
      return shadows;
    };
    /** Whether a line drawn `extent` px outside the element's box has some part on screen. */
    const onScreen = (rect: DOMRect, extent: number) =>
      rect.left - extent >= 0 || rect.top - extent >= 0 || rect.right + extent <= window.innerWidth || rect.bottom + extent <= window.innerHeight;
    const indicatorOf = (style: CSSStyleDeclaration, rect: DOMRect): string | null => {
      const width = Number.parseFloat(style.outlineWidth);
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      if (style.outlineStyle !== 'none' && width >= 1 && alpha(style.outlineColor) > 0 && onScreen(rect, offset + width)) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      if (style.boxShadow && style.boxShadow !== 'none') {
        for (const shadow of splitShadows(style.boxShadow)) {
          if (/\binset\b/.test(shadow)) continue;
          const color = /(?:rgba?|hsla?|oklab|oklch|lab|lch|color)\([^)]*\)|#[0-9a-f]+|transparent/i.exec(shadow)?.[0] ?? 'currentcolor';
          const lengths = shadow
            .replace(color, '')
            .trim()
            .split(/\s+/)
            .map((length) => Number.parseFloat(length));
          const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
          if (x === 0 && y === 0 && blur === 0 && spread >= 1 && alpha(color) > 0 && onScreen(rect, spread)) return `ring ${spread}px ${color}`;
        }
      }
      return null;
    };

    let element = document.activeElement;
    const descendantId = element?.getAttribute('aria-activedescendant');
    if (descendantId) element = document.getElementById(descendantId) ?? element;
    if (!element || element === document.body || element === document.documentElement) {
      return { element: 'nothing (document body)', indicator: null };
    }
    const role = element.getAttribute('role') ?? (element as HTMLInputElement).type ?? '';
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const description = `<${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}> "${name}"`;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { element: description, indicator: null };
    const indicator =
      indicatorOf(getComputedStyle(element), rect) ??
      indicatorOf(getComputedStyle(element, '::after'), rect) ??
      indicatorOf(getComputedStyle(element, '::before'), rect);
    return { element: description, indicator };
  });
}

/** The focused element shows a visible focus indicator; returns its report for further checks. */
export async function expectVisibleFocus(page: Page): Promise<FocusReport> {
  // Transitions (colour, shadow) settle within a frame or two; poll rather than read once.
  let report: FocusReport = { element: '', indicator: null };
  await expect
    .poll(async () => {
      report = await focusReport(page);
      return report.indicator ? 'visible' : `no visible focus on ${report.element}`;
    })
    .toBe('visible');
  return report;
}

/**
 * Presses Tab until the target has focus, checking the visible focus of every element passed on
 * the way. Fails if the target is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${String(target)} was not reached within ${limit} presses of Tab.`);
}
