import {
  PERMISSION_CATEGORIES,
  PERMISSION_ITEMS,
  STORAGE_KEYS,
  type PermissionId,
} from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { writeStored } from '../../../lib/storage';
import { allRequiredTicked, recordFor, tickAll, toggle } from '../permission-selection';

/** P2 §2: nine permissions by category with checkboxes, Accept All, and Continue. */
export function PermissionsScreen({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<Set<PermissionId>>(() => new Set());
  const canContinue = allRequiredTicked(ticked);

  function onContinueClick() {
    writeStored(STORAGE_KEYS.permissions, recordFor(ticked));
    onContinue();
  }

  return (
    <main className="mx-auto min-h-dvh max-w-xl bg-neutral-950 px-4 py-6 text-neutral-100">
      <h1 className="text-2xl font-extrabold">{t('site.permissions.title')}</h1>
      <p className="mt-2 text-neutral-300">{t('site.permissions.intro')}</p>
      <Button variant="outline" className="mt-4" onClick={() => setTicked(tickAll())}>
        {t('site.permissions.acceptAll')}
      </Button>
      {PERMISSION_CATEGORIES.map((category) => (
        <fieldset key={category} className="mt-5 rounded-xl border border-neutral-800 p-3">
          <legend className="px-1 text-sm font-bold uppercase tracking-wide text-neutral-300">
            {t(`site.permissions.categories.${category}`)}
          </legend>
          {PERMISSION_ITEMS.filter((item) => item.category === category).map((item) => (
            <div key={item.id} className="flex min-h-11 items-start gap-3 py-2">
              <input
                id={`permission-${item.id}`}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-red-600"
                aria-describedby={`permission-${item.id}-description`}
                checked={ticked.has(item.id)}
                onChange={() => setTicked((current) => toggle(current, item.id))}
              />
              <div>
                <label htmlFor={`permission-${item.id}`} className="cursor-pointer font-semibold">
                  {t(`site.permissions.items.${item.id}.name`)}
                </label>
                {item.required ? (
                  <span className="ml-2 text-xs text-red-300">
                    {t('site.permissions.required')}
                  </span>
                ) : null}
                <p id={`permission-${item.id}-description`} className="text-sm text-neutral-400">
                  {t(`site.permissions.items.${item.id}.description`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      ))}
      <Button
        size="lg"
        className="mt-6 w-full whitespace-normal"
        disabled={!canContinue}
        onClick={onContinueClick}
      >
        {canContinue ? t('site.permissions.continue') : t('site.permissions.continueDisabled')}
      </Button>
    </main>
  );
}
