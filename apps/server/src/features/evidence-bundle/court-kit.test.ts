import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BundleSignaturesSchema,
  COURT_KIT_FILES,
  type EvidenceManifest,
  EvidenceManifestSchema,
  sha256Hex,
} from '@redzone/contract';
import { openZipBundle, verifyBundle } from '@redzone/verify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import {
  downloadBundle,
  finishEvidenceLayer,
  openEvidenceLayer,
  publishedKeys,
  putEvidenceChunks,
} from '../../test/evidence-bundles';
import { pdfText } from '../../test/pdf-text';
import { startSession } from '../../test/phone-sessions';
import { finishUpload, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const PAPERS = ['declaration', 'notice-of-intent', 'lawyers-guide'] as const;
/** Words each paper opens with, in each language: the Spanish file is Spanish, not a copy. */
const TITLES = {
  en: {
    declaration: 'Certificate of Authenticity of Electronic Records and Data',
    'notice-of-intent': 'Notice of Intent to Offer Certified Electronic Records and Data',
    'lawyers-guide': 'The Red Zone Evidence Bundle: A Guide for Lawyers',
  },
  es: {
    declaration: 'Certificado de autenticidad de registros y datos electrónicos',
    'notice-of-intent':
      'Aviso de intención de presentar registros y datos electrónicos certificados',
    'lawyers-guide': 'El paquete de evidencia de Red Zone: una guía para abogados',
  },
} as const;

describeApi('the evidence bundle’s court kit', () => {
  let app: App;
  let dir: string;
  let bundle: string;
  let manifest: EvidenceManifest;
  let manifestSha256: string;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    app = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'redzone-court-kit-'));
    const owner = await startSession(app);
    const { recordingId } = await startUpload(app, owner);
    const evidence = [randomBytes(600), randomBytes(800)];
    const layerId = await openEvidenceLayer(app, owner, recordingId);
    await putEvidenceChunks(app, owner, recordingId, evidence);
    const full = [randomBytes(3000), randomBytes(2000)];
    await uploadAll(app, owner, recordingId, full);
    await finishEvidenceLayer(app, owner, recordingId, layerId, evidence);
    await finishUpload(app, owner, recordingId, full);
    bundle = await downloadBundle(app, owner, recordingId, dir);
    const zip = await openZipBundle(bundle);
    try {
      for (const name of zip.names()) files.set(name, Buffer.from(await zip.read(name)));
    } finally {
      zip.close();
    }
    const manifestBytes = files.get('manifest.json') ?? Buffer.alloc(0);
    manifest = EvidenceManifestSchema.parse(JSON.parse(manifestBytes.toString()));
    manifestSha256 = await sha256Hex(manifestBytes);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const file = (name: string) => {
    const bytes = files.get(name);
    if (bytes === undefined) throw new Error(`${name} is not in the bundle`);
    return bytes;
  };
  /** A paper's words with its line breaks undone: phrases are wrapped to the page. */
  const words = (name: string) => file(name).toString('utf8').replace(/\s+/g, ' ');

  it('holds every paper in English and Spanish, as text and PDF, listed in the manifest and signed like README.txt', async () => {
    expect(manifest.courtKit).toEqual([...COURT_KIT_FILES]);
    expect([...files.keys()]).toEqual(expect.arrayContaining([...COURT_KIT_FILES]));
    const signatures = BundleSignaturesSchema.parse(JSON.parse(file('signatures.json').toString()));
    expect(signatures.files.map((signed) => signed.name)).toEqual(
      expect.arrayContaining([...COURT_KIT_FILES, 'README.txt']),
    );
    const verdict = await verifyBundle(bundle, { publishedKeys: await publishedKeys(app) });
    expect(verdict.findings.filter((f) => !f.holds)).toEqual([]);
    expect(verdict.outcome).toBe('proven');
    const signed = verdict.findings.filter((f) => f.code === 'file_signed').map((f) => f.subject);
    expect(signed).toEqual(expect.arrayContaining([...COURT_KIT_FILES]));
  });

  it('pre-fills every text paper, in both languages, with this take’s id and hash values', () => {
    for (const language of ['en', 'es'] as const) {
      for (const paper of PAPERS) {
        const text = file(`court-kit/${paper}.${language}.txt`).toString('utf8');
        expect(text.startsWith(TITLES[language][paper]), `${paper}.${language}`).toBe(true);
        expect(text).toContain(manifest.recording.id);
        for (const layer of manifest.layers) expect(text).toContain(layer.chainHash);
        if (paper !== 'lawyers-guide') expect(text).toContain(manifestSha256);
      }
    }
    const declaration = file('court-kit/declaration.en.txt').toString('utf8');
    for (const layer of manifest.layers) {
      expect(declaration).toContain(layer.layerId);
      expect(declaration).toContain(`${layer.byteCount} bytes in ${layer.chunkCount} pieces`);
      expect(declaration).toContain(layer.chunks[0]?.receivedAt);
    }
    const spanish = file('court-kit/declaration.es.txt').toString('utf8');
    const [first] = manifest.layers;
    expect(spanish).toContain(`${first?.byteCount} bytes en ${first?.chunkCount} partes`);
  });

  it('leaves for the declarant what only they can state, and is signed by no one', () => {
    const declaration = words('court-kit/declaration.en.txt');
    expect(declaration).toContain('Red Zone does not sign it and is not the declarant');
    expect(declaration).toMatch(
      /I declare under penalty of perjury .* that the foregoing is true/s,
    );
    for (const blank of [
      'My name',
      'Its last line, as printed',
      'Executed on (date)',
      'Signature',
    ]) {
      expect(declaration).toContain(`${blank}: ____`);
    }
    const guide = words('court-kit/lawyers-guide.en.txt');
    // The rules are quoted as written, with where they come from.
    expect(guide).toContain(
      'Evidence describing a process or system and showing that it produces an accurate result.',
    );
    expect(guide).toContain('(Fed. R. Evid. 902(14))');
    expect(guide).toContain('It is not legal advice');
    expect(words('court-kit/notice-of-intent.es.txt')).toContain(
      'reasonable written notice of the intent to offer the record',
    );
  });

  it('draws each paper as a PDF that pdf-lib opens, with the hash values in its text', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const paper of PAPERS) {
        const bytes = file(`court-kit/${paper}.${language}.pdf`);
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount()).toBeGreaterThan(0);
        expect(pdf.getTitle()).toBe(TITLES[language][paper]);
        const text = pdfText(bytes).replace(/\n/g, ' ');
        expect(text).toContain(TITLES[language][paper]);
        expect(text).toContain(manifest.recording.id);
        for (const layer of manifest.layers) expect(text).toContain(layer.chainHash);
      }
    }
  });
});
