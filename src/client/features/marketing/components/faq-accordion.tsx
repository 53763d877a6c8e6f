import { ChevronDownIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';

interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers; opening one closes the one that was open (spec §2). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const id = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${id}-panel-${index}`;
        const buttonId = `${id}-button-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 leading-7 text-slate-700">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
