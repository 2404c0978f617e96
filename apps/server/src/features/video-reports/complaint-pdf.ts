import { CRIME_TYPE_LABELS, type CrimeType, type RecordingLayerName } from '@redzone/contract';
import { createPdf, MUTED, SIZE, type Writer } from '../../platform/pdf/pdf-writer';
import { declarationEn } from '../evidence-bundle/court-kit/declaration-en';
import type { KitFacts } from '../evidence-bundle/court-kit/kit-facts';
import { drawKitDocument } from '../evidence-bundle/court-kit/kit-pdf';
import { formatIncidentTime } from './incident-time';

/** Everything the complaint document states; each field is shown as given. */
export interface ComplaintFacts {
  reportId: string;
  preparedAt: Date;
  agency: { id: string; name: string; jurisdiction: string };
  crimeType: CrimeType;
  incidentDate: Date;
  /** Where it happened, for every time the document states; null: UTC. */
  timeZone: string | null;
  location: string | null;
  officerBadgeNumber: string | null;
  officerName: string | null;
  incidentDescription: string;
  witnessCount: number;
  isAnonymous: boolean;
  /** The recording's receipt, when footage was uploaded and sealed. */
  evidence: {
    recordingId: string;
    byteCount: number;
    chunkCount: number;
    chainHash: string;
    firstChunkAt: Date | null;
    lastChunkAt: Date | null;
    finishedAt: Date;
  } | null;
  /**
   * The recording's other layers as the server holds them now (the low-resolution
   * evidence layer streamed first), each with its own hash chain; sealed or not.
   */
  layers: ComplaintLayer[];
  /**
   * The values the court kit's declaration (FRE 902(13) and 902(14)) is pre-filled with, drawn as
   * the last pages; null without footage on the server.
   */
  certification: KitFacts | null;
}

export interface ComplaintLayer {
  name: RecordingLayerName;
  byteCount: number;
  chunkCount: number;
  chainHash: string;
  securedUntilSeconds: number | null;
  finishedAt: Date | null;
}

/**
 * The complaint a person can file with an agency: the report and the recording's receipt, in a
 * PDF. It says plainly that it was prepared, not delivered: no agency takes complaints from us.
 */
export async function renderComplaintPdf(facts: ComplaintFacts): Promise<Uint8Array> {
  const { doc, writer: w } = await createPdf({
    title: `Complaint to ${facts.agency.name}`,
    subject: 'Complaint regarding law enforcement conduct',
    createdAt: facts.preparedAt,
  });

  const at = (date: Date) => formatIncidentTime(date, facts.timeZone);
  w.text('Complaint Regarding Law Enforcement Conduct', { size: SIZE.title, bold: true });
  w.text(
    `Prepared for filing on ${at(facts.preparedAt)}. Red Zone has not sent this complaint to the agency: file it yourself, through the agency's complaint form, in person or by mail.`,
    { size: SIZE.small, color: MUTED },
  );

  w.heading('Agency');
  w.field('Name', facts.agency.name);
  w.field('Jurisdiction', facts.agency.jurisdiction);
  w.field('FBI agency identifier (ORI)', facts.agency.id);

  w.heading('Incident');
  w.field('Type', CRIME_TYPE_LABELS[facts.crimeType]);
  w.field('Date and time', at(facts.incidentDate));
  w.field('Location', facts.location ?? 'Not recorded');
  w.field('Witnesses', String(facts.witnessCount));

  w.heading('Officer');
  w.field('Badge number', facts.officerBadgeNumber ?? 'Not known');
  w.field('Name', facts.officerName ?? 'Not known');

  w.heading('What happened');
  w.text(facts.incidentDescription);

  w.heading('Complainant');
  w.text(
    facts.isAnonymous
      ? 'Filed anonymously.'
      : 'Name, address and phone (to be completed by the complainant before filing):\n\n______________________________________________\n\n______________________________________________',
  );

  w.heading('Video evidence');
  const e = facts.evidence;
  if (e === null && facts.layers.length === 0) {
    w.text('No recording was uploaded with this report.');
  } else {
    if (e === null) {
      w.text('The full-quality recording had not finished uploading when this document was made.');
    } else {
      w.field('Recording (full quality)', e.recordingId);
      w.field('Size', `${e.byteCount} bytes in ${e.chunkCount} chunks`);
      w.field(
        'Received',
        `${e.firstChunkAt ? at(e.firstChunkAt) : '-'} to ${e.lastChunkAt ? at(e.lastChunkAt) : '-'}`,
      );
      w.field('Sealed', at(e.finishedAt));
      w.field('SHA-256 hash chain', e.chainHash);
    }
    for (const layer of facts.layers) writeLayer(w, layer, at);
    w.text(
      'The footage was streamed to the Red Zone server while it was being recorded. Each piece was hashed (SHA-256) as it arrived and chained to the pieces before it, so the final hash above changes if any part of the video is altered, removed or reordered, and the server sent the phone a receipt for each piece signed with its published key. A low-resolution evidence layer, with its own hash chain, was sent first so that the footage survives if the phone is taken. The owner of the recording can download an evidence bundle (the footage, the signed receipts and a log of every access) that anyone can check offline with the Red Zone verifier; the last pages are a declaration for a qualified person to complete and sign after checking it (the same as the declaration in the bundle’s court kit).',
      { size: SIZE.small, color: MUTED },
    );
  }

  w.gap(SIZE.body);
  w.text(`Report ${facts.reportId}`, { size: SIZE.small, color: MUTED });
  if (facts.certification !== null) {
    // The same declaration as the evidence bundle's court kit: one text, whichever a lawyer holds.
    w.newPage();
    drawKitDocument(w, declarationEn(facts.certification));
  }
  return doc.save();
}

const LAYER_LABELS: Record<RecordingLayerName, { name: string; kind: string }> = {
  sound: { name: 'Sound layer', kind: ' (audio only)' },
  evidence: { name: 'Evidence layer', kind: ' (low resolution)' },
  full: { name: 'Layer', kind: '' },
  gaps: { name: 'Gaps record', kind: ' (when the phone could not record or send)' },
};

/** One layer of the recording beside the full one: its size, how far it reached, its chain. */
function writeLayer(w: Writer, layer: ComplaintLayer, at: (date: Date) => string) {
  const { name, kind } = LAYER_LABELS[layer.name];
  const reach =
    layer.securedUntilSeconds === null
      ? ''
      : `, the first ${Math.floor(layer.securedUntilSeconds)} seconds`;
  const sealed =
    layer.finishedAt === null
      ? 'not sealed (the phone stopped sending)'
      : `sealed ${at(layer.finishedAt)}`;
  w.field(
    `${name}${kind}`,
    `${layer.byteCount} bytes in ${layer.chunkCount} chunks${reach}; ${sealed}`,
  );
  w.field(`${name} hash chain`, layer.chainHash);
}
