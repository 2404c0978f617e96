import { randomUUID } from 'node:crypto';
import {
  type CreateVideoReportBody,
  CRIME_TYPES,
  type CrimeType,
  type Point,
  type VideoReport,
} from '@redzone/contract';
import type { Database } from '../../db/database';
import type { RecordingRow, VideoReportRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { DirectoryAgency } from '../agencies/agency-directory';
import type { CustodyService } from '../custody/custody.service';
import { toAgency } from '../agencies/nearest-agencies';
import { footageFileOf } from '../evidence-bundle/bundle-manifest';
import type { KitFacts } from '../evidence-bundle/court-kit/kit-facts';
import { renderComplaintPdf } from './complaint-pdf';
import { incidentTimeZone } from './incident-time';
import {
  findLayerRowsOf,
  findOwnRecordingRow,
  keepReportedRecordings,
  findOwnVideoReport,
  findOwnVideoReports,
  insertVideoReports,
} from './video-reports.queries';

export interface VideoReportsService {
  /** Stores every report or none (one transaction); each needs a known agency and own recording. */
  file(userId: string, reports: CreateVideoReportBody[]): Promise<VideoReport[]>;
  list(userId: string): Promise<VideoReport[]>;
  complaintPdf(userId: string, id: string): Promise<{ report: VideoReport; pdf: Uint8Array }>;
}

export const complaintUrlOf = (id: string) => `/api/video-reports/${id}/complaint.pdf`;

const isCrimeType = (value: string): value is CrimeType =>
  (CRIME_TYPES as readonly string[]).includes(value);

export function toVideoReport(row: VideoReportRow): VideoReport {
  if (!isCrimeType(row.crimeType))
    throw new Error(`report ${row.id} has crime type ${row.crimeType}`);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    recordingId: row.recordingId,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    agencyJurisdiction: row.agencyJurisdiction,
    crimeType: row.crimeType,
    incidentDate: row.incidentDate.toISOString(),
    officerBadgeNumber: row.officerBadgeNumber,
    officerName: row.officerName,
    incidentDescription: row.incidentDescription,
    witnessCount: row.witnessCount,
    isAnonymous: row.isAnonymous,
    deliveryStatus: 'prepared',
    complaintUrl: complaintUrlOf(row.id),
    evidenceChainHash: row.evidenceChainHash,
  };
}

function evidenceOf(recording: RecordingRow) {
  if (recording.finishedAt === null) {
    return {
      evidenceByteCount: null,
      evidenceChunkCount: null,
      evidenceChainHash: null,
      evidenceFirstChunkAt: null,
      evidenceLastChunkAt: null,
      evidenceFinishedAt: null,
    };
  }
  return {
    evidenceByteCount: recording.byteCount,
    evidenceChunkCount: recording.chunkCount,
    evidenceChainHash: recording.chainHash,
    evidenceFirstChunkAt: recording.firstChunkAt,
    evidenceLastChunkAt: recording.lastChunkAt,
    evidenceFinishedAt: recording.finishedAt,
  };
}

const pointOf = (
  place: { latitude: number | null; longitude: number | null } | null,
): Point | null =>
  place?.latitude == null || place.longitude == null
    ? null
    : { latitude: place.latitude, longitude: place.longitude };

/**
 * The declaration's values as the evidence bundle's manifest lists them, layer by layer (evidence
 * first, then the full one); what only an export knows (its time, the manifest's hash) is left
 * blank for the declarant.
 */
function certifiedRecording(recording: RecordingRow, layers: RecordingRow[]): KitFacts {
  return {
    recordingId: recording.id,
    layers: [...layers, recording].map((row) => ({
      name: row.layer,
      layerId: row.id,
      file: footageFileOf(row),
      byteCount: row.byteCount,
      chunkCount: row.chunkCount,
      chainHash: row.chainHash,
      isSealed: row.status === 'finished',
      receivedFrom: null,
      receivedUntil: null,
    })),
    bundle: null,
  };
}

