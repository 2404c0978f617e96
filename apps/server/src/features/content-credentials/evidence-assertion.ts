import {
  CONTENT_CREDENTIALS_EVIDENCE_LABEL,
  type ContentCredentialsEvidence,
  ContentCredentialsEvidenceSchema,
} from '@redzone/contract';
import { CBORBox, type IBox } from '@trustnxt/c2pa-ts/jumbf';
import { ActionAssertion, Assertion, type Manifest } from '@trustnxt/c2pa-ts/manifest';

// The library does not export its UUID table; a CBOR assertion's UUID (C2PA 2.1 §11.1.2) is the
// same for every CBOR assertion, so it is taken from one it builds.
const CBOR_ASSERTION_UUID = new ActionAssertion().uuid;

/**
 * Red Zone's assertion: the take's receipt and chain heads (ContentCredentialsEvidenceSchema) as
 * CBOR. Listed in the claim like any assertion, so the server's signature covers its hash.
 */
export class EvidenceAssertion extends Assertion {
  public override label = CONTENT_CREDENTIALS_EVIDENCE_LABEL;
  public override uuid = CBOR_ASSERTION_UUID;

  public constructor(private content: ContentCredentialsEvidence) {
    super();
  }

  public readContentFromJUMBF(box: IBox): void {
    this.content = ContentCredentialsEvidenceSchema.parse((box as CBORBox).content);
  }

  public generateJUMBFBoxForContent(): IBox {
    const box = new CBORBox();
    box.content = this.content;
    return box;
  }
}

/**
 * The assertion as read back from a signed file. A reader that does not know the label keeps it
 * as an unknown assertion with its JUMBF box; null when absent or not our shape.
 */
export function evidenceOf(manifest: Manifest): ContentCredentialsEvidence | null {
  const found = manifest.assertions?.getAssertionsByLabel(CONTENT_CREDENTIALS_EVIDENCE_LABEL);
  const box = found?.length === 1 ? found[0]?.sourceBox?.contentBoxes[0] : undefined;
  if (!(box instanceof CBORBox)) return null;
  const parsed = ContentCredentialsEvidenceSchema.safeParse(box.content);
  return parsed.success ? parsed.data : null;
}
