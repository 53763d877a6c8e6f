import { useId } from 'react';
import type { StatColour } from '../dashboard/statistics-card.tsx';
import { formatNumber, t } from '../../lib/i18n.ts';

const FILL_CLASSES: Record<StatColour, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-error',
  info: 'bg-info',
};

export interface ProgressBarProps {
  value: number;
  /** Defaults to 100, i.e. `value` is already a percentage. */
  max?: number;
  /** Visible label; also the bar's accessible name. */
  label?: string;
  /** CSS height of the track; defaults to 0.5rem (spec §9). */
  height?: string;
  /** Formats value and max in "X of Y", e.g. `formatUsdCompact` → "$8.5M of $10M". */
  formatValue?: (value: number) => string;
  colour?: StatColour;
  className?: string;
}

/** Rounded percentage of value over max, kept within 0–100 (an empty or bad max gives 0). */
export function getProgressPercent(value: number, max = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

/** A percentage as the interface's language writes it: "40%", "40 %" in French. */
function percentText(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent' });
}

/** "X of Y" when max is not 100, else "N%" (spec §9). */
export function getProgressText(value: number, max = 100, formatValue: (n: number) => string = (n) => formatNumber(n)): string {
  return max !== 100 ? t('{value} of {max}', { value: formatValue(value), max: formatValue(max) }) : percentText(getProgressPercent(value, max));
}

export function ProgressBar({ value, max = 100, label, height = '0.5rem', formatValue, colour = 'primary', className = '' }: ProgressBarProps) {
  const labelId = useId();
  const percent = getProgressPercent(value, max);
  const text = getProgressText(value, max, formatValue);
  // "X of Y" alone hides how far along that is; screen readers get both.
  const valueText = max !== 100 ? `${text} (${percentText(percent)})` : text;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        {label !== undefined ? (
          <span id={labelId} className="font-medium text-slate-700">
            {label}
          </span>
        ) : (
          <span />
        )}
        <span className="text-slate-600 tabular-nums" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={valueText}
        {...(label !== undefined ? { 'aria-labelledby': labelId } : { 'aria-label': t('Progress') })}
        className="w-full overflow-hidden rounded-full bg-slate-200"
        style={{ height }}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${FILL_CLASSES[colour]}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
