import { OFFICER_SEARCH_DEBOUNCE_MS, type Officer } from '@redzone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../components/page';
import { Card } from '../components/ui/card';
import { officerKeys, useOfficerSearch } from '../features/officers/api/search-officers';
import { CreateOfficerDialog } from '../features/officers/components/CreateOfficerDialog';
import { OfficerResults } from '../features/officers/components/OfficerResults';
import { OfficerSearchBar } from '../features/officers/components/OfficerSearchBar';
import { OfficerView } from '../features/officers/components/OfficerView';
import { PlaceFilters } from '../features/officers/components/PlaceFilters';
import { useVerificationStatus } from '../features/phone/api/get-verification-status';
import { detectedPlaceKeys, detectPlace, useDetectedPlace } from '../lib/detected-place';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** The officer shown is in the URL (?officer=id), so Back and a reload keep it (P2 §4). */
const OFFICER_PARAM = 'officer';

/** Spec P2 §2 /officers: the Public Officials Report Card. */
export default function OfficersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(OFFICER_PARAM);
  const verification = useVerificationStatus();
  const isVerified = verification.data?.isPhoneVerified === true;
  const detected = useDetectedPlace();

  const [search, setSearch] = useState('');
  // null until the person changes a filter: until then the filters follow the detected place.
  const [cityInput, setCityInput] = useState<string | null>(null);
  const [stateInput, setStateInput] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const city = cityInput ?? detected.data?.city ?? '';
  const state = stateInput ?? detected.data?.state ?? '';
  const filters = {
    search: useDebouncedValue(search, OFFICER_SEARCH_DEBOUNCE_MS),
    city: useDebouncedValue(city, OFFICER_SEARCH_DEBOUNCE_MS),
    state,
  };
  const results = useOfficerSearch(filters, { enabled: !detected.isPending });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [selectedId]);

  function select(officer: Officer) {
    queryClient.setQueryData(officerKeys.detail(officer.id), officer);
    setSearchParams({ [OFFICER_PARAM]: officer.id }, { state: { fromSearch: true } });
  }

  function backToSearch() {
    if ((location.state as { fromSearch?: boolean } | null)?.fromSearch) void navigate(-1);
    else setSearchParams({}, { replace: true });
  }

  async function locate() {
    setIsLocating(true);
    const place = await detectPlace({ fresh: true });
    queryClient.setQueryData(detectedPlaceKeys.all, place);
    setCityInput(place.city);
    setStateInput(place.state);
    setIsLocating(false);
  }

  const isFallbackPlace =
    detected.data?.isDetected === false && cityInput === null && stateInput === null;

  return (
    <Page title={t('pages.officers')} wide>
      {selectedId ? (
        <OfficerView
          key={selectedId}
          officerId={selectedId}
          isVerified={isVerified}
          onBack={backToSearch}
          onDeleted={() => setSearchParams({}, { replace: true })}
        />
      ) : (
        <>
          <p className="text-neutral-300">{t('officers.intro')}</p>
          <Card className="space-y-3">
            <OfficerSearchBar value={search} onChange={setSearch} />
            <PlaceFilters
              city={city}
              state={state}
              onCityChange={setCityInput}
              onStateChange={setStateInput}
              onLocate={() => void locate()}
              isLocating={isLocating || detected.isPending}
            />
            {detected.isPending ? (
              <p role="status" className="text-sm text-neutral-400">
                {t('officers.detecting')}
              </p>
            ) : null}
            {isFallbackPlace ? (
              <p className="text-sm text-amber-300">
                {t('officers.placeFallback', {
                  place: city ? t('officers.place', { city, state }) : state,
                })}
              </p>
            ) : null}
          </Card>
          <OfficerResults query={results} onSelect={select} onCreate={() => setIsCreating(true)} />
        </>
      )}
      <CreateOfficerDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        city={city}
        state={state}
        isVerified={isVerified}
        onCreated={(officer) => {
          setSearch('');
          select(officer);
        }}
        onAlreadyListed={(badgeNumber) => setSearch(badgeNumber)}
      />
    </Page>
  );
}
