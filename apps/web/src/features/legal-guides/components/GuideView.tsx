import type { Guide } from '@redzone/legal';
import { GuideSectionCard } from './GuideSectionCard';
import { LegalDisclaimer } from './LegalDisclaimer';

/** A whole guide: its description, every section with citations, and the disclaimer. */
export function GuideView({ guide }: { guide: Guide }) {
  return (
    <>
      <p className="text-neutral-300">{guide.description}</p>
      {guide.sections.map((section) => (
        <GuideSectionCard key={section.id} section={section} />
      ))}
      <LegalDisclaimer />
    </>
  );
}
