import type { RecordingLayerName } from '@redzone/contract';
import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts } from './kit-facts';
import { RULES } from './rule-texts';

const LAYER_NAMES: Record<RecordingLayerName, string> = {
  sound: 'sound (audio only)',
  evidence: 'low-resolution evidence',
  full: 'full-quality',
  gaps: 'gaps record',
};

/**
 * A letter giving the adverse party the written notice Rule 902(11) requires, which 902(13) and
 * 902(14) adopt, pre-filled with what identifies the records. A lawyer completes and sends it.
 */
export function noticeEn(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  const records: KitBlock[] = [
    {
      kind: 'item',
      text:
        bundle === null
          ? `The Red Zone evidence bundle of recording ${facts.recordingId}.`
          : `The Red Zone evidence bundle of recording ${facts.recordingId}, exported ${bundle.exportedAt}, whose manifest (manifest.json, listing the hash of every piece of footage) has the SHA-256 hash ${bundle.manifestSha256}.`,
    },
    ...facts.layers.map((layer) => ({
      kind: 'item' as const,
      text: `The ${LAYER_NAMES[layer.name]} footage, ${layer.file}: ${layer.byteCount} bytes in ${layer.chunkCount} pieces, final SHA-256 hash chain value ${layer.chainHash}.`,
    })),
    { kind: 'item', text: 'The certification of ______________, dated ______________.' },
  ];
  return {
    language: 'en',
    title: 'Notice of Intent to Offer Certified Electronic Records and Data',
    subtitle: 'Federal Rules of Evidence 902(11), 902(13) and 902(14)',
    blocks: [
      {
        kind: 'note',
        text: 'A template pre-filled by Red Zone with the values of this recording. A lawyer completes, adapts and sends it; Red Zone sends nothing to anyone. How much time is reasonable, and how the notice is served, depend on the court and the case: a lawyer decides. This template is not legal advice.',
      },
      { kind: 'blank', label: 'Date' },
      { kind: 'blank', label: 'To (counsel for the adverse party, name and address)' },
      { kind: 'blank', label: 'Court' },
      { kind: 'blank', label: 'Case (caption and number)' },
      {
        kind: 'paragraph',
        text: 'Please take notice that ______________ intends to offer in evidence at ______________ (the trial, or the hearing of a date) the records and data listed below, and to authenticate them by the certification of a qualified person under Federal Rules of Evidence 902(13) and 902(14), without a witness to authenticate them:',
      },
      ...records,
      {
        kind: 'paragraph',
        text: 'Rules 902(13) and 902(14) each require the proponent to meet the notice requirements of Rule 902(11), which reads:',
      },
      RULES.fre902Notice,
      {
        kind: 'paragraph',
        text: 'The records and the certification are available for inspection at: ______________ (a place, a secure download, or copies enclosed). Anyone can check the bundle offline with the open-source Red Zone verifier (redzone-verify), or in a web browser on the Red Zone website’s /verify page, where the file is read on the computer and not uploaded. The Red Zone server publishes its public signing keys, and the period each was in use, at /.well-known/redzone-evidence-keys.json.',
      },
      {
        kind: 'paragraph',
        text: 'If you intend to challenge the authenticity of these records, please say so in writing by ______________.',
      },
      { kind: 'blank', label: 'Signature' },
      { kind: 'blank', label: 'Name, bar number and party represented' },
      { kind: 'blank', label: 'Address, telephone and email' },
      { kind: 'heading', text: 'Certificate of service' },
      {
        kind: 'paragraph',
        text: 'I certify that on ______________ I served this notice on ______________ by ______________.',
      },
      { kind: 'blank', label: 'Signature' },
    ],
  };
}
