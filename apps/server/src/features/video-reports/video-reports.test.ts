import { randomBytes, randomUUID } from 'node:crypto';
import {
  RECORDING_CHUNK_ENDS_AT_HEADER,
  RECORDING_CHUNK_SHA256_HEADER,
  sha256Hex,
  VideoReportListSchema,
  VideoReportSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { pdfText } from '../../test/pdf-text';
import { asSession, startSession, type TestSession } from '../../test/phone-sessions';
import {
  finishUpload,
  startUpload,
  TEST_RECORDING_MIME_TYPE,
  uploadAll,
} from '../../test/recordings';
import { describeApi } from '../../test/test-database';

const BURBANK_PD = 'CA0191200';
const LA_SHERIFF = 'CA0190000';

describeApi('video reports (/api/video-reports)', () => {
  let app: App;
  let owner: TestSession;
  let stranger: TestSession;
  let recordingId: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await startSession(app);
    stranger = await startSession(app);
    const chunks = [randomBytes(2000), randomBytes(2000)];
    ({ recordingId } = await startUpload(app, owner));
    await uploadAll(app, owner, recordingId, chunks);
    await finishUpload(app, owner, recordingId, chunks);
    await app.inject({
      method: 'POST',
      url: '/api/enhanced-recordings',
      payload: {
        recordingId,
        title: 'Emergency Recording',
        description: '',
        alertId: null,
        duration: 12,
        quality: '720p',
        cameraType: 'dual',
        latitude: 34.1808,
        longitude: -118.309,
        location: 'Burbank, CA',
      },
      ...asSession(owner),
    });
  });
  afterAll(() => app.close());

  const report = (overrides: Record<string, unknown> = {}) => ({
    recordingId,
    agencyId: BURBANK_PD,
    crimeType: 'illegal_search',
    incidentDate: '2026-11-21T18:30:00.000Z',
    officerBadgeNumber: '4471',
    officerName: 'J. Doe',
    incidentDescription: 'My car was searched without consent or a warrant.',
    witnessCount: 2,
    isAnonymous: false,
    ...overrides,
  });

  const ownReports = async (who: TestSession) =>
    VideoReportListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/video-reports', ...asSession(who) })).json(),
    );

  it("stores the spec's one-agency report with the recording's receipt and answers its id", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: report(),
      ...asSession(owner),
    });
    expect(response.statusCode).toBe(201);
    const stored = VideoReportSchema.parse(response.json());
    expect(stored).toMatchObject({
      agencyId: BURBANK_PD,
      agencyName: 'Burbank Police Department',
      agencyJurisdiction: 'Burbank, CA',
      deliveryStatus: 'prepared',
      complaintUrl: `/api/video-reports/${stored.id}/complaint.pdf`,
    });
    expect(stored.evidenceChainHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores a batch for several agencies all together, or none of it', async () => {
    const before = (await ownReports(owner)).length;
    const good = await app.inject({
      method: 'POST',
      url: '/api/video-reports/batch',
      payload: { reports: [report(), report({ agencyId: LA_SHERIFF })] },
      ...asSession(owner),
    });
    expect(good.statusCode).toBe(201);
    expect(VideoReportListSchema.parse(good.json()).map((r) => r.agencyName)).toEqual([
      'Burbank Police Department',
      "Los Angeles County Sheriff's Office",
    ]);
    expect(await ownReports(owner)).toHaveLength(before + 2);

    const halfBad = await app.inject({
      method: 'POST',
      url: '/api/video-reports/batch',
      payload: { reports: [report(), report({ agencyId: 'XX0000000' })] },
      ...asSession(owner),
    });
    expect(halfBad.statusCode).toBe(400);
    expect(halfBad.json()).toMatchObject({ code: 'agency_not_found' });
    expect(await ownReports(owner)).toHaveLength(before + 2);
  });

  it('refuses what the form must not send, changing nothing', async () => {
    const before = (await ownReports(owner)).length;
    const cases = [
      report({ incidentDescription: '   ' }),
      report({ crimeType: 'jaywalking' }),
      report({ witnessCount: -1 }),
      report({ witnessCount: 1.5 }),
      report({ incidentDate: 'yesterday' }),
    ];
    for (const payload of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/video-reports',
        payload,
        ...asSession(owner),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/video-reports/batch',
      payload: { reports: [] },
      ...asSession(owner),
    });
    expect(empty.statusCode).toBe(400);
    expect(await ownReports(owner)).toHaveLength(before);
  });

  it("refuses a report on someone else's recording, whatever user-id header says", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: report(),
      headers: { 'user-id': owner.userId },
      ...asSession(stranger),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'recording_not_found' });
  });

  it('prepares a complaint document with the agency, the incident and the receipt, for its owner only', async () => {
    const [latest] = await ownReports(owner);
    if (latest === undefined) throw new Error('no report');
    const response = await app.inject({
      method: 'GET',
      url: latest.complaintUrl,
      ...asSession(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="complaint-CA/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Complaint Regarding Law Enforcement Conduct');
    expect(text).toMatch(/has not sent this complaint to\s+the agency/);
    expect(text).toContain(latest.agencyName);
    expect(text).toContain('Type: Illegal Search/Seizure');
    expect(text).toContain('Badge number: 4471');
    expect(text).toContain('Location: Burbank, CA');
    expect(text).toContain(`SHA-256 hash chain: ${latest.evidenceChainHash}`);
    expect(text).toContain('4000 bytes in 2 chunks');
    // The incident's own time zone, with its offset, not UTC.
    expect(text).toContain(
      'Date and time: November 21, 2026 at 10:30:00 AM PST (America/Los_Angeles, UTC-08:00)',
    );

    const stranger404 = await app.inject({
      method: 'GET',
      url: latest.complaintUrl,
      ...asSession(stranger),
    });
    expect(stranger404.statusCode).toBe(404);
  });
  it('names the evidence layer beside the full recording, with its own chain, even unsealed', async () => {
    const take = await startUpload(app, owner);
    const layerId = randomUUID();
    const opened = await app.inject({
      method: 'POST',
      url: `/api/recordings/${take.recordingId}/layers/evidence`,
      payload: { layerId, mimeType: TEST_RECORDING_MIME_TYPE },
      ...asSession(owner),
    });
    expect(opened.statusCode).toBe(201);
    const bytes = randomBytes(1500);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/recordings/${take.recordingId}/layers/evidence/chunks/0`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
        [RECORDING_CHUNK_ENDS_AT_HEADER]: '42.5',
      },
      payload: bytes,
      ...asSession(owner),
    });
    expect(put.statusCode).toBe(200);
    const chain = (put.json() as { chainHash: string }).chainHash;
    const filed = await app.inject({
      method: 'POST',
      url: '/api/video-reports',
      payload: report({ recordingId: take.recordingId }),
      ...asSession(owner),
    });
    expect(filed.statusCode).toBe(201);
    const pdf = await app.inject({
      method: 'GET',
      url: VideoReportSchema.parse(filed.json()).complaintUrl,
      ...asSession(owner),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/full-quality recording had not finished\s+uploading/);
    expect(text).toMatch(
      /Evidence layer \(low resolution\): 1500 bytes in 1 chunks, the first 42\s+seconds; not sealed/,
    );
    expect(text.replace(/\s+/g, '')).toContain(`Evidencelayerhashchain:${chain}`);
  });
});
