import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, randomPlace } from '../../test/alerts';
import { outboxOf, saveConfirmedCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { asSession, randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { startUpload } from '../../test/recordings';
import { describeApi } from '../../test/test-database';
import { DELETION_CODE_RESEND_MS } from '../recordings/recording-deletion';

const STOP = '246810';
const DURESS = '135790';

/**
 * Whoever holds the phone asks to delete an alert's footage again and again: each ask once texted
 * every contact a new code (16 texts in a minute, in an outside test). A code is texted at most
 * once in DELETION_CODE_RESEND_MS per recording, the same with the stop PIN and the duress PIN.
 */
describeApi('deletion codes are not a way to flood the contacts with texts', () => {
  let app: App;
  let offsetMs = 0;
  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => app.close());

  async function texts(contact: string): Promise<number> {
    return (await outboxOf(app, contact)).filter((text) => /\b\d{6}\b/.test(text.body)).length;
  }

  it.each([
    ['the stop PIN', STOP],
    ['the duress PIN', DURESS],
  ])(
    'texts one code however often the deletion is asked with %s, and a new one later',
    async (_, pin) => {
      offsetMs = 0;
      const owner = await startVerifiedSession(app);
      const contact = randomPhone().e164;
      await saveConfirmedCircle(app, owner, [contact]);
      expect((await putPins(app, owner, { pins: { stop: STOP, duress: DURESS } })).statusCode).toBe(
        200,
      );
      const alert = await createAlert(app, owner, randomPlace());
      const { recordingId } = await startUpload(app, owner, { alertId: alert.id });
      const ask = () =>
        app.inject({
          method: 'DELETE',
          url: `/api/recordings/${recordingId}`,
          payload: { pin },
          ...asSession(owner),
        });
      for (let time = 0; time < 5; time += 1) {
        const answer = await ask();
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'deletion_code_required' });
      }
      expect(await texts(contact)).toBe(1);
      offsetMs = DELETION_CODE_RESEND_MS + 1_000;
      expect((await ask()).json()).toMatchObject({ code: 'deletion_code_required' });
      expect(await texts(contact)).toBe(2);
    },
  );
});
