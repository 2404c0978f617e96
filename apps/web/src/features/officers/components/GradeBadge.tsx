import type { OfficerGrade } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const GRADE_CLASSES: Record<OfficerGrade, string> = {
  'A+': 'bg-green-600 text-white',
  A: 'bg-green-700 text-white',
  B: 'bg-lime-700 text-white',
  C: 'bg-amber-500 text-neutral-950',
  D: 'bg-orange-600 text-white',
  F: 'bg-red-700 text-white',
};

/** A letter grade on its colour; null (no reports yet) shows a dash. */
export function GradeBadge({
  grade,
  size = 'md',
  className,
}: {
  grade: OfficerGrade | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-extrabold leading-none',
        grade ? GRADE_CLASSES[grade] : 'bg-neutral-800 text-neutral-400',
        size === 'sm' && 'size-8 text-sm',
        size === 'md' && 'size-12 text-xl',
        size === 'lg' && 'size-20 text-4xl',
        className,
      )}
      role="img"
      aria-label={grade ? t('officers.gradeLabel', { grade }) : t('officers.notRated')}
    >
      {grade ?? '–'}
    </span>
  );
}
