import {
  DEPARTMENT_TYPES,
  type DepartmentTypeId,
  defaultDepartment,
  departmentName,
  OFFICER_BADGE_MAX,
  OFFICER_NAME_MAX,
  OFFICER_RANKS,
  type Officer,
  officerFullName,
} from '@redzone/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { inputClassName, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useCreateOfficer } from '../api/create-officer';
import { officerErrorText } from '../officer-error-text';
import { rankLabel } from '../officer-labels';
import { VerifyToContinue } from '../../../components/verify-to-continue';

const EMPTY = { firstName: '', lastName: '', badgeNumber: '', rank: '', departmentType: '' };

/**
 * P2 §2/§5 create-officer dialog: first name*, last name*, badge number*, optional rank and
 * department type, and the filters' city and state, read-only. "Create & Rate" selects the new
 * officer. A badge already listed in that department leads to the officer who has it.
 */
export function CreateOfficerDialog({
  open,
  onOpenChange,
  city,
  state,
  isVerified,
  onCreated,
  onAlreadyListed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  city: string;
  state: string;
  isVerified: boolean;
  onCreated: (officer: Officer) => void;
  onAlreadyListed: (badgeNumber: string) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const create = useCreateOfficer();
  const rankId = useId();
  const departmentId = useId();
  const hasPlace = city.trim() !== '' && state.trim() !== '';
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm({ ...form, [field]: value });

  function close(next: boolean) {
    if (!next) setForm(EMPTY);
    onOpenChange(next);
  }

  async function submit() {
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const badgeNumber = form.badgeNumber.trim();
    if (!firstName || !lastName || !badgeNumber) {
      toast({
        title: t('officers.errorTitle'),
        description: t('officers.requiredFields'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const officer = await create.mutateAsync({
        firstName,
        lastName,
        fullName: officerFullName(firstName, lastName),
        badgeNumber,
        rank: form.rank || null,
        department: form.departmentType
          ? departmentName(form.departmentType as DepartmentTypeId, city, state)
          : defaultDepartment(city),
        city: city.trim(),
        state: state.trim(),
      });
      toast({
        title: t('officers.created'),
        description: t('officers.createdDetail', { name: officer.fullName }),
        variant: 'success',
      });
      close(false);
      onCreated(officer);
    } catch (error) {
      toast({
        title: t('officers.errorTitle'),
        description: officerErrorText(error, t('officers.createFailed')),
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.code === 'officer_exists') {
        close(false);
        onAlreadyListed(badgeNumber);
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('officers.createTitle')}</DialogTitle>
        <DialogDescription>{t('officers.createHint')}</DialogDescription>
        {!isVerified ? (
          <div className="mt-4">
            <VerifyToContinue
              message={t('officers.verifyToCreate')}
              actionLabel={t('officers.verifyNow')}
            />
          </div>
        ) : (
          <form
            className="mt-4 space-y-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField
                label={t('officers.firstName')}
                value={form.firstName}
                onChange={(e) => set('firstName')(e.target.value)}
                maxLength={OFFICER_NAME_MAX}
                autoComplete="off"
                required
              />
              <TextField
                label={t('officers.lastName')}
                value={form.lastName}
                onChange={(e) => set('lastName')(e.target.value)}
                maxLength={OFFICER_NAME_MAX}
                autoComplete="off"
                required
              />
            </div>
            <TextField
              label={t('officers.badgeNumber')}
              value={form.badgeNumber}
              onChange={(e) => set('badgeNumber')(e.target.value)}
              maxLength={OFFICER_BADGE_MAX}
              autoComplete="off"
              required
            />
            <div>
              <label htmlFor={rankId} className="mb-1 block text-sm font-semibold">
                {t('officers.rank')}
              </label>
              <select
                id={rankId}
                value={form.rank}
                onChange={(e) => set('rank')(e.target.value)}
                className={inputClassName}
              >
                <option value="">{t('officers.chooseRank')}</option>
                {OFFICER_RANKS.map((rank) => (
                  <option key={rank} value={rank}>
                    {rankLabel(t, rank)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={departmentId} className="mb-1 block text-sm font-semibold">
                {t('officers.departmentType')}
              </label>
              <select
                id={departmentId}
                value={form.departmentType}
                onChange={(e) => set('departmentType')(e.target.value)}
                className={inputClassName}
                disabled={!hasPlace}
              >
                <option value="">{t('officers.chooseDepartment')}</option>
                {DEPARTMENT_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {departmentName(type.id, city, state)}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t('officers.location')}
              value={
                hasPlace ? t('officers.place', { city: city.trim(), state: state.trim() }) : ''
              }
              placeholder={t('officers.noLocation')}
              readOnly
              aria-readonly="true"
              className="border-dashed bg-neutral-900 text-neutral-300"
            />
            {!hasPlace ? (
              <p role="alert" className="text-sm text-amber-300">
                {t('officers.needPlace')}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={!hasPlace || create.isPending}>
              {create.isPending ? t('officers.creating') : t('officers.createAndRate')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
