import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { startSession } from '../../test/phone-sessions';
import { putChunk, startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/**
 * A few free sessions sending large chunks at once (the second red team: 1.6 GB in 30 s, and a
 * person's evidence chunk waiting 1 to 14 s behind them) take turns at the disk: past a few at
 * once they are asked to come back in a moment, while small chunks, evidence, go straight in.
 */
describeApi('large chunk writes take turns', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers 503 server_busy to large chunks past a few at once and never to a small one', async () => {
    const senders = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const who = await startSession(app);
        return { who, recordingId: (await startUpload(app, who)).recordingId };
      }),
    );
    const person = await startSession(app);
    const theirs = (await startUpload(app, person)).recordingId;
    const [large, small] = await Promise.all([
      Promise.all(
        senders.map(({ who, recordingId }) =>
          putChunk(app, who, recordingId, 0, randomBytes(2 * 1024 * 1024)),
        ),
      ),
      putChunk(app, person, theirs, 0, randomBytes(32 * 1024)),
    ]);
    expect(small.statusCode).toBe(200);
    const busy = large.filter((answer) => answer.statusCode === 503);
    expect(large.every((answer) => [200, 503].includes(answer.statusCode))).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.json()).toMatchObject({ code: 'server_busy' });
    expect(busy[0]?.headers['retry-after']).toBe('2');
  });
});
