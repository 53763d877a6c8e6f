import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between tabs, and
 * only the selected tab is in the tab order. Hand-written because Headless UI's Tabs cost about
 * 10 KB gzip of the property page's first-load budget (README, "Quality and performance").
 */
export function Tabs({ label, items, onSelect }: { label: string; items: TabItem[]; onSelect?: (index: number) => void }) {
  const id = useId();
  const [selected, setSelectedState] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const setSelected = (index: number) => {
    if (index !== selected) onSelect?.(index);
    setSelectedState(index);
  };

  function onKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold ${
              index === selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
