import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createIsolatedTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { startSession } from '../../test/phone-sessions';
import { finishUpload, putChunk, startUpload, uploadAll } from '../../test/recordings';
import { describeApi } from '../../test/test-database';

/** An old client's single stream counts as the full layer. */
const RECORDING_LAYER = 'full';

describeApi('upload metrics (GET /metrics)', () => {
  // A database of its own: the backlog is counted over every recording in it.
  let app: App;
  beforeAll(async () => {
    ({ app } = await createIsolatedTestApp({ METRICS_TOKEN: TEST_METRICS_TOKEN }));
  });
  afterAll(() => app.close());

  async function upload() {
    const text = await scrape(app);
    const layer = { layer: RECORDING_LAYER };
    return {
      bytes: sample(text, 'redzone_upload_bytes_total', layer),
      backlog: sample(text, 'redzone_upload_backlog_recordings', layer),
      acks: sample(text, 'redzone_chunk_ack_seconds_count', layer) ?? 0,
    };
  }

  it('counts bytes stored, acknowledgements and their latency, and uploads not yet finished, per layer', async () => {
    expect(await upload()).toEqual({ bytes: 0, backlog: 0, acks: 0 });
    const who = await startSession(app);
    const chunks = [randomBytes(1000), randomBytes(2000)];
    const { recordingId: id } = await startUpload(app, who);
    await uploadAll(app, who, id, chunks);
    expect(await upload()).toEqual({ bytes: 3000, backlog: 1, acks: 2 });

    // A repeat whose answer was lost is acknowledged again, and stores nothing new.
    expect((await putChunk(app, who, id, 1, chunks[1] ?? Buffer.alloc(0))).statusCode).toBe(200);
    expect(await upload()).toEqual({ bytes: 3000, backlog: 1, acks: 3 });
    const text = await scrape(app);
    expect(
      sample(text, 'redzone_chunk_ack_seconds_bucket', { layer: RECORDING_LAYER, le: '+Inf' }),
    ).toBe(3);

    expect((await finishUpload(app, who, id, chunks)).statusCode).toBe(200);
    expect(await upload()).toEqual({ bytes: 3000, backlog: 0, acks: 3 });
  });
});
