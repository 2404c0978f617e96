import { ALERT_FILTERS, type AlertFilter } from '@redzone/contract';
import { ToggleGroup } from 'radix-ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterText } from '../filter-text';

interface AlertFilterToggleProps {
  value: AlertFilter;
  onChange: (filter: AlertFilter) => void;
}

const isFilter = (value: string): value is AlertFilter =>
  (ALERT_FILTERS as readonly string[]).includes(value);

/**
 * P1 §2: All Alerts, Within 0.5 mi, Within 100 yds, Last Hour; one is always chosen. Drawn again
 * only when the choice changes: a list taking a live alert need not redraw Radix's roving focus,
 * part of what held a phone's main thread over 100 ms as an alert arrived.
 */
export const AlertFilterToggle = memo(function AlertFilterToggle({
  value,
  onChange,
}: AlertFilterToggleProps) {
  const { t } = useTranslation();
  const text = useFilterText();
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix lets a second tap clear a single group; a filter is always chosen, so ignore that.
      onValueChange={(next) => isFilter(next) && onChange(next)}
      aria-label={t('alert.filterLabel')}
      className="grid grid-cols-2 gap-1 rounded-lg bg-neutral-900 p-1 sm:grid-cols-4"
    >
      {ALERT_FILTERS.map((filter) => (
        <ToggleGroup.Item
          key={filter}
          value={filter}
          className="min-h-10 rounded-md px-2 text-sm font-semibold text-neutral-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400 data-[state=on]:bg-red-600 data-[state=on]:text-white"
        >
          {text.label(filter)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
});
