import type { RecordingLayerName } from '@redzone/contract';
import { MUTED, SIZE, type Writer } from './complaint-pdf';

const LAYER_HEADINGS: Record<RecordingLayerName, string> = {
  sound: 'Sound',
  evidence: 'Evidence',
  full: 'Full-quality',
};

/** The recording as its evidence bundle's manifest describes it: the same values, layer by layer. */
export interface CertifiedRecording {
  recordingId: string;
  layers: {
    name: RecordingLayerName;
    layerId: string;
    byteCount: number;
    chunkCount: number;
    chainHash: string;
  }[];
}

const BLANK = '______________________________';

/**
 * A page in the shape of a Federal Rule of Evidence 902(14) certificate (data copied
 * from an electronic file, identified by its hash), as 902(11) and 28 U.S.C. 1746 frame it,
 * pre-filled with the hash values of the recording's evidence bundle. Red Zone does not sign it:
 * a qualified person who checked the bundle does.
 */
export function writeCertification(w: Writer, recording: CertifiedRecording): void {
  w.newPage();
  w.text('Certificate of Authenticity of Data Copied from an Electronic File', {
    size: SIZE.heading,
    bold: true,
  });
  w.text('Federal Rules of Evidence 902(14) and 902(11)', { bold: true });
  w.text(
    'Pre-filled by Red Zone with the values of the recording’s evidence bundle. It has no effect until a qualified person has checked the bundle and signs it; Red Zone does not sign it.',
    { size: SIZE.small, color: MUTED },
  );
  w.gap(SIZE.body);
  w.text(
    `I, ${BLANK}, attest, under penalty of perjury under the laws of the United States of America pursuant to 28 U.S.C. 1746, that the information in this certificate is true and correct. I am qualified to make it by my training and experience in identifying electronic data by its hash values. My title and organization are: ${BLANK}.`,
  );
  w.gap(SIZE.body / 2);
  w.text(
    `I certify that the footage files listed below were copied from the Red Zone evidence bundle of recording ${recording.recordingId}, and that each copy is a true duplicate of the data the Red Zone server received: I computed the SHA-256 hash of every piece of each file and the hash chain over them, and they match the values below.`,
  );
  for (const layer of recording.layers) {
    w.heading(`${LAYER_HEADINGS[layer.name]} layer`);
    w.field('Layer id', layer.layerId);
    w.field('Size', `${layer.byteCount} bytes in ${layer.chunkCount} pieces`);
    w.field('Final SHA-256 hash chain value', layer.chainHash);
  }
  w.heading('The system that produced the record');
  w.text(
    'Red Zone streams footage from the phone to its server while it is recorded, in pieces of a quarter to half a second. As each piece arrived, the server computed its SHA-256 hash, linked it to the hashes before it (the hash chain whose final value is shown above, starting from SHA-256 of "redzone-recording:" and the layer id), stored it encrypted, and answered the phone with a receipt signed with the server’s Ed25519 key. The keys and their periods are published at /.well-known/redzone-evidence-keys.json. The open-source Red Zone verifier (redzone-verify) recomputes every hash, the chain and every signature from the bundle alone.',
  );
  w.gap(SIZE.body);
  w.text(`Date the bundle was checked: ${BLANK}`);
  w.gap(SIZE.body);
  w.text(`Signature: ${BLANK}      Date: ${BLANK}`);
  w.gap(SIZE.body / 2);
  w.text(`Printed name: ${BLANK}`);
}
