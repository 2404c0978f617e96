import type { KitBlock, KitDocument } from './kit-document';
import type { KitFacts } from './kit-facts';
import { RULES } from './rule-texts';

const item = (text: string): KitBlock => ({ kind: 'item', text });
const paragraph = (text: string): KitBlock => ({ kind: 'paragraph', text });
const heading = (text: string): KitBlock => ({ kind: 'heading', text });

/**
 * A plain guide for a lawyer who receives a bundle: what it proves and what it does not (as
 * decision 055 states it), how to check it, the two ways the rules offer to lay the foundation,
 * and what an expert needs. It explains; it does not advise.
 */
export function guideEn(facts: KitFacts): KitDocument {
  const { bundle } = facts;
  const exported = bundle === null ? '' : `, exported ${bundle.exportedAt}`;
  const hasTimestamps = bundle !== null && bundle.timestampCount > 0;
  return {
    language: 'en',
    title: 'The Red Zone Evidence Bundle: A Guide for Lawyers',
    subtitle: `Recording ${facts.recordingId}${exported}`,
    blocks: [
      {
        kind: 'note',
        text: 'This guide explains what the bundle is and how to check it. It is not legal advice: which rules apply, whether to rely on a certification or a witness, who signs, and when notice is given, are for a lawyer to decide. The rules quoted are the Federal Rules of Evidence; a state court applies its own rules, which often follow the federal ones and sometimes have no counterpart to Rules 902(13) and 902(14).',
      },
      heading('1. What is in the bundle'),
      ...facts.layers.map((layer) =>
        item(
          `${layer.file}: the ${layer.name} layer as the server received it, ${layer.byteCount} bytes in ${layer.chunkCount} pieces; final hash chain value ${layer.chainHash}.`,
        ),
      ),
      item(
        'manifest.json: every piece of footage with its SHA-256 hash, its size and the time the server received it; what the phone stated about the recording (its title, place, length) is kept apart, under "device".',
      ),
      item(
        'acks/: for every piece, the receipt the server sent to the phone the moment it was stored, signed with the server’s Ed25519 key. The phone kept its own copy of each.',
      ),
      item('keys.json: the server’s public signing keys and the period each was in use.'),
      item(
        'custody-log.json: every viewing, download, export and report of the recording through Red Zone, each entry linked by a hash to the one before.',
      ),
      item(
        'signatures.json: the server’s signatures over manifest.json, custody-log.json, keys.json, README.txt and every file of court-kit/.',
      ),
      ...(hasTimestamps
        ? [item('timestamps/: tokens from independent time-stamping authorities (RFC 3161).')]
        : []),
      item(
        'court-kit/: this guide, a declaration for a qualified person to complete and sign (Rules 902(13) and 902(14)), and a notice-of-intent letter (Rule 902(11)), in English and Spanish, as text and as PDF, pre-filled with this recording’s hash values.',
      ),
      heading('2. What it proves'),
      item(
        'Each piece of footage is byte for byte what the Red Zone server received, at the time its clock gave: the server signed a receipt for each piece as it was stored, and the phone kept copies.',
      ),
      item(
        'Nothing was altered, removed, added or reordered afterwards, by anyone: a single changed byte makes a hash or a signature fail, and the verifier names the file.',
      ),
      item('Every access to the recording through Red Zone, and when (the custody log).'),
      item(
        hasTimestamps
          ? 'That each time-stamped chain value existed no later than the authority’s time.'
          : 'This bundle carries no independent time-stamp: its times rest on the server’s clock alone.',
      ),
      item(
        'For a sealed layer whose log entry the manifest carries, that it was entered in Red Zone’s public evidence log, where a later change to it would show.',
      ),
      heading('3. What it does not prove'),
      item(
        'What happened in front of the camera, or that the footage shows all of it: only what the phone sent. Pieces never uploaded are simply absent.',
      ),
      item(
        'Who held the phone, or that the phone’s clock, place, title or description are right: those are the phone’s statements.',
      ),
      item(
        'That Red Zone’s operator could not have signed false receipts with its own key. What limits that: the receipts kept on the phone, the published key periods, the public evidence log, and independent time-stamps.',
      ),
      item(
        'Anything about copies made outside Red Zone (a clip, a re-encoded file, a screen recording): those are other files, with other hashes.',
      ),
      heading('4. How to check it'),
      item(
        'Keep the ZIP file exactly as it was downloaded and note its SHA-256 when you receive it (sha256sum on Linux, shasum -a 256 on a Mac, certutil -hashfile FILE SHA256 on Windows). Never unzip and re-zip it to pass it on: the verifier refuses a ZIP laid out otherwise than the export wrote it.',
      ),
      item(
        'Offline, on any computer: npx redzone-verify BUNDLE.zip --keys KEYS.json (the command is in the @redzone/verify package of Red Zone’s open source code). KEYS.json is the server’s /.well-known/redzone-evidence-keys.json, fetched by whoever checks. Without --keys the bundle is checked against its own keys, which shows it is whole but not who made it. --tsa-ca CA.pem checks the time-stamping authority’s signatures; --log with the server’s address asks the public evidence log, online, whether it still holds the take.',
      ),
      item(
        'It prints one line per check ("ok", "note" or "FAIL") and a verdict. It exits 0 only when everything holds and is signed with keys you chose to trust, 3 when the bundle is intact but who signed it (or when) is not proven, 1 when something does not hold, 2 when it could not run.',
      ),
      item(
        'In a web browser: the Red Zone website’s /verify page runs the same checks. Drop the ZIP there; it is read on your computer and not uploaded. The page fetches only the published keys, and says when it could not.',
      ),
      heading('5. Laying the foundation'),
      paragraph('Authentication is the first requirement:'),
      RULES.fre901a,
      paragraph(
        'By certification, without a witness. Two rules let a written certification of a qualified person authenticate electronic evidence:',
      ),
      RULES.fre90213,
      RULES.fre90214,
      paragraph(
        'The kit’s declaration is shaped for both: Rule 902(13) for the records the system generated (the receipts, the manifest, the custody log), Rule 902(14) for the footage files, identified by their hash values. Rule 902(11) asks for a certification that complies with a federal statute or a rule prescribed by the Supreme Court; 28 U.S.C. § 1746 lets a declaration under penalty of perjury serve, in this form:',
      ),
      RULES.usc1746,
      paragraph(
        'The declarant should be someone who ran the verifier and can explain it, such as a digital forensic examiner; Red Zone is the system described and never signs. Notice is part of both rules:',
      ),
      RULES.fre902Notice,
      paragraph(
        'The kit’s notice-of-intent letter is a template for it. A certification speaks only to authenticity: the other side may still object on other grounds, such as relevance or hearsay.',
      ),
      paragraph('Through a witness. The rules give, among their examples of authentication:'),
      RULES.fre901b9,
      paragraph(
        'A witness, often an expert, describes the process (section 2 of the declaration) and shows it produces an accurate result by running the verifier. The person who recorded, or someone who was there, can also say what the footage shows:',
      ),
      RULES.fre901b1,
      paragraph(
        'The bundle then shows that the file is the one uploaded at the time, unchanged. The two can be combined.',
      ),
      heading('6. What to hand to an expert'),
      item(
        'The bundle ZIP exactly as downloaded, with the SHA-256 you noted when you received it.',
      ),
      item(
        'The declaration in court-kit/, if they are the qualified person who will complete and sign it.',
      ),
      item(
        'The server’s address, so that they fetch /.well-known/redzone-evidence-keys.json themselves and note when (or the copy you fetched, saying when), and can run --log.',
      ),
      ...(hasTimestamps
        ? [item('The time-stamping authority’s CA certificate, for --tsa-ca.')]
        : []),
      item(
        'Red Zone’s source code at the version that made the bundle: the verifier, the server, and its written design decisions (docs/decisions, 055 on signed evidence, 091 on the evidence log).',
      ),
      item(
        'If it is available, the phone that recorded: it kept its own copy of every signed receipt.',
      ),
    ],
  };
}
