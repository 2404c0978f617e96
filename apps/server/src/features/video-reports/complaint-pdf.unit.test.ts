import { StandardFonts, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { breakWord } from '../../platform/pdf/pdf-writer';
import { pdfText } from '../../test/pdf-text';
import { renderComplaintPdf } from './complaint-pdf';

const facts = {
  reportId: 'r1',
  preparedAt: new Date('2026-01-02T03:04:05Z'),
  agency: { id: 'CA0194200', name: 'Los Angeles Police Department', jurisdiction: 'Los Angeles' },
  crimeType: 'excessive_force' as const,
  incidentDate: new Date('2026-01-01T20:00:00Z'),
  timeZone: 'America/Los_Angeles',
  location: null,
  officerBadgeNumber: null,
  officerName: null,
  witnessCount: 0,
  isAnonymous: true,
  evidence: null,
  layers: [],
  certification: null,
};

describe('the complaint PDF', () => {
  it('breaks a word too long for a line into pieces that fit', () => {
    expect(breakWord('abcdefghij', (text) => text.length <= 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(breakWord('abc', (text) => text.length <= 4)).toEqual(['abc']);
  });

  it('keeps every line of a long unbroken word within the page', async () => {
    const word = 'X'.repeat(600);
    const pdf = await renderComplaintPdf({ ...facts, incidentDescription: `Before ${word} after` });
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = pdfText(pdf).split('\n');
    expect(lines.filter((line) => line.includes('X')).length).toBeGreaterThan(1);
    expect(lines.join('')).toContain(word);
    // The description is drawn at 10 points, within the 500 between the margins.
    for (const line of lines.filter((text) => text.includes('X'))) {
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(500);
    }
  });
});
