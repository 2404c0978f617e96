import {
  BUNDLE_FILES,
  BundleSignaturesSchema,
  chainGenesis,
  CustodyLogSchema,
  type EvidenceKey,
  type EvidenceLogTreeHead,
  EvidenceKeysSchema,
  type EvidenceManifest,
  EvidenceManifestSchema,
} from '@redzone/contract';
import type { BundleReader, SignatureCheck } from './bundle-reader';
import { checkAcks } from './check-acks';
import { checkCustodyLog } from './check-custody';
import { checkHeadTimestamps } from './check-head-timestamps';
import { checkLogEntry } from './check-log';
import { checkLogConsistency, type LaterLog } from './check-log-consistency';
import { checkFootage } from './check-footage';
import { checkGaps } from './check-gaps';
import { checkTimestamp, type TokenSignatureCheck } from './check-timestamps';
import { checkAgainstPublished } from './check-keys';
import { checkFileSignature } from './check-signatures';
import { fails, type Finding, note } from './findings';
import { KeyRing } from './key-ring';
import { trustedAmong } from './trusted-keys';
import { parseJson } from './parse-json';
import type { ZipFacts } from './zip-layout';

/**
 * `proven`: intact, and signed with keys the person chose to trust (and, where the bundle has
 * time-stamps, their authority's signatures checked). `intact_unproven`: nothing was changed,
 * but who signed it (or when) is not proven: a forger's own key checks against itself. `broken`:
 * something was changed or is damaged.
 */
export type Outcome = 'proven' | 'intact_unproven' | 'broken';

export interface Verdict {
  /** Every check that ran held: the bundle is whole. */
  holds: boolean;
  /** Whether that proves who signed it and when; only `proven` exits 0. */
  outcome: Outcome;
  /** The signatures were checked against keys the person trusts, not the bundle's own. */
  isOriginProven: boolean;
  /** The bundle's time-stamps had their authority's signatures checked (true when none). */
  isTimeProven: boolean;
  /**
   * Every layer was sealed when the bundle was exported. A bundle made while the take was still
   * recording proves the pieces it holds, never that the take ends there: not `proven`.
   */
  isComplete: boolean;
  findings: Finding[];
}

/** A bundle that could not even be read: nothing holds, nothing is proven. */
export const brokenVerdict = (findings: Finding[]): Verdict => ({
  holds: false,
  outcome: 'broken',
  isOriginProven: false,
  isTimeProven: false,
  isComplete: false,
  findings,
});

/**
 * Files the server signs as a whole; the footage and acks are covered chunk by chunk. The court
 * kit's files are signed too, those the (signed) manifest lists: a bundle made before the kit
 * lists none and still verifies, and a kit file dropped from a later one is missing, not unnoticed.
 */
const signedFiles = (manifest: EvidenceManifest): string[] => [
  BUNDLE_FILES.manifest,
  BUNDLE_FILES.custodyLog,
  BUNDLE_FILES.keys,
  BUNDLE_FILES.readme,
  ...manifest.courtKit,
];

/**
 * Checks an evidence bundle offline, wherever it is held. With `publishedKeys` (the
 * server's /.well-known/redzone-evidence-keys.json, fetched by the person checking) every
 * signature is checked against them; without, against the keys the bundle brings, which proves
 * the bundle is whole but not that the server made it.
 */
export interface VerifyOptions {
  publishedKeys?: EvidenceKey[] | undefined;
  /** SHA-256 fingerprints of keys the person trusts (trusted-keys.ts); pinned ones always count. */
  trustedFingerprints?: readonly string[] | undefined;
  /** Checks RFC 3161 tokens' signatures; without it they are read but their signatures not checked. */
  checkTokenSignature?: TokenSignatureCheck | undefined;
  /** The evidence log as it stands later, fetched by the person checking: consistency is checked. */
  laterLog?: LaterLog | undefined;
}

