import { GUIDE_STATES } from '@redzone/legal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Any of the 50 states and DC, by name. */
export function StatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-300">
        {t('guides.chooseState')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-lg border border-neutral-700 bg-neutral-900 px-3 text-neutral-50"
      >
        {GUIDE_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
    </div>
  );
}