export function createVideoReportsService(deps: {
  db: Database;
  agencies: () => DirectoryAgency[];
  clock: () => Date;
  /** A report prepared from a recording, and its complaint fetched, are logged. */
  custody: CustodyService;
}): VideoReportsService {
  const { db, agencies, clock, custody } = deps;
  let byId: Map<string, DirectoryAgency> | null = null;
  const agencyById = (id: string) => {
    byId ??= new Map(agencies().map((agency) => [agency.id, agency]));
    return byId.get(id);
  };

  return {
    async file(userId, reports) {
      const now = clock();
      const submissionId = randomUUID();
      const recordingsById = new Map<string, RecordingRow>();
      const values = [];
      for (const report of reports) {
        const agency = agencyById(report.agencyId);
        if (agency === undefined) {
          throw new AppError(
            HTTP_STATUS.badRequest,
            'agency_not_found',
            `Agency ${report.agencyId} is not in the agency list. Choose agencies from the list offered.`,
          );
        }
        let recording = recordingsById.get(report.recordingId);
        if (recording === undefined) {
          const found = await findOwnRecordingRow(db, userId, report.recordingId);
          if (found === null) {
            throw new AppError(
              HTTP_STATUS.notFound,
              'recording_not_found',
              'The recording for this report does not exist or is not yours.',
            );
          }
          recording = found;
          recordingsById.set(found.id, found);
        }
        const { agencyId, incidentDate, ...rest } = report;
        const listed = toAgency(agency);
        values.push({
          ...rest,
          id: randomUUID(),
          submissionId,
          userId,
          agencyId,
          agencyName: listed.name,
          agencyJurisdiction: listed.jurisdiction,
          incidentDate: new Date(incidentDate),
          location: recording.location,
          ...evidenceOf(recording),
          createdAt: now,
        });
      }
      // One statement: every report of the submission is stored, or none is.
      const rows = await insertVideoReports(db, values);
      // Evidence of a complaint outlives the retention: whoever holds the phone must not outwait it.
      await keepReportedRecordings(db, [...recordingsById.keys()], now);
      for (const row of rows) {
        if (row.recordingId === null) continue;
        await custody.record({
          recordingId: row.recordingId,
          actor: { kind: 'report', reportId: row.id },
          action: 'report',
          detail: `complaint prepared for ${row.agencyName} (${row.agencyId})`,
        });
      }
      return rows.map(toVideoReport);
    },

    async list(userId) {
      return (await findOwnVideoReports(db, userId)).map(toVideoReport);
    },

    async complaintPdf(userId, id) {
      const row = await findOwnVideoReport(db, userId, id);
      if (row === null) {
        throw new AppError(
          HTTP_STATUS.notFound,
          'video_report_not_found',
          'This report does not exist or is not yours.',
        );
      }
      const report = toVideoReport(row);
      const recording =
        row.recordingId === null ? null : await findOwnRecordingRow(db, userId, row.recordingId);
      const layers = recording === null ? [] : await findLayerRowsOf(db, recording.id);
      const agency = agencyById(row.agencyId);
      const timeZone = incidentTimeZone([pointOf(recording), pointOf(agency ?? null)]);
      const pdf = await renderComplaintPdf({
        timeZone,
        reportId: row.id,
        preparedAt: row.createdAt,
        agency: { id: row.agencyId, name: row.agencyName, jurisdiction: row.agencyJurisdiction },
        crimeType: report.crimeType,
        incidentDate: row.incidentDate,
        location: row.location,
        officerBadgeNumber: row.officerBadgeNumber,
        officerName: row.officerName,
        incidentDescription: row.incidentDescription,
        witnessCount: row.witnessCount,
        isAnonymous: row.isAnonymous,
        evidence:
          row.evidenceFinishedAt === null ||
          row.evidenceChainHash === null ||
          row.evidenceByteCount === null ||
          row.evidenceChunkCount === null
            ? null
            : {
                recordingId: row.recordingId ?? '(deleted after its retention period)',
                byteCount: row.evidenceByteCount,
                chunkCount: row.evidenceChunkCount,
                chainHash: row.evidenceChainHash,
                firstChunkAt: row.evidenceFirstChunkAt,
                lastChunkAt: row.evidenceLastChunkAt,
                finishedAt: row.evidenceFinishedAt,
              },
        certification: recording === null ? null : certifiedRecording(recording, layers),
        layers: layers.map((layer) => ({
          name: layer.layer,
          byteCount: layer.byteCount,
          chunkCount: layer.chunkCount,
          chainHash: layer.chainHash,
          securedUntilSeconds: layer.securedUntilSeconds,
          finishedAt: layer.finishedAt,
        })),
      });
      if (recording !== null) {
        await custody.record({
          recordingId: recording.id,
          actor: { kind: 'owner', userId },
          action: 'report',
          detail: `complaint document of report ${row.id} for ${row.agencyName} downloaded`,
        });
      }
      return { report, pdf };
    },
  };
}
