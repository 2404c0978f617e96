import type { Agency } from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/text-field';
import { type IncidentPlace, useAgencies } from '../api/get-agencies';

function placeText(place: IncidentPlace): string | null {
  if (place.location) return place.location;
  if (place.latitude !== null && place.longitude !== null) {
    return `${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`;
  }
  return null;
}

/**
 * P1 §2/§7: the agencies for the recording's place, several may be chosen. Another place can be
 * searched ("Burbank, CA") when the recording has none or the list is not the right one.
 */
export function AgencyPicker({
  initialPlace,
  selected,
  onChange,
}: {
  initialPlace: IncidentPlace;
  selected: string[];
  onChange: (agencyIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState(initialPlace);
  const [search, setSearch] = useState('');
  const agencies = useAgencies(place);
  const where = placeText(place);

  const toggle = (agency: Agency, checked: boolean) =>
    onChange(checked ? [...selected, agency.id] : selected.filter((id) => id !== agency.id));

  const searchPlace = () => {
    if (search.trim() === '') return;
    onChange([]);
    setPlace({ latitude: null, longitude: null, location: search.trim() });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('reports.agencies')}</legend>
      <p className="text-xs text-neutral-400">
        {where === null ? t('reports.noPlace') : t('reports.agenciesNear', { place: where })}
      </p>
      {where === null ? null : agencies.isPending ? (
        <p role="status" className="text-sm text-neutral-300">
          {t('reports.agenciesLoading')}
        </p>
      ) : agencies.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-red-200">
          <span className="flex-1">{t('reports.agenciesFailed')}</span>
          <Button size="sm" variant="secondary" onClick={() => void agencies.refetch()}>
            {t('reports.retry')}
          </Button>
        </div>
      ) : agencies.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-amber-950/60 p-2 text-sm text-amber-100">
          {t('reports.noAgencies')}
        </p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-neutral-800 p-1">
          {agencies.data.map((agency) => (
            <li key={agency.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-neutral-800">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-red-600"
                  checked={selected.includes(agency.id)}
                  onChange={(event) => toggle(agency, event.target.checked)}
                />
                <span className="min-w-0 text-sm font-semibold">
                  {agency.name}
                  <span className="block text-xs font-normal text-neutral-400">
                    {t('reports.agencyDetail', {
                      type: agency.type,
                      jurisdiction: agency.jurisdiction,
                    })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          aria-label={t('reports.searchPlace')}
          placeholder={t('reports.searchPlaceHint')}
          className={inputClassName}
          value={search}
          maxLength={500}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the report around this field.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            searchPlace();
          }}
        />
        <Button type="button" variant="secondary" onClick={searchPlace}>
          {t('reports.search')}
        </Button>
      </div>
    </fieldset>
  );
}
