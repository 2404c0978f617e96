import type { EvidenceManifest } from '@redzone/contract';

/** README.txt: for a lawyer or an examiner, in plain words, what the bundle holds and proves. */
export function bundleReadme(manifest: EvidenceManifest): string {
  const layers = manifest.layers
    .map(
      (layer) =>
        `  ${layer.file}: the ${layer.name} layer, ${layer.byteCount} bytes in ${layer.chunkCount} pieces; final hash ${layer.chainHash}`,
    )
    .join('\n');
  return `RED ZONE EVIDENCE BUNDLE
Recording ${manifest.recording.id}, exported ${manifest.exportedAt}

WHAT IS IN THIS FILE
${layers}
  manifest.json: every piece of footage with its SHA-256 hash and the time the server received it.
  footage/gaps.jsonl, when there is one: each moment the phone could not record or send (the
    screen locked, the browser paused the app, a camera or microphone stopped, the network
    dropped), one line each with its start and end in the take's time and its cause: the phone's
    statement, written as it happened, then received, chained and signed like the footage.
  acks/*.json: for every piece, the receipt the server sent to the phone at that moment, signed
    with the server's Ed25519 key. The phone kept a copy of each receipt.
  keys.json: the server's public signing keys and the period each was in use.
  custody-log.json: every viewing, download, export and report of this recording, each entry
    linked to the one before it by a hash. "owner:..." is the person who recorded it,
    "report:..." a complaint prepared from it, "watch-link:..." their trusted contacts watching
    through the alert's private link.
  signatures.json: the server's signatures over manifest.json, custody-log.json, keys.json, this
    README and every file of court-kit/.
  court-kit/: papers for a lawyer, pre-filled with this recording's hash values, in English (.en)
    and Spanish (.es), as text and PDF: a guide (lawyers-guide), a declaration in the shape of
    Federal Rules of Evidence 902(13) and 902(14) for a qualified person to complete and sign
    (declaration), and a notice-of-intent letter (notice-of-intent). Red Zone signs none of them.

HOW TO CHECK IT
Run the Red Zone verifier on this file, on any computer, without a network connection:

    npx redzone-verify ${'<this file>.zip'}

(the command is in the @redzone/verify package of Red Zone's source code). The same checks run in
a browser on the Red Zone website's /verify page: drop this file there; it is read on your
computer and not uploaded.

It recomputes the hash of every piece of footage, the chain of hashes, every signature, and the
custody log's links, and says what holds and what does not. To prove who signed it, fetch
/.well-known/redzone-evidence-keys.json from the Red Zone server and pass it with --keys: the keys
inside this bundle alone prove only that it is whole, since anyone can sign with a key of their
own. If the bundle holds timestamps/, pass the time-stamping authority's CA certificate with
--tsa-ca to check their signatures too (OpenSSL must be installed). It exits with status 0 only
when everything holds and the signer (and time) are proven, 3 when the bundle is intact but they
are not, and 1 when something does not hold.

WHAT IT PROVES, AND WHAT IT DOES NOT
- Each piece of footage is byte for byte what the server received, when it says it received it:
  the server signed each receipt the moment the piece was stored, and the phone holds copies.
- Footage cannot be altered, removed or reordered afterwards, by anyone, without the hashes or
  signatures failing.
- It does not prove what the camera pointed at, who held the phone, or that the phone's own
  clock, place or description are right: those are the phone's statements (manifest "device").
- The times are the server's clock. ${
    manifest.timestamps.length === 0
      ? 'This bundle carries no trusted third-party timestamp: the times rest on the server alone.'
      : 'Independent time-stamping authorities countersigned the chain (timestamps/).'
  }

The declaration in court-kit/ (also the last page of a complaint document prepared by Red Zone)
is in the form of a Federal Rules of Evidence 902(13) and 902(14) certification, pre-filled with
the same hash values, for a qualified person to review, complete and sign after checking the
bundle. court-kit/lawyers-guide.en.txt says what the bundle proves and how to lay the foundation.

EN ESPANOL
Este archivo contiene el video tal como se grabo, con la huella (hash SHA-256) de cada parte y los
recibos firmados por el servidor. Para comprobarlo sin conexion: npx redzone-verify <archivo>.zip
Prueba que el video no se cambio despues de llegar al servidor; no prueba lo que muestra la camara.
En court-kit/ hay una guia para abogados, una declaracion y una carta de aviso en espanol (.es).
`;
}
