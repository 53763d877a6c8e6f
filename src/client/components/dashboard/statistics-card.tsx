import {
  ArrowTrendingDownIcon,
  ArrowTrendingUpIcon,
  BoltIcon,
  BuildingOffice2Icon,
  ChartBarIcon,
  ClockIcon,
  CurrencyDollarIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import { useId, type ComponentType, type SVGProps } from 'react';
import { formatNumber, msg, t } from '../../lib/i18n.ts';

/** The spec's statistics card icons (Heroicons v1 names) and colours. */
export type StatIcon = 'chart-bar' | 'currency-dollar' | 'trending-up' | 'trending-down' | 'users' | 'clock' | 'lightning-bolt' | 'building';
export type StatColour = 'primary' | 'success' | 'warning' | 'error' | 'info';

export interface Trend {
  /** Percentage change, e.g. 12.5 for +12.5 %. */
  value: number;
  label?: string;
}

/** The spec's icon names are Heroicons v1 names; these are their v2 (24 outline) equivalents. */
export const STAT_ICONS: Record<StatIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  'chart-bar': ChartBarIcon,
  'currency-dollar': CurrencyDollarIcon,
  'trending-up': ArrowTrendingUpIcon,
  'trending-down': ArrowTrendingDownIcon,
  users: UsersIcon,
  clock: ClockIcon,
  'lightning-bolt': BoltIcon,
  building: BuildingOffice2Icon,
};

// Written out in full so Tailwind's scanner finds every class.
const ICON_TILE_CLASSES: Record<StatColour, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  error: 'bg-error/10 text-error',
  info: 'bg-info/10 text-info',
};

export const DEFAULT_TREND_LABEL = msg('vs last month');

export interface StatisticsCardProps {
  title: string;
  value: string | number;
  icon: StatIcon;
  colour?: StatColour;
  /** Percentage change; a zero change is not shown at all (spec §2). */
  trend?: Trend;
  className?: string;
}

/** "+12.5%" / "-3.1%": the sign is always written so the change never reads as a level. */
export function formatTrend(value: number): string {
  const magnitude = formatNumber(Math.abs(value), { maximumFractionDigits: 2 });
  return value > 0 ? t('+{magnitude}%', { magnitude }) : t('-{magnitude}%', { magnitude });
}

export function StatisticsCard({ title, value, icon, colour = 'primary', trend, className = '' }: StatisticsCardProps) {
  const titleId = useId();
  const Icon = STAT_ICONS[icon];
  const showTrend = trend !== undefined && trend.value !== 0 && Number.isFinite(trend.value);
  const rising = showTrend && trend.value > 0;
  const TrendIcon = rising ? ArrowTrendingUpIcon : ArrowTrendingDownIcon;

  return (
    // An article, not a section: four KPI cards as four landmarks would clutter landmark lists.
    <article aria-labelledby={titleId} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-xs ${className}`}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {/* h2 like the other dashboard cards, so a page's h1 → h2 outline never skips a level. */}
          <h2 id={titleId} className="truncate text-sm font-medium text-slate-600">
            {title}
          </h2>
          <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
        </div>
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${ICON_TILE_CLASSES[colour]}`} data-testid="statistics-card-icon">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      </div>
      {showTrend && (
        <p className="mt-3 flex items-center gap-1.5 text-sm">
          <span
            className={`inline-flex items-center gap-1 font-medium tabular-nums ${rising ? 'text-success' : 'text-error'}`}
            data-testid="statistics-card-trend"
          >
            <TrendIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{rising ? t('Up') : t('Down')} </span>
            {formatTrend(trend.value)}
          </span>
          <span className="text-slate-600">{trend.label ?? t(DEFAULT_TREND_LABEL)}</span>
        </p>
      )}
    </article>
  );
}
