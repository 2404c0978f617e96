/**
 * The verifier's words, by a stable code, in English: what `redzone-verify` prints. The /verify
 * page renders the same codes and parameters through its own translations (en and es), so a
 * finding reads in the person's language; its locales are tested against these codes.
 * Placeholders are `{{name}}`, as i18next writes them, so the English can be copied as it is.
 */
export const MESSAGES = {
  file_missing: 'is missing',
  json_invalid: 'is damaged: it is not valid JSON',
  json_shape: 'is damaged: it does not have the expected shape at {{where}}',
  json_not_as_exported:
    'is not as an export writes it: it holds a field written twice, a field no export writes, or other spacing',
  json_too_large: 'is {{size}} bytes, larger than any export writes',
  bundle_unreadable: 'is not a readable ZIP ({{reason}})',
  zip_time_differs: 'the ZIP dates it otherwise than the export, made at {{exportedAt}}',
  zip_crc_differs:
    'its bytes do not match the CRC-32 the ZIP names for it: ZIP tools will call it damaged',

  keys_bundled_only:
    'checked against the keys in the bundle only; pass --keys with the server’s published keys to know the server made it',
  keys_not_published: 'key {{keyId}} is not among the published keys',
  keys_differ: 'key {{keyId}} differs from the published one',
  keys_period_differs: "key {{keyId}}'s period differs from the published one",
  keys_match: 'every key matches the published keys ({{keyCount}})',

  key_unknown: 'its key {{keyId}} is not among the keys',
  key_outside_period: "its time {{at}} is outside key {{keyId}}'s period ({{from}} to {{until}})",
  key_mismatch: 'its signature does not match key {{keyId}}',
  key_id_not_its_key: 'the key listed as {{keyId}} is another key: that id is not its fingerprint',

  file_unsigned: 'carries no signature in signatures.json',
  file_changed: 'was changed after the server signed it',
  file_signature_refused: 'its signature does not hold',
  file_signed: 'signed by the server with key {{keyId}}',

  footage_size: 'is {{size}} bytes; the manifest lists {{byteCount}} bytes in chunks of {{listed}}',
  footage_chunk_changed:
    'chunk {{index}} (bytes from {{offset}}) does not match its SHA-256 in the manifest: the footage was changed',
  footage_chain:
    "the hash chain over its {{chunkCount}} chunks is {{chain}}, not the manifest's {{expected}}",
  footage_holds:
    '{{byteCount}} bytes in {{chunkCount}} chunks, every SHA-256 matches; chain {{chain}}',

  ack_missing: 'chunk {{index}} has no signed acknowledgement',
  ack_field: 'the acknowledgement of chunk {{index}} names another {{field}}',
  ack_refused: 'the acknowledgement of chunk {{index}} does not hold',
  acks_count: 'holds {{ackCount}} acknowledgements for {{chunkCount}} chunks',
  acks_hold: '{{chunkCount}} signed acknowledgements, each matching its chunk',

  file_unexpected:
    'is not part of what the server exported (the manifest does not list it): someone added it. It was not checked; rely only on the files the checks above name',
  log_none:
    'carries no entry of the public evidence log: sealed before the log existed, or left out of this bundle (the acknowledgements above still hold; the log’s own routes can be asked)',
  log_sealed_early: 'its evidence log entry says it was sealed before its last chunk arrived',
  log_head_time:
    'the evidence log’s tree head is dated {{timestamp}}, not between the seal ({{sealedAt}}) and the export ({{exportedAt}})',
  log_entry_other: 'its evidence log entry names another {{field}} than the manifest',
  log_leaf_changed: 'its evidence log entry does not hash to the leaf listed: it was changed',
  log_pending:
    'entry {{leafIndex}} of the public evidence log; no signed tree head covered it yet when the bundle was made (the log’s /api/evidence-log/inclusion proves it later)',
  log_head_refused: 'the evidence log’s tree head of {{treeSize}} entries does not hold',
  log_not_included:
    'its evidence log entry is not in the signed tree head of {{treeSize}} entries: the proof does not hold',
  log_included:
    'entry {{leafIndex}} of the public evidence log, in the tree head of {{treeSize}} entries signed at {{timestamp}}',

  log_later_refused: 'the later tree head of {{treeSize}} entries the log gave does not hold',
  log_later_smaller:
    'the log now shows {{second}} entries, fewer than the {{first}} it had signed: it dropped entries',
  log_later_older:
    'the log gave a tree head signed at {{timestamp}}, older than the one this take was proven in ({{first}}): a log shown as it once was',
  log_proof_refused:
    'the log would not prove it still holds the {{first}} entries it had signed ({{why}}): it dropped or rewrote them',
  log_later_unavailable: 'the log could not be asked for a later proof: {{why}}',
  log_inconsistent:
    'the log of {{second}} entries does not extend the one of {{first}} this take was proven in: it dropped or rewrote entries',
  log_consistent:
    'the log, {{second}} entries in its head signed at {{timestamp}}, still extends the one of {{first}} this take was proven in',

  custody_other_recording: 'is the log of recording {{found}}, not {{expected}}',
  custody_numbering: 'entry {{position}} is numbered {{seq}}',
  custody_unlinked: 'entry {{seq}} does not link to the entry before it',
  custody_changed: 'entry {{seq}} ({{action}} at {{at}}) was changed',
  custody_holds: '{{entryCount}} entries, each linked to the one before it',

  token_damaged: 'is damaged: {{detail}}',
  token_other_value: 'stamps another value than the chain it is listed for',
  token_other_chain: 'stamps a chain the footage does not give after {{chunkCount}} chunks',
  token_stamped:
    "{{tsa}} stamped the {{layer}} layer's chain after {{chunkCount}} chunks at {{genTime}}",
  token_signed:
    "{{tsa}} stamped the {{layer}} layer's chain after {{chunkCount}} chunks at {{genTime}}; its signature holds",
  token_signature_unchecked:
    'the authority’s signature was not checked (redzone-verify --tsa-ca FILE checks it)',
  token_signature_refused: 'the authority’s signature does not hold',
  head_token_other_head:
    '{{tsa}} stamped another tree head than this one: its token does not countersign it',
  head_token_unchecked:
    '{{tsa}} stamped this tree head of {{treeSize}} entries at {{genTime}}; the authority’s signature was not checked, so neither is that time (redzone-verify --tsa-ca FILE checks it)',
  head_token_signed:
    '{{tsa}} stamped this tree head of {{treeSize}} entries at {{genTime}}; its signature holds: the head existed by then',
  head_token_refused: '{{tsa}}’s token over this tree head of {{treeSize}} entries does not hold',
  timestamps_none:
    'none: the times rest on the server’s clock alone (no time-stamping authority countersigned them)',
  layer_unsealed:
    'was still being recorded when this bundle was exported: it proves the pieces it holds, not that the take ends with them (export it again once the take is sealed)',

  gap_hidden:
    'gap {{from}} to {{to}}: the screen was locked or another app was in front (the phone may have recorded nothing meanwhile)',
  gap_frozen:
    'gap {{from}} to {{to}}: the browser paused the app (the phone may have recorded nothing meanwhile)',
  gap_camera_muted: 'gap {{from}} to {{to}}: the camera gave no picture',
  gap_camera_ended: 'gap {{from}} to {{to}}: the camera was taken away or turned off',
  gap_microphone_muted: 'gap {{from}} to {{to}}: the microphone gave no sound',
  gap_microphone_ended: 'gap {{from}} to {{to}}: the microphone was taken away or turned off',
  gap_offline:
    'gap {{from}} to {{to}}: no network; the phone kept recording and sent it afterwards',
  gap_unreadable: 'piece {{index}} is not a gap record as the app writes it',
  gaps_not_gaps: 'is recorded as {{mimeType}}, not as a list of gaps',

  tsa_refused: '{{detail}}',
  tsa_ca_unreadable: 'is not a certificate in PEM or DER ({{detail}})',
  tsa_no_signer: 'the token carries no certificate of its signer',
  tsa_not_for_time_stamping:
    'the signer’s certificate ({{signer}}) is not for time-stamping (RFC 3161 §2.3)',
  tsa_untrusted:
    'the signer’s certificate ({{signer}}) does not chain to the CA certificate given at {{genTime}}: {{detail}}',
  tsa_content_changed: 'the stamped content was changed after the authority signed it',
  tsa_bad_signature: 'the signature does not match the signer’s certificate ({{signer}})',
  tsa_other_value: 'it stamps another value than {{chainHash}}',
} as const satisfies Record<string, string>;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** Why a signature or a token did not hold: a code and its values, worded where it is shown. */
export interface Reason {
  code: MessageCode;
  params?: MessageParams;
}

export const reason = (code: MessageCode, params?: MessageParams): Reason =>
  params === undefined ? { code } : { code, params };

/** The English words of a code with its values filled in. */
export function english(code: MessageCode, params: MessageParams = {}): string {
  return MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
