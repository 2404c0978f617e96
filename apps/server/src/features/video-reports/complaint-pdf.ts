import { CRIME_TYPE_LABELS, type CrimeType, type RecordingLayerName } from '@redzone/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type CertifiedRecording, writeCertification } from './certification-page';
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
  /** The FRE 902(14) certificate's values; null without footage on the server. */
  certification: CertifiedRecording | null;
}

export interface ComplaintLayer {
  name: RecordingLayerName;
  byteCount: number;
  chunkCount: number;
  chainHash: string;
  securedUntilSeconds: number | null;
  finishedAt: Date | null;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, points
export const SIZE = { title: 16, heading: 11, body: 10, small: 8 } as const;
const LINE_GAP = 1.45;
const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);

/** The standard PDF fonts only encode WinAnsi: anything else becomes "?" rather than failing. */
function encodable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');
}

/**
 * A word too wide for a line, cut into pieces that fit (a long unbroken word ran
 * off the page, and what it hid could not be read). `fits` measures with the line's font.
 */
export function breakWord(word: string, fits: (text: string) => boolean): string[] {
  if (fits(word)) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && !fits(piece + character)) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Writes lines top to bottom, wrapping words and starting new pages as needed. */
export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}): void {
    const size = options.size ?? SIZE.body;
    const font = options.bold === true ? this.fonts.bold : this.fonts.regular;
    const maxWidth = PAGE.width - PAGE.margin * 2;
    for (const paragraph of encodable(text).split('\n')) {
      let line = '';
      const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth;
      for (const word of paragraph.split(/\s+/).flatMap((whole) => breakWord(whole, fits))) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (fits(candidate) || line === '') {
          line = candidate;
        } else {
          this.line(line, font, size, options.color ?? INK);
          line = word;
        }
      }
      this.line(line, font, size, options.color ?? INK);
    }
  }

  field(label: string, value: string): void {
    this.text(`${label}: ${value}`);
  }

  heading(text: string): void {
    this.gap(SIZE.body * 0.8);
    this.text(text, { size: SIZE.heading, bold: true });
  }

  gap(points: number): void {
    this.y -= points;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private line(text: string, font: PDFFont, size: number, color: typeof INK): void {
    if (this.y - size < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
    this.y -= size;
    this.page.drawText(text, { x: PAGE.margin, y: this.y, size, font, color });
    this.y -= size * (LINE_GAP - 1);
  }
}

/**
 * The complaint a person can file with an agency: the report and the recording's receipt, in a
 * PDF. It says plainly that it was prepared, not delivered: no agency takes complaints from us.
 */
export async function renderComplaintPdf(facts: ComplaintFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Complaint to ${encodable(facts.agency.name)}`);
  doc.setSubject('Complaint regarding law enforcement conduct');
  doc.setProducer('Red Zone');
  doc.setCreationDate(facts.preparedAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);

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
      'The footage was streamed to the Red Zone server while it was being recorded. Each piece was hashed (SHA-256) as it arrived and chained to the pieces before it, so the final hash above changes if any part of the video is altered, removed or reordered, and the server sent the phone a receipt for each piece signed with its published key. A low-resolution evidence layer, with its own hash chain, was sent first so that the footage survives if the phone is taken. The owner of the recording can download an evidence bundle (the footage, the signed receipts and a log of every access) that anyone can check offline with the Red Zone verifier; the last page is a certificate for a qualified person to sign after checking it.',
      { size: SIZE.small, color: MUTED },
    );
  }

  w.gap(SIZE.body);
  w.text(`Report ${facts.reportId}`, { size: SIZE.small, color: MUTED });
  if (facts.certification !== null) writeCertification(w, facts.certification);
  return doc.save();
}

const LAYER_LABELS: Record<RecordingLayerName, { name: string; kind: string }> = {
  sound: { name: 'Sound layer', kind: ' (audio only)' },
  evidence: { name: 'Evidence layer', kind: ' (low resolution)' },
  full: { name: 'Layer', kind: '' },
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