export async function verifyReader(
  bundle: BundleReader,
  isSignedBy: SignatureCheck,
  options: VerifyOptions = {},
): Promise<Verdict> {
  const { findings, isOriginProven, isTimeProven, isComplete } = await checkAll(
    bundle,
    isSignedBy,
    options,
  );
  const holds = findings.every((finding) => finding.holds);
  const outcome: Outcome = !holds
    ? 'broken'
    : isOriginProven && isTimeProven && isComplete
      ? 'proven'
      : 'intact_unproven';
  return { holds, outcome, isOriginProven, isTimeProven, isComplete, findings };
}

/**
 * Files the export never wrote (a "Manifest.json" beside manifest.json, a second video): a reader
 * could open one believing it checked. Each fails on its own.
 */
function filesAdded(bundle: BundleReader, manifest: EvidenceManifest): Finding[] {
  const exported = new Set<string>([
    ...Object.values(BUNDLE_FILES),
    ...manifest.layers.flatMap((layer) => [layer.file, layer.acksFile]),
    ...manifest.timestamps.map((stamp) => stamp.file),
    ...manifest.courtKit,
  ]);
  return bundle
    .names()
    .filter((name) => !exported.has(name))
    .map((name) => fails(name, 'file_unexpected'));
}

/**
 * The tree heads the layers were proven in and the later one `--log` fetched, each once with
 * every token it came with (the layers of a take often share a head; the same head fetched later
 * may carry tokens that had not come when the bundle was made).
 */
function treeHeadsOf(manifest: EvidenceManifest, later: LaterLog | undefined) {
  const heads = new Map<string, EvidenceLogTreeHead>();
  const proven = manifest.layers.map((layer) => layer.log?.inclusion?.treeHead);
  for (const head of [...proven, later?.head]) {
    if (head === undefined) continue;
    const key = `${head.treeSize} ${head.signature}`;
    const stamps = [...(heads.get(key)?.timestamps ?? []), ...(head.timestamps ?? [])];
    const timestamps = stamps.filter(
      (stamp, at) => stamps.findIndex((other) => other.token === stamp.token) === at,
    );
    heads.set(key, { ...head, timestamps });
  }
  return [...heads.values()];
}

/** Time zones are whole quarter hours from UTC, at most 14 hours away. */
const QUARTER_HOUR = 15 * 60;
const FURTHEST_ZONE = 14 * 3600;
/** DOS times count two seconds at a time. */
const DOS_STEP = 2;

/**
 * What the ZIP shows beside the signed files: each file's CRC, and its dates, which ZIP tools
 * show as when the file was made. An export writes the export's time: the Unix one exactly, the
 * DOS one in its own time zone. A date moved to another day, or a CRC that does not hold, would
 * tell a person looking with their own tools another story than the one checked.
 */
function zipFindings(facts: ZipFacts, exportedAt: string, failed: Finding[]): Finding[] {
  // A file already named as changed is not named twice: its CRC differs because its bytes do.
  const findings = facts.crcDiffers
    .filter((name) => !failed.some((finding) => !finding.holds && finding.subject === name))
    .map((name) => fails(name, 'zip_crc_differs'));
  const exported = Math.floor(Date.parse(exportedAt) / 1000);
  for (const { name, unixSeconds, dosSeconds } of facts.times) {
    const offset = dosSeconds - exported;
    const fromZone = Math.abs(offset - Math.round(offset / QUARTER_HOUR) * QUARTER_HOUR);
    const dosHolds = Math.abs(offset) <= FURTHEST_ZONE && fromZone <= DOS_STEP;
    if (unixSeconds !== exported || !dosHolds) {
      findings.push(fails(name, 'zip_time_differs', { exportedAt }));
    }
  }
  return findings;
}

