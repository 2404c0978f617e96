import { OFFICER_PLACE_MAX, US_STATE_NAMES } from '@redzone/contract';
import { LocateFixed } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';

/** P2 §2 city and state filters; they start at the detected location. */
export function PlaceFilters({
  city,
  state,
  onCityChange,
  onStateChange,
  onLocate,
  isLocating,
}: {
  city: string;
  state: string;
  onCityChange: (city: string) => void;
  onStateChange: (state: string) => void;
  onLocate: () => void;
  isLocating: boolean;
}) {
  const { t } = useTranslation();
  const stateId = useId();
  // A state typed elsewhere (a code, an old name) stays selectable rather than vanishing.
  const states =
    state && !US_STATE_NAMES.includes(state) ? [state, ...US_STATE_NAMES] : US_STATE_NAMES;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField
        label={t('officers.city')}
        value={city}
        onChange={(e) => onCityChange(e.target.value)}
        placeholder={t('officers.cityPlaceholder')}
        maxLength={OFFICER_PLACE_MAX}
        autoComplete="address-level2"
        className="h-11 py-0"
      />
      <div>
        <label htmlFor={stateId} className="mb-1 block text-sm font-semibold">
          {t('officers.state')}
        </label>
        <select
          id={stateId}
          value={state}
          onChange={(e) => onStateChange(e.target.value)}
          className={cn(inputClassName, 'h-11 py-0')}
        >
          <option value="">{t('officers.allStates')}</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={onLocate} disabled={isLocating}>
        <LocateFixed aria-hidden />
        {isLocating ? t('officers.locating') : t('officers.useMyLocation')}
      </Button>
    </div>
  );
}
