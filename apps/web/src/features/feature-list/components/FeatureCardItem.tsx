import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useTextList } from '../../../lib/content';
import { cn } from '../../../lib/cn';
import { featureStatusKey } from '../feature-cards';

const STATUS_STYLE: Record<string, string> = {
  'fully-functional': 'border-emerald-500/50 bg-emerald-950 text-emerald-200',
  beta: 'border-sky-500/50 bg-sky-950 text-sky-200',
  development: 'border-amber-500/50 bg-amber-950 text-amber-200',
  planned: 'border-neutral-600 bg-neutral-800 text-neutral-200',
};

/** One feature: a card that expands to its details when clicked (P2 §2). */
export function FeatureCardItem({ id, status }: { id: string; status: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details = useTextList(`site.features.cards.${id}.details`);
  const statusKey = featureStatusKey(status);
  return (
    <li className="rounded-xl border border-neutral-800 bg-neutral-900">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start gap-3 p-4 text-left hover:bg-neutral-800/60"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-base font-bold text-white">
              {t(`site.features.cards.${id}.title`)}
            </span>
            <span className="mt-1 block text-sm text-neutral-300">
              {t(`site.features.cards.${id}.description`)}
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn(
              'mt-1 size-5 shrink-0 text-neutral-400 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      <div className="px-4 pb-4">
        <Badge className={cn('border px-2', STATUS_STYLE[statusKey])}>
          {t(`site.features.status.${statusKey}`)}
        </Badge>
        <ul
          id={detailsId}
          hidden={!open}
          className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-300"
        >
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
