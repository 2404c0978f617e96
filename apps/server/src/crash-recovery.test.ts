import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AlertListSchema,
  AlertSchema,
  ChunkReceiptSchema,
  OfficerReportListSchema,
  OfficerReportSchema,
  OfficerSchema,
  RECORDING_CHUNK_SHA256_HEADER,
  RecordingUploadStatusSchema,
  SessionSchema,
  sha256Hex,
  SmsOutboxSchema,
} from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from './platform/identity/session-cookie';
import { alertBody, randomPlace } from './test/alerts';
import { TEST_SESSION_SECRET } from './test/create-test-app';
import { officerBody, reportBody, uniqueCity } from './test/officers';
import { randomPhone } from './test/phone-sessions';
import { chainOf, TEST_RECORDING_MIME_TYPE } from './test/recordings';
import {
  freePort,
  killServerProcess,
  SERVER_START_TIMEOUT_MS,
  startServerProcess,
} from './test/server-process';
import { describeApi, testDatabase } from './test/test-database';

/** People posting at once; each posts alerts, reports on every officer, one uploads footage. */
const PEOPLE = 5;
const ALERTS_EACH = 3;
const CHUNKS = 40;
const CHUNK_BYTES = 64 * 1024;
/** The kill comes once this many writes were acknowledged, while the rest are in flight. */
const ACKS_BEFORE_KILL = 12;

interface Person {
  cookie: string;
  officerId: string;
}

