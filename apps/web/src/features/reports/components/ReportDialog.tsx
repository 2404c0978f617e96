import type { VideoReport } from '@redzone/contract';
import { type FormEvent, useId, useState } from 'react';
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
import type { IncidentPlace } from '../api/get-agencies';
import { useCreateVideoReports } from '../api/create-video-reports';
import {
  initialReportForm,
  type ReportField,
  reportFieldErrors,
  type ReportFormValues,
  toReportBodies,
} from '../report-form';
import { AgencyPicker } from './AgencyPicker';
import { CrimeTypeSelect } from './CrimeTypeSelect';
import { PreparedReports } from './PreparedReports';

const PROBLEM_TOASTS = {
  noAgencies: ['reports.noAgenciesSelectedTitle', 'reports.noAgenciesSelected'],
  missingInformation: ['reports.missingTitle', 'reports.missing'],
} as const;

/** What to fix, said under the field itself, once a submit was tried. */
function FieldError({ field, errors }: { field: ReportField; errors: ReportField[] | null }) {
  const { t } = useTranslation();
  if (errors === null || !errors.includes(field)) return null;
  return (
    <p role="alert" className="mt-1 text-sm font-semibold text-red-300">
      {t(`reports.fieldError.${field}`)}
    </p>
  );
}

function ReportForm({
  recordingId,
  place,
  recordedAt,
  onFiled,
}: {
  recordingId: string;
  place: IncidentPlace;
  recordedAt: string | null;
  onFiled: (reports: VideoReport[]) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReportFormValues>(() =>
    initialReportForm(recordedAt ? new Date(recordedAt) : new Date()),
  );
  // Null until the first submit: nobody is told off for a form they have not finished.
  const [tried, setTried] = useState(false);
  const errors = tried ? reportFieldErrors(values) : null;
  const create = useCreateVideoReports();
  const descriptionId = useId();
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const result = toReportBodies(recordingId, values);
    if (!result.ok) {
      const [title, description] = PROBLEM_TOASTS[result.problem];
      toast({ title: t(title), description: t(description), variant: 'destructive' });
      return;
    }
    create.mutate(result.reports, {
      onSuccess: (reports) => {
        toast({
          title: t('reports.successTitle'),
          description: t('reports.success', { count: reports.length }),
          variant: 'success',
        });
        onFiled(reports);
      },
      onError: () =>
        toast({
          title: t('reports.failedTitle'),
          description: t('reports.failed'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      <AgencyPicker
        initialPlace={place}
        selected={values.agencyIds}
        onChange={(agencyIds) => set('agencyIds', agencyIds)}
      />
      <FieldError field="agencies" errors={errors} />
      <div>
        <CrimeTypeSelect value={values.crimeType} onChange={(value) => set('crimeType', value)} />
        <FieldError field="crimeType" errors={errors} />
      </div>
      <p className="text-xs text-neutral-400">
        {t(recordedAt ? 'reports.timeFromRecording' : 'reports.timeNow')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <TextField
            label={t('reports.date')}
            type="date"
            required
            aria-invalid={errors?.includes('date') === true}
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
          />
          <FieldError field="date" errors={errors} />
        </div>
        <TextField
          label={t('reports.time')}
          type="time"
          value={values.time}
          onChange={(event) => set('time', event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('reports.badge')}
          maxLength={50}
          value={values.officerBadgeNumber}
          onChange={(event) => set('officerBadgeNumber', event.target.value)}
        />
        <TextField
          label={t('reports.officerName')}
          maxLength={200}
          value={values.officerName}
          onChange={(event) => set('officerName', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-semibold">
          {t('reports.description')}
        </label>
        <textarea
          id={descriptionId}
          required
          rows={4}
          maxLength={5000}
          aria-invalid={errors?.includes('description') === true}
          placeholder={t('reports.descriptionHint')}
          className={inputClassName}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <FieldError field="description" errors={errors} />
      </div>
      <TextField
        label={t('reports.witnesses')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.witnessCount}
        onChange={(event) => set('witnessCount', event.target.value)}
      />
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-red-600"
          checked={values.isAnonymous}
          onChange={(event) => set('isAnonymous', event.target.checked)}
        />
        {t('reports.anonymous')}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {t(create.isPending ? 'reports.submitting' : 'reports.submit')}
      </Button>
    </form>
  );
}

/**
 * P1 §2 Report to Law Enforcement. After submitting, the modal shows the complaint documents
 * instead of closing: they are prepared for filing, not delivered, and the person needs them.
 */
export function ReportDialog({
  open,
  onOpenChange,
  recordingId,
  place,
  recordedAt = null,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recordingId: string;
  place: IncidentPlace;
  /** When the recording started (ISO); the incident's time starts there. */
  recordedAt?: string | null;
  /** P1 §4: the parent is told the id of the first report. */
  onSubmitted?: (firstReportId: string) => void;
}) {
  const { t } = useTranslation();
  const [filed, setFiled] = useState<VideoReport[] | null>(null);
  const change = (next: boolean) => {
    if (!next) setFiled(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent closeLabel={t('reports.close')}>
        <DialogTitle>{t('reports.title')}</DialogTitle>
        <DialogDescription>{t('reports.honesty')}</DialogDescription>
        {filed === null ? (
          <ReportForm
            recordingId={recordingId}
            place={place}
            recordedAt={recordedAt}
            onFiled={(reports) => {
              setFiled(reports);
              if (reports[0]) onSubmitted?.(reports[0].id);
            }}
          />
        ) : (
          <div className="mt-4 space-y-3">
            <h3 className="font-bold text-green-300">
              {t('reports.preparedTitle', { count: filed.length })}
            </h3>
            <p className="text-sm text-neutral-300">{t('reports.notDelivered')}</p>
            <PreparedReports reports={filed} />
            <Button className="w-full" variant="secondary" onClick={() => change(false)}>
              {t('reports.done')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
