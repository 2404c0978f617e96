import { createPdf, MUTED, SIZE, type Writer } from '../../../platform/pdf/pdf-writer';
import { BLANK, type KitBlock, type KitDocument } from './kit-document';

function drawBlock(w: Writer, block: KitBlock): void {
  switch (block.kind) {
    case 'heading':
      return w.heading(block.text);
    case 'paragraph':
      w.gap(SIZE.body / 2);
      return w.text(block.text);
    case 'note':
      w.gap(SIZE.body / 2);
      return w.text(block.text, { size: SIZE.small, color: MUTED });
    case 'field':
      return w.field(block.label, block.value);
    case 'blank':
      w.gap(SIZE.body / 2);
      return w.field(block.label, BLANK);
    case 'item':
      return w.text(`- ${block.text}`);
    case 'quote':
      w.gap(SIZE.body / 2);
      return w.text(`"${block.text}" (${block.source})`, { color: MUTED });
  }
}

/** Draws a paper where the writer stands: its own document, or the last pages of another. */
export function drawKitDocument(w: Writer, document: KitDocument): void {
  w.text(document.title, { size: SIZE.title, bold: true });
  w.text(document.subtitle, { bold: true });
  for (const block of document.blocks) drawBlock(w, block);
}

/** The paper as a PDF of its own, dated when the bundle was made. */
export async function renderKitPdf(document: KitDocument, createdAt: Date): Promise<Uint8Array> {
  const { doc, writer } = await createPdf({
    title: document.title,
    subject: document.subtitle,
    createdAt,
    language: document.language,
  });
  drawKitDocument(writer, document);
  return doc.save();
}
