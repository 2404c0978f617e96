import {
  COURT_KIT_DOCUMENTS,
  COURT_KIT_LANGUAGES,
  type CourtKitDocument,
  type CourtKitFile,
  type CourtKitLanguage,
  courtKitFile,
} from '@redzone/contract';
import { declarationEn } from './declaration-en';
import { declarationEs } from './declaration-es';
import { guideEn } from './guide-en';
import { guideEs } from './guide-es';
import { type KitDocument, kitText } from './kit-document';
import type { KitFacts } from './kit-facts';
import { renderKitPdf } from './kit-pdf';
import { noticeEn } from './notice-en';
import { noticeEs } from './notice-es';

const PAPERS: Record<
  CourtKitDocument,
  Record<CourtKitLanguage, (facts: KitFacts) => KitDocument>
> = {
  declaration: { en: declarationEn, es: declarationEs },
  'notice-of-intent': { en: noticeEn, es: noticeEs },
  'lawyers-guide': { en: guideEn, es: guideEs },
};

/**
 * Every paper of the court kit, each in both languages, as text and as PDF, with the names the
 * contract gives them (COURT_KIT_FILES). Dated when the bundle was made, so one export's kit is
 * the same bytes however often it is drawn.
 */
export async function courtKitFiles(
  facts: KitFacts,
  madeAt: Date,
): Promise<{ name: CourtKitFile; bytes: Buffer }[]> {
  const papers = COURT_KIT_DOCUMENTS.flatMap((document) =>
    COURT_KIT_LANGUAGES.map((language) => ({
      document,
      language,
      paper: PAPERS[document][language](facts),
    })),
  );
  const files = await Promise.all(
    papers.map(async ({ document, language, paper }) => [
      { name: courtKitFile(document, language, 'txt'), bytes: Buffer.from(kitText(paper)) },
      {
        name: courtKitFile(document, language, 'pdf'),
        bytes: Buffer.from(await renderKitPdf(paper, madeAt)),
      },
    ]),
  );
  return files.flat();
}
