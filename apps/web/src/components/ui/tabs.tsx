import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<Id extends string> = { id: Id; label: ReactNode; panel: ReactNode };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them); only the chosen panel is
 * rendered. The caller owns the selection, e.g. to keep it in the address.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const selectedTab = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selectedTab?.id);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex gap-1 rounded-xl border border-pitch-600 bg-pitch-800/70 p-1"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedTab?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                onSelect(tab.id);
              }}
              className={clsx(
                'display min-w-28 rounded-lg px-5 py-2.5 text-base tracking-wider transition-colors',
                isSelected ? 'bg-accent text-pitch-950' : 'text-chalk-muted hover:bg-pitch-700 hover:text-chalk',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selectedTab && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selectedTab.id}`}
          aria-labelledby={`${baseId}-tab-${selectedTab.id}`}
          tabIndex={0}
          className="mt-6 rounded-2xl focus-visible:outline-offset-4"
        >
          {selectedTab.panel}
        </div>
      )}
    </div>
  );
}
