import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The one way the server draws a document: US Letter pages, the standard Helvetica fonts, words
 * wrapped to the margins. The complaint and the court kit's papers are written with it.
 */
const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, points
export const SIZE = { title: 16, heading: 11, body: 10, small: 8 } as const;
const LINE_GAP = 1.45;
const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);

/**
 * The standard PDF fonts only encode WinAnsi: anything else becomes "?" rather than failing.
 * Spanish letters (á, ñ, ¿) and "§" are inside it and kept.
 */
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
 * A new document and its writer. `createdAt` is both its creation and modification date, so the
 * same facts give the same bytes (pdf-lib would stamp the moment it saves otherwise).
 */
export async function createPdf(info: {
  title: string;
  subject: string;
  createdAt: Date;
  language?: string;
}): Promise<{ doc: PDFDocument; writer: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(encodable(info.title));
  doc.setSubject(encodable(info.subject));
  doc.setProducer('Red Zone');
  doc.setCreator('Red Zone');
  doc.setCreationDate(info.createdAt);
  doc.setModificationDate(info.createdAt);
  if (info.language !== undefined) doc.setLanguage(info.language);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, writer: new Writer(doc, fonts) };
}
