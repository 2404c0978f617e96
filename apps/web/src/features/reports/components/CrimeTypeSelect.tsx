import { CRIME_TYPES, type CrimeType } from '@redzone/contract';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { isCrimeType } from '../report-form';

/** P1 §3 crimeType with its labels; no item has an empty value (P1 §5), so none is preselected. */
export function CrimeTypeSelect({
  value,
  onChange,
}: {
  value: CrimeType | null;
  onChange: (value: CrimeType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('reports.crimeType')}
      </label>
      <Select.Root
        value={value ?? undefined}
        onValueChange={(next) => {
          if (isCrimeType(next)) onChange(next);
        }}
      >
        <Select.Trigger
          id={id}
          aria-required
          className={cn(inputClassName, 'flex items-center justify-between text-left')}
        >
          <Select.Value placeholder={t('reports.crimeTypePlaceholder')} />
          <Select.Icon>
            <ChevronDown className="size-4 text-neutral-400" aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-neutral-700 bg-neutral-900 text-white shadow-xl"
          >
            <Select.Viewport className="p-1">
              {CRIME_TYPES.map((type) => (
                <Select.Item
                  key={type}
                  value={type}
                  className="relative flex min-h-10 cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-2 text-sm outline-none data-[highlighted]:bg-neutral-800"
                >
                  <Select.ItemIndicator className="absolute left-2">
                    <Check className="size-4" aria-hidden />
                  </Select.ItemIndicator>
                  <Select.ItemText>{t(`reports.crimeTypes.${type}`)}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
