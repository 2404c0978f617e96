import {
  INTERACTION_TYPES,
  type InteractionType,
  OFFICER_GRADES,
  OFFICER_REPORT_DESCRIPTION_MAX,
  OFFICER_REPORT_LOCATION_MAX,
  OFFICER_REPORT_TITLE_MAX,
  type OfficerGrade,
} from '@redzone/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClassName, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useCreateReport } from '../api/create-report';
import { officerErrorText } from '../officer-error-text';
import { interactionLabel, localToday } from '../officer-labels';

interface ReportDraft {
  rating: OfficerGrade | '';
  interactionType: InteractionType | '';
  title: string;
  description: string;
  location: string;
  incidentDate: string;
  isAnonymous: boolean;
}

const EMPTY: ReportDraft = {
  rating: '',
  interactionType: '',
  title: '',
  description: '',
  location: '',
  incidentDate: '',
  isAnonymous: false,
};

/**
 * P2 §2/§5 the rating control and report form: grade, title and description are required
 * ("Error / Please fill in all required fields."); interaction type, location, incident date and
 * anonymity are optional.
 */
export function ReportForm({ officerId, officerName }: { officerId: string; officerName: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportDraft>(EMPTY);
  const create = useCreateReport();
  const ids = { grade: useId(), type: useId(), description: useId(), anonymous: useId() };
  const set = <K extends keyof ReportDraft>(field: K, value: ReportDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit() {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (!draft.rating || !title || !description) {
      toast({
        title: t('officers.errorTitle'),
        description: t('officers.requiredFields'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await create.mutateAsync({
        officerId,
        body: {
          rating: draft.rating,
          interactionType: draft.interactionType || null,
          title,
          description,
          location: draft.location.trim() || null,
          incidentDate: draft.incidentDate || null,
          isAnonymous: draft.isAnonymous,
        },
      });
      setDraft(EMPTY);
      toast({
        title: t('officers.reportSubmitted'),
        description: t('officers.reportSubmittedDetail', { name: officerName }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('officers.errorTitle'),
        description: officerErrorText(error, t('officers.reportFailed')),
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      className="space-y-4"
      noValidate
      aria-label={t('officers.reportFormLabel', { name: officerName })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend id={ids.grade} className="mb-2 text-sm font-semibold">
          {t('officers.gradeField')}
        </legend>
        <div className="grid grid-cols-6 gap-2" role="radiogroup" aria-labelledby={ids.grade}>
          {OFFICER_GRADES.map((grade) => {
            const isChosen = draft.rating === grade;
            return (
              <label
                key={grade}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border text-lg font-extrabold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-400',
                  isChosen
                    ? 'border-red-500 bg-red-600 text-white'
                    : 'border-neutral-700 bg-neutral-950 text-neutral-200 hover:bg-neutral-800',
                )}
              >
                <input
                  type="radio"
                  name={`grade-${officerId}`}
                  value={grade}
                  checked={isChosen}
                  onChange={() => set('rating', grade)}
                  className="absolute inset-0 cursor-pointer opacity-0"
                  aria-label={t('officers.gradeLabel', { grade })}
                />
                {grade}
              </label>
            );
          })}
        </div>
        <p className="mt-1 text-xs text-neutral-400">{t('officers.gradeHint')}</p>
      </fieldset>
      <div>
        <label htmlFor={ids.type} className="mb-1 block text-sm font-semibold">
          {t('officers.interactionType')}
        </label>
        <select
          id={ids.type}
          value={draft.interactionType}
          onChange={(e) => set('interactionType', e.target.value as InteractionType | '')}
          className={inputClassName}
        >
          <option value="">{t('officers.chooseInteraction')}</option>
          {INTERACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {interactionLabel(t, type)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('officers.reportTitle')}
        value={draft.title}
        onChange={(e) => set('title', e.target.value)}
        maxLength={OFFICER_REPORT_TITLE_MAX}
        placeholder={t('officers.reportTitlePlaceholder')}
        required
      />
      <div>
        <label htmlFor={ids.description} className="mb-1 block text-sm font-semibold">
          {t('officers.reportDescription')}
        </label>
        <textarea
          id={ids.description}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={OFFICER_REPORT_DESCRIPTION_MAX}
          rows={4}
          required
          placeholder={t('officers.reportDescriptionPlaceholder')}
          className={cn(inputClassName, 'resize-y')}
        />
        <p className="mt-1 text-right text-xs text-neutral-400">
          {t('officers.characters', {
            length: draft.description.length,
            max: OFFICER_REPORT_DESCRIPTION_MAX,
          })}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('officers.reportLocation')}
          value={draft.location}
          onChange={(e) => set('location', e.target.value)}
          maxLength={OFFICER_REPORT_LOCATION_MAX}
          placeholder={t('officers.reportLocationPlaceholder')}
        />
        <TextField
          label={t('officers.incidentDate')}
          type="date"
          value={draft.incidentDate}
          max={localToday()}
          onChange={(e) => set('incidentDate', e.target.value)}
        />
      </div>
      <div className="flex items-start gap-3 rounded-lg bg-neutral-950 p-3">
        <input
          id={ids.anonymous}
          type="checkbox"
          checked={draft.isAnonymous}
          onChange={(e) => set('isAnonymous', e.target.checked)}
          className="mt-1 size-5 accent-red-600"
        />
        <label htmlFor={ids.anonymous} className="text-sm">
          <span className="block font-semibold">{t('officers.anonymous')}</span>
          <span className="block text-neutral-400">{t('officers.anonymousHint')}</span>
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? t('officers.submitting') : t('officers.submitReport')}
      </Button>
    </form>
  );
}
