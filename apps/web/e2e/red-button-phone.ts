import { CONTACT_CONSENT_PATH, SmsOutboxSchema } from '@redzone/contract';
import { type BrowserContext, type Page } from '@playwright/test';
import { holdAlertButton, phoneAt } from './helpers';
import { expect } from './test';

/**
 * A phone for the red button's worst cases: a camera the test watches from inside the page (when
 * each recorder started, whether a camera track is live), the chunks the server took, a confirmed
 * trusted contact, and the hold itself. No places here: each spec file keeps its own
 * (places.test.ts keeps them apart).
 */

// Any layer's chunk: on a slow or busy link the sound and the evidence layer go first and full
// quality waits, and footage that reached the server in any layer has left the phone.
export const CHUNK_PUT = /\/api\/recordings\/[0-9a-f-]{36}\/(?:layers\/[a-z]+\/)?chunks\/\d+$/;
/** The recorder is live within 2 s of the hold's end, whatever the server does. */
export const LIVE_WITHIN_MS = 2_000;

/**
 * Watches the page's media from inside: when each MediaRecorder started, and every camera stream
 * the page obtained, so a test can ask whether a camera track is really live.
 */
export async function watchMedia(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { e2eMedia: { starts: number[]; streams: MediaStream[] } };
    w.e2eMedia = { starts: [], streams: [] };
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (...args: Parameters<typeof start>) {
      w.e2eMedia.starts.push(Date.now());
      return start.apply(this, args);
    };
    const devices = navigator.mediaDevices;
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await ask(constraints);
      w.e2eMedia.streams.push(stream);
      return stream;
    };
  });
}

export const firstRecorderStart = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { e2eMedia: { starts: number[] } }).e2eMedia.starts[0] ?? null,
  );

export const isCameraLive = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { e2eMedia: { streams: MediaStream[] } }).e2eMedia.streams
      .flatMap((stream) => stream.getVideoTracks())
      .some((track) => track.readyState === 'live'),
  );

/** Counts the chunks the server accepted: footage leaving the phone. */
export function countStoredChunks(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (CHUNK_PUT.test(path) && response.request().method() === 'PUT' && response.ok()) {
      count += 1;
    }
  });
  return () => count;
}

export async function phoneWithCamera(
  browser: Parameters<typeof phoneAt>[0],
  at: { latitude: number; longitude: number },
  permissions = ['geolocation', 'camera', 'microphone'],
) {
  const context = await phoneAt(browser, at, { permissions });
  await watchMedia(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * MediaRecorders that run and hand over nothing, as WebKitGTK's do without its encoders: every
 * one (`any`), or those given camera video (`with video`), while sound alone still records.
 */
export async function recordersHandOverNothing(
  context: BrowserContext,
  which: 'any' | 'with video',
) {
  await context.addInitScript((onlyVideo: boolean) => {
    const listen = MediaRecorder.prototype.addEventListener;
    MediaRecorder.prototype.addEventListener = function (
      this: MediaRecorder,
      type: string,
      ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
    ) {
      const silenced = !onlyVideo || this.stream.getVideoTracks().length > 0;
      if (type === 'dataavailable' && silenced) return;
      listen.call(this, type, ...rest);
    } as typeof listen;
  }, which === 'with video');
}

/**
 * Saves one trusted contact for this page's verified session and confirms it from the link it
 * was texted (only a confirmed contact is texted). Answers the contact's number.
 */
export async function confirmedContact(page: Page, areaCode: string): Promise<string> {
  const contact = `+1${areaCode}555${String(Date.now() % 10_000).padStart(4, '0')}`;
  const saved = await page.request.put('/api/trusted-contacts', {
    data: { contacts: [{ name: 'Ana', phone: contact, relationship: 'Family' }] },
  });
  expect(saved.status()).toBe(200);
  const invite = SmsOutboxSchema.parse(
    await (
      await page.request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(contact)}`)
    ).json(),
  );
  const token = new RegExp(`${CONTACT_CONSENT_PATH}#([A-Za-z0-9_-]+)`).exec(
    invite[0]?.body ?? '',
  )?.[1];
  const confirmed = await page.request.post(`/api/contact-consents/${token}`, {
    data: { accept: true },
  });
  expect(confirmed.status()).toBe(200);
  return contact;
}

/** Holds the button and answers when the hold ended (this machine's clock, as the page's). */
export async function holdToAlert(page: Page): Promise<number> {
  await holdAlertButton(page, 3300);
  return Date.now();
}

export async function expectRecorderLiveSoon(page: Page, releasedAt: number) {
  await expect.poll(() => firstRecorderStart(page), { timeout: 5_000 }).not.toBeNull();
  const startedAt = (await firstRecorderStart(page)) ?? Number.POSITIVE_INFINITY;
  expect(startedAt - releasedAt).toBeLessThan(LIVE_WITHIN_MS);
}