describeApi('kill -9 during writes', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | null = null;
  let base: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-crash-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabase.driver === 'postgres' ? (testDatabase.url ?? '') : '',
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
    };
    server = await startServerProcess(env);
  }, SERVER_START_TIMEOUT_MS * 2);

  afterAll(async () => {
    if (server !== null) await killServerProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  function call(cookie: string, path: string, init: RequestInit = {}) {
    return fetch(`${base}${path}`, {
      ...init,
      headers: {
        cookie,
        origin: base,
        ...(init.body && typeof init.body === 'string'
          ? { 'content-type': 'application/json' }
          : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  }

  async function verifiedPerson(): Promise<string> {
    const session = await fetch(`${base}/api/session`);
    SessionSchema.parse(await session.json());
    const setCookie = session.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE_NAME));
    if (setCookie === undefined) throw new Error('no session cookie');
    const cookie = setCookie.split(';')[0] ?? '';
    const { typed, e164 } = randomPhone();
    const post = (path: string, body: unknown) =>
      call(cookie, path, { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/api/phone/verify', { phoneNumber: typed })).status).toBe(200);
    const outbox = SmsOutboxSchema.parse(
      await (await call(cookie, `/api/dev/sms-outbox?phone=${encodeURIComponent(e164)}`)).json(),
    );
    const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await post('/api/phone/verify/code', {
      phoneNumber: typed,
      verificationCode: code,
    });
    expect(verified.status).toBe(200);
    return cookie;
  }

  it(
    'keeps every acknowledged alert, report and chunk, and shows nothing half-written',
    async () => {
      const city = uniqueCity();
      const people: Person[] = [];
      for (let i = 0; i < PEOPLE; i += 1) {
        const cookie = await verifiedPerson();
        const created = await call(cookie, '/api/officers', {
          method: 'POST',
          body: JSON.stringify(officerBody(city)),
        });
        expect(created.status).toBe(201);
        people.push({ cookie, officerId: OfficerSchema.parse(await created.json()).id });
      }
      const uploader = people[0]!;
      const started = await call(uploader.cookie, '/api/recordings', {
        method: 'POST',
        body: JSON.stringify({ mimeType: TEST_RECORDING_MIME_TYPE, alertId: null }),
      });
      const { recordingId } = RecordingUploadStatusSchema.parse(await started.json());
      const chunks = Array.from({ length: CHUNKS }, () => randomBytes(CHUNK_BYTES));

      // Everything the server acknowledged before it died.
      const acked = { alerts: [] as string[], reports: [] as string[], chunks: -1 };
      let ackCount = 0;
      let killed: Promise<void> | null = null;
      const acknowledge = () => {
        ackCount += 1;
        if (ackCount >= ACKS_BEFORE_KILL && killed === null && server !== null) {
          killed = killServerProcess(server);
        }
      };
      // A request the kill cuts off fails: that is the point, not an error of the test.
      const attempt = async (send: () => Promise<void>) => {
        try {
          await send();
        } catch {
          // connection reset by the kill
        }
      };

      const at = randomPlace();
      const writers = people.map(async (person) => {
        for (let n = 0; n < ALERTS_EACH; n += 1) {
          await attempt(async () => {
            const response = await call(person.cookie, '/api/alerts', {
              method: 'POST',
              body: JSON.stringify(alertBody(at)),
            });
            if (response.status === 201) {
              acked.alerts.push(AlertSchema.parse(await response.json()).id);
              acknowledge();
            }
          });
          const officer = people[(people.indexOf(person) + n + 1) % people.length]!;
          await attempt(async () => {
            const response = await call(
              person.cookie,
              `/api/officers/${officer.officerId}/reports`,
              {
                method: 'POST',
                body: JSON.stringify(reportBody({ rating: 'A' })),
              },
            );
            if (response.status === 201) {
              acked.reports.push(OfficerReportSchema.parse(await response.json()).id);
              acknowledge();
            }
          });
        }
      });
      const upload = (async () => {
        for (const [index, bytes] of chunks.entries()) {
          let stop = false;
          await attempt(async () => {
            const response = await call(
              uploader.cookie,
              `/api/recordings/${recordingId}/chunks/${index}`,
              {
                method: 'PUT',
                headers: {
                  'content-type': 'application/octet-stream',
                  [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
                },
                body: bytes,
              },
            );
            if (response.status !== 200) {
              stop = true;
              return;
            }
            ChunkReceiptSchema.parse(await response.json());
            acked.chunks = index;
            acknowledge();
          });
          if (stop || killed !== null) break;
        }
      })();
      await Promise.all([...writers, upload]);
      if (killed === null && server !== null) killed = killServerProcess(server);
      await killed;
      expect(ackCount).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      // The kill came mid-way: the upload and the posts were still going.
      expect(acked.chunks).toBeLessThan(CHUNKS - 1);
      expect(acked.alerts.length + acked.reports.length).toBeLessThan(PEOPLE * ALERTS_EACH * 2);

      server = await startServerProcess(env);
      const reader = uploader.cookie;

      // Alerts: every acknowledged one is listed, and every listed one is whole.
      // All were sent at one place: a list from there covers them (lists need a position).
      const near = `?latitude=${at.latitude}&longitude=${at.longitude}`;
      const listed = AlertListSchema.parse(await (await call(reader, `/api/alerts${near}`)).json());
      const listedIds = new Set(listed.map((alert) => alert.id));
      for (const id of acked.alerts) expect(listedIds.has(id), `alert ${id}`).toBe(true);

      // Reports: every acknowledged one is there, and each officer's count matches its rows.
      const allReports: string[] = [];
      for (const person of people) {
        const reports = OfficerReportListSchema.parse(
          await (await call(reader, `/api/officers/${person.officerId}/reports`)).json(),
        );
        const officer = OfficerSchema.parse(
          await (await call(reader, `/api/officers/${person.officerId}`)).json(),
        );
        expect(officer.totalReports, `officer ${person.officerId}`).toBe(reports.length);
        expect(officer.positiveReports).toBe(reports.length);
        allReports.push(...reports.map((report) => report.id));
      }
      for (const id of acked.reports) expect(allReports, `report ${id}`).toContain(id);

      // Footage: at least every acknowledged chunk, its chain intact, the bytes exactly those sent.
      const status = RecordingUploadStatusSchema.parse(
        await (await call(reader, `/api/recordings/${recordingId}/upload`)).json(),
      );
      expect(status.chunkCount).toBeGreaterThanOrEqual(acked.chunks + 1);
      const held = chunks.slice(0, status.chunkCount);
      expect(status.chainHash).toBe(await chainOf(recordingId, held));
      for (let index = status.chunkCount; index < chunks.length; index += 1) {
        const bytes = chunks[index]!;
        const response = await call(reader, `/api/recordings/${recordingId}/chunks/${index}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/octet-stream',
            [RECORDING_CHUNK_SHA256_HEADER]: await sha256Hex(bytes),
          },
          body: bytes,
        });
        expect(response.status).toBe(200);
      }
      const finished = await call(reader, `/api/recordings/${recordingId}/finish`, {
        method: 'POST',
        body: JSON.stringify({
          chunkCount: chunks.length,
          chainHash: await chainOf(recordingId, chunks),
        }),
      });
      expect(finished.status).toBe(200);
      const video = await call(reader, `/api/recordings/${recordingId}/video`);
      expect(Buffer.from(await video.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
    },
    SERVER_START_TIMEOUT_MS * 4,
  );
});
