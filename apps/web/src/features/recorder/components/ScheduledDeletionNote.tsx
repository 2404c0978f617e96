import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { dateTimeFormat } from '../../../lib/intl-format';
import { intlLocale } from '../../../lib/intl-locale';
import { serverErrorText } from '../../../lib/server-error-text';
import { useUndoDeletion } from '../api/delete-recording';

/** A deletion asked for is days away, and can be undone until then. */
export function ScheduledDeletionNote({ id, deleteAt }: { id: string; deleteAt: string }) {
  const { t, i18n } = useTranslation();
  const undo = useUndoDeletion();
  const date = dateTimeFormat(intlLocale(i18n.resolvedLanguage), { dateStyle: 'long' }).format(
    new Date(deleteAt),
  );
  const restore = () =>
    undo.mutate(id, {
      onSuccess: () => toast({ title: t('recordings.deletionUndone') }),
      onError: (error) =>
        toast({
          title: t('recordings.undoFailed'),
          description: serverErrorText(error, t('recordings.deleteFailedDetail')),
          variant: 'destructive',
        }),
    });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-3 text-sm"
    >
      <p className="flex-1">{t('recordings.deletionScheduled', { date })}</p>
      <Button size="sm" variant="secondary" disabled={undo.isPending} onClick={restore}>
        <Undo2 aria-hidden />
        {t('recordings.undoDelete')}
      </Button>
    </div>
  );
}