async function checkAll(bundle: BundleReader, isSignedBy: SignatureCheck, options: VerifyOptions) {
  const findings: Finding[] = [];
  const unproven = { findings, isOriginProven: false, isTimeProven: false, isComplete: false };
  const keysFile = await parseJson(bundle, BUNDLE_FILES.keys, EvidenceKeysSchema);
  const manifest = await parseJson(bundle, BUNDLE_FILES.manifest, EvidenceManifestSchema);
  const signatures = await parseJson(bundle, BUNDLE_FILES.signatures, BundleSignaturesSchema);
  const custody = await parseJson(bundle, BUNDLE_FILES.custodyLog, CustodyLogSchema);
  for (const [name, parsed] of [
    [BUNDLE_FILES.keys, keysFile],
    [BUNDLE_FILES.manifest, manifest],
    [BUNDLE_FILES.signatures, signatures],
    [BUNDLE_FILES.custodyLog, custody],
  ] as const) {
    if (!parsed.ok) findings.push(fails(name, parsed.why.code, parsed.why.params));
  }
  if (!manifest.ok) return unproven;
  const { exportedAt } = manifest.value;
  const bundledKeys = keysFile.ok ? keysFile.value.keys : [];
  const pinned = await trustedAmong(bundledKeys, options.trustedFingerprints ?? []);
  const published = options.publishedKeys ?? (pinned.length > 0 ? pinned : undefined);
  if (published === undefined) {
    findings.push(note(BUNDLE_FILES.keys, 'keys_bundled_only'));
  } else if (keysFile.ok) {
    findings.push(checkAgainstPublished(bundledKeys, published, exportedAt));
  }
  const keys = new KeyRing(published ?? bundledKeys, isSignedBy);

  if (signatures.ok) {
    const exported =
      manifest.value.version >= 2
        ? { recordingId: manifest.value.recording.id, exportedAt }
        : undefined;
    for (const name of signedFiles(manifest.value)) {
      findings.push(
        await checkFileSignature(bundle, {
          name,
          signatures: signatures.value,
          keys,
          exportedAt,
          exported,
        }),
      );
    }
  }
  const recordingId = manifest.value.recording.id;
  /** The take's gaps, named only for a bundle in which everything holds (signed as exported). */
  const gapNotes: Finding[] = [];
  for (const layer of manifest.value.layers) {
    const footage = await checkFootage(bundle, layer);
    findings.push(footage.finding);
    const acks = await checkAcks(bundle, { recordingId, layer, chains: footage.chains, keys });
    findings.push(acks);
    const gaps = await checkGaps(bundle, layer, footage.finding.holds && acks.holds);
    findings.push(...gaps.filter((gap) => !gap.holds));
    gapNotes.push(...gaps.filter((gap) => gap.holds));
    if (!layer.isSealed) findings.push(note(layer.file, 'layer_unsealed'));
    if (layer.isSealed) {
      findings.push(await checkLogEntry(layer, { recordingId, keys, exportedAt }));
      const later = options.laterLog;
      const consistency = later ? await checkLogConsistency(layer, { keys, later }) : null;
      if (consistency !== null) findings.push(consistency);
    }
    const genesis = await chainGenesis(layer.layerId);
    for (const stamp of manifest.value.timestamps.filter((s) => s.layer === layer.name)) {
      findings.push(
        ...(await checkTimestamp(bundle, {
          stamp,
          chains: footage.chains,
          genesis,
          checkSignature: options.checkTokenSignature,
        })),
      );
    }
  }
  for (const head of treeHeadsOf(manifest.value, options.laterLog)) {
    findings.push(...(await checkHeadTimestamps(head, options.checkTokenSignature)));
  }
  if (custody.ok) {
    findings.push(await checkCustodyLog(BUNDLE_FILES.custodyLog, custody.value, recordingId));
  }
  if (manifest.value.timestamps.length === 0) {
    findings.push(note('timestamps', 'timestamps_none'));
  }
  findings.push(...filesAdded(bundle, manifest.value));
  findings.push(...zipFindings(bundle.zipFacts(), exportedAt, findings));
  // A gap line is the phone's word only once the server's signatures over it hold: in a bundle
  // changed anywhere, a line could be anyone's (an outside tester's forged manifest had /verify
  // name an invented gap as signed).
  if (findings.every((finding) => finding.holds)) findings.push(...gapNotes);
  return {
    findings,
    isOriginProven: published !== undefined,
    isTimeProven:
      manifest.value.timestamps.length === 0 || options.checkTokenSignature !== undefined,
    isComplete: manifest.value.layers.every((layer) => layer.isSealed),
  };
}
