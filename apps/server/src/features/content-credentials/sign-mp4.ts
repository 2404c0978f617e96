import { randomUUID } from 'node:crypto';
import type { ContentCredentialsEvidence } from '@redzone/contract';
import type { TimestampProvider } from '@trustnxt/c2pa-ts/rfc3161';
import {
  type Action,
  ActionAssertion,
  ActionType,
  BMFFHashAssertion,
  DigitalSourceType,
  IngredientAssertion,
  ManifestStore,
  RelationshipType,
} from '@trustnxt/c2pa-ts/manifest';
import { EvidenceAssertion } from './evidence-assertion';
import { openMp4 } from './mp4-asset';
import { shiftMediaOffsets } from './mp4-offsets';
import type { SigningCredential } from './signing-credential';

export interface Mp4ToSign {
  mp4: Uint8Array;
  evidence: ContentCredentialsEvidence;
  /** The sealed WebM this MP4 was remuxed from; null when the take was an MP4 already. */
  remuxedFrom: { title: string; mimeType: string } | null;
}

const SOFTWARE_AGENT = { name: 'Red Zone server' };

/**
 * The MP4 with a C2PA manifest store in a `uuid` box after `ftyp` (C2PA 2.1 §11.3.4), its hard
 * binding a BMFF hash (v2) over the whole file but that box, signed with the server's credential.
 */
export async function signMp4(
  what: Mp4ToSign,
  credential: SigningCredential,
  timestamps?: TimestampProvider,
): Promise<Uint8Array> {
  const store = new ManifestStore();
  const manifest = store.createManifest({
    assetFormat: 'video/mp4',
    instanceID: `xmp:iid:${randomUUID()}`,
    defaultHashAlgorithm: 'SHA-256',
    signer: credential.signer,
  });
  // The camera made it (as far as the server can say: it received it, chunk by chunk).
  const actions: Action[] = [
    {
      action: ActionType.C2paCreated,
      digitalSourceType: DigitalSourceType.DigitalCapture,
      softwareAgent: SOFTWARE_AGENT,
    },
  ];
  if (what.remuxedFrom !== null) {
    const original = IngredientAssertion.createV3(RelationshipType.ParentOf);
    original.title = what.remuxedFrom.title;
    original.format = what.remuxedFrom.mimeType;
    original.instanceID = `xmp:iid:${what.evidence.original.sha256}`;
    manifest.addAssertion(original);
    // The frames were copied into another container, not re-encoded: "repackaged" (C2PA 2.1
    // §18.13.4) says exactly that, where "transcoded" would claim a new encoding.
    actions.push({
      action: ActionType.C2paRepackaged,
      parameters: { ingredients: [manifest.createAssertionReference(original)] },
      softwareAgent: SOFTWARE_AGENT,
    });
  }
  const actionAssertion = new ActionAssertion();
  actionAssertion.actions = actions;
  manifest.addAssertion(actionAssertion);
  manifest.addAssertion(new EvidenceAssertion(what.evidence));
  const hash = BMFFHashAssertion.createV2('jumbf manifest', 'SHA-256');
  manifest.addAssertion(hash);

  const size = store.measureSize();
  const reserving = openMp4(what.mp4);
  await reserving.ensureManifestSpace(size);
  // Writes the box's header ("manifest" purpose) so the file reads back with its space reserved.
  await reserving.writeManifestJUMBF(new Uint8Array(size));
  const placed = await reserving.getDataRange();
  shiftMediaOffsets(placed, placed.byteLength - what.mp4.byteLength);
  const asset = openMp4(placed);
  await hash.updateWithAsset(asset);
  await manifest.sign(credential.signer, timestamps);
  await asset.writeManifestJUMBF(store.getBytes());
  return asset.getDataRange();
}
