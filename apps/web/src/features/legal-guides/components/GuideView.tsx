import type { Guide } from '@redzone/legal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { GuideSectionCard } from './GuideSectionCard';
import { LegalDisclaimer } from './LegalDisclaimer';

/** The section an address names (`/constitutional-rights#fifth`), opened when the page loads. */
const linkedSection = (): string | undefined =>
  decodeURIComponent(window.location.hash.slice(1)) || undefined;

/**
 * A whole guide: its description, every section after the first folded to its title and summary
 * (the one an address names opened), and the disclaimer. One button opens or folds them all, for reading it
 * through or printing it.
 */
export function GuideView({ guide }: { guide: Guide }) {
  const { t } = useTranslation();
  // The first section is the one a guide leads with (the state's consent rule, the Fourth
  // Amendment): open, with any section the address names.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set([guide.sections[0]?.id, linkedSection()].filter((id) => id !== undefined)),
  );
  useEffect(() => {
    const follow = () => {
      const linked = linkedSection();
      if (linked !== undefined) setOpen((now) => new Set([...now, linked]));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const isAllOpen = guide.sections.every((section) => open.has(section.id));
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((now) => {
      const next = new Set(now);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <p className="text-neutral-300">{guide.description}</p>
      <Button
        variant="outline"
        onClick={() =>
          setOpen(isAllOpen ? new Set() : new Set(guide.sections.map((section) => section.id)))
        }
      >
        {t(isAllOpen ? 'guides.foldAll' : 'guides.openAll')}
      </Button>
      {guide.sections.map((section) => (
        <GuideSectionCard
          key={section.id}
          section={section}
          isOpen={open.has(section.id)}
          onOpenChange={(isOpen) => toggle(section.id, isOpen)}
        />
      ))}
      <LegalDisclaimer />
    </>
  );
}
