import type { RecordingLayerName } from '@redzone/contract';
import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts, KitLayer } from './kit-facts';

const LAYER_HEADINGS: Record<RecordingLayerName, string> = {
  sound: 'Sound layer (audio only)',
  evidence: 'Evidence layer (low resolution, sent first)',
  full: 'Full-quality layer',
  gaps: 'Gaps record (when the phone could not record or send, and why)',
};

function layerBlocks(layer: KitLayer): KitBlock[] {
  const received =
    layer.receivedFrom === null
      ? []
      : [
          {
            kind: 'field' as const,
            label: 'Received, by the server’s clock',
            value: `${layer.receivedFrom} to ${layer.receivedUntil ?? layer.receivedFrom}`,
          },
        ];
  return [
    { kind: 'heading', text: LAYER_HEADINGS[layer.name] },
    { kind: 'field', label: 'File in the bundle', value: layer.file },
    { kind: 'field', label: 'Layer id', value: layer.layerId },
    {
      kind: 'field',
      label: 'Size',
      value: `${layer.byteCount} bytes in ${layer.chunkCount} pieces`,
    },
    { kind: 'field', label: 'Final SHA-256 hash chain value', value: layer.chainHash },
    {
      kind: 'field',
      label: 'Sealed',
      value: layer.isSealed
        ? 'yes: the phone said it had sent everything and its chain matched the server’s'
        : 'no: the phone stopped sending before it finished; what arrived is checked all the same',
    },
    ...received,
    { kind: 'blank', label: 'SHA-256 of the whole file, computed by me' },
  ];
}

/**
 * The declaration a qualified person signs under 28 U.S.C. 1746, shaped as Federal Rules of
 * Evidence 902(13) (records made by an accurate process) and 902(14) (data identified by hash)
 * ask, pre-filled with the take's hash values. Red Zone is the system described, never the
 * declarant: the blanks are what only the person who ran the verifier can state.
 */
export function declarationEn(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  return {
    language: 'en',
    title: 'Certificate of Authenticity of Electronic Records and Data',
    subtitle:
      'Federal Rules of Evidence 902(13) and 902(14), certified as Rule 902(11) requires, under 28 U.S.C. § 1746',
    blocks: [
      {
        kind: 'note',
        text: `Pre-filled by Red Zone from the evidence bundle of recording ${facts.recordingId}. It has no effect until a qualified person has checked the bundle with the verifier, filled in every blank, struck anything that is not true, and signed it. Red Zone does not sign it and is not the declarant. Whether to use it, in which court, and who should sign it, are for a lawyer to decide; this paper is not legal advice.`,
      },
      { kind: 'heading', text: '1. Who I am' },
      { kind: 'blank', label: 'My name' },
      { kind: 'blank', label: 'My title and organization' },
      { kind: 'blank', label: 'My training and experience in examining electronic data' },
      {
        kind: 'paragraph',
        text: 'I am over 18 years of age. What I state below I know from my own examination of the evidence bundle identified in section 3, and of the Red Zone system from its published description and source code.',
      },
      { kind: 'heading', text: '2. The system and the process that produced the records' },
      {
        kind: 'paragraph',
        text: 'Red Zone is a web application for phones. While a person records, the phone sends the footage to the Red Zone server in short pieces ("chunks"), as separate layers of the same take: sound only, a low-resolution evidence layer sent first, and the full-quality footage. For every chunk of every layer:',
      },
      {
        kind: 'item',
        text: 'the phone computes the SHA-256 hash of the chunk and sends it with the chunk; the server computes the hash of what it received and refuses the chunk if the two differ;',
      },
      {
        kind: 'item',
        text: 'the server links that hash to the ones before it in a hash chain: the chain starts from the SHA-256 of "redzone-recording:" followed by the layer id, and each chunk moves it to the SHA-256 of the previous chain value followed by the chunk’s hash, so the final value changes if any chunk is altered, removed or reordered;',
      },
      {
        kind: 'item',
        text: 'the server stores the chunk encrypted, notes the time by its clock, and answers the phone with a receipt signed with the server’s Ed25519 key, naming the recording, the layer, the chunk’s number, its hash, the hash of the stored record, the chain after it, the time and the key; the phone keeps the receipts.',
      },
      {
        kind: 'paragraph',
        text: 'When the phone says it has sent everything and its chain matches the server’s, the layer is sealed and entered in Red Zone’s public evidence log, whose signed tree heads are published. Where time-stamping authorities are configured, they countersign chain values (RFC 3161). Every viewing, download, export and report of the recording is written to a custody log, each entry linked by hash to the one before. On export, the server writes the evidence bundle: each layer’s footage as received, a manifest listing every chunk’s size, hash and time received, the receipts, the server’s public keys and their periods, the custody log, and its signatures over the manifest, custody log, keys and explanatory papers. The keys are also published at /.well-known/redzone-evidence-keys.json. The Red Zone verifier (redzone-verify, open source) recomputes every hash, the chains and every signature from the bundle alone.',
      },
      { kind: 'heading', text: '3. The records and data, identified by their hash values' },
      { kind: 'field', label: 'Recording', value: facts.recordingId },
      bundle === null
        ? { kind: 'blank', label: 'Bundle exported at' }
        : { kind: 'field', label: 'Bundle exported at', value: bundle.exportedAt },
      bundle === null
        ? { kind: 'blank', label: 'SHA-256 of manifest.json' }
        : { kind: 'field', label: 'SHA-256 of manifest.json', value: bundle.manifestSha256 },
      {
        kind: 'field',
        label: 'Trusted time-stamps in the bundle',
        value:
          bundle === null
            ? 'see the verifier’s report'
            : bundle.timestampCount === 0
              ? 'none: the times rest on the server’s clock alone'
              : `${bundle.timestampCount} (timestamps/)`,
      },
      ...facts.layers.flatMap(layerBlocks),
      { kind: 'heading', text: '4. What the verifier reported' },
      { kind: 'blank', label: 'The bundle file I checked, and its SHA-256' },
      { kind: 'blank', label: 'Date I checked it' },
      { kind: 'blank', label: 'Verifier version (or source commit) and the command I ran' },
      { kind: 'blank', label: 'Published keys: where and when I fetched them' },
      { kind: 'blank', label: 'Time-stamping authority certificate used, if any' },
      { kind: 'blank', label: 'Its last line, as printed' },
      {
        kind: 'paragraph',
        text: 'Exit status (mark one): [ ] 0: everything holds, signed with keys I chose to trust; [ ] 3: intact, but who signed it or when is not proven; [ ] 1: something does not hold.',
      },
      { kind: 'blank', label: 'Every line not marked "ok", and what I make of it' },
      { kind: 'heading', text: '5. Certification' },
      {
        kind: 'paragraph',
        text: 'Based on my examination, I certify that the records identified in section 3 were generated by the electronic process and system described in section 2, and that it produces an accurate result, as the checks in section 4 show (Federal Rule of Evidence 902(13)); and that the footage files identified in section 3 are true copies of the data the Red Zone server received, authenticated by a process of digital identification: I computed their SHA-256 hash values and the hash chains over their chunks, and they match the values above (Federal Rule of Evidence 902(14)).',
      },
      {
        kind: 'paragraph',
        text: 'I declare under penalty of perjury [if signed outside the United States, add: "under the laws of the United States of America"] that the foregoing is true and correct.',
      },
      { kind: 'blank', label: 'Executed on (date)' },
      { kind: 'blank', label: 'At (city, state or country)' },
      { kind: 'blank', label: 'Signature' },
      { kind: 'blank', label: 'Printed name' },
    ],
  };
}
