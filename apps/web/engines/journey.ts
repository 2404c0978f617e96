import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RecordingDetailsListSchema, type RecordingDetails } from '@redzone/contract';
import {
  clickButton,
  fetchInPage,
  mark,
  pretendToBeAt,
  seeText,
  waitForPath,
  waitUntil,
} from './page-queries';
import type { Phone, Place } from './phone';
import { ALERT_BUTTON } from './smoke';

/** The hold, a little past P1's 3 s. */
const HOLD_MS = 3300;

/**
 * Makes sure the server knows where this observer stands. Where the engine's geolocation can be
 * set (Firefox), the app reports it itself and this waits for that report; WebKitGTK's cannot
 * (decision 050), so the test reports it through the page's own session, as the app would.
 */
/**
 * The observer's page notes the moment an alert's dialog appears, so the time to be told is the
 * page's own and not also the seconds WebDriver takes to look (WebKit's driver is slow to poll).
 */
async function noteWhenTold(phone: Phone): Promise<void> {
  await phone.run(
    `window.__toldAt = null;
     const told = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog')]
       .some((el) => (el.textContent ?? '').includes('RED ZONE ALERT'));
     new MutationObserver(() => {
       if (window.__toldAt === null && told()) window.__toldAt = Date.now();
     }).observe(document.body, { childList: true, subtree: true, characterData: true });
     return null;`,
  );
}

export async function standAsObserver(phone: Phone, place: Place): Promise<void> {
  await standAt(phone, place);
  await noteWhenTold(phone);
}

async function standAt(phone: Phone, place: Place): Promise<void> {
  if (phone.engine === 'webkit') {
    // The stand-in lasts for this page: Alerts and Map are reached from it as a person would.
    await phone.goto('/');
    await pretendToBeAt(phone, place);
    await phone.click(await mark(phone, 'link', 'Alerts'));
    await seeText(phone, 'No active alerts right now.');
    const { status } = await fetchInPage(phone, '/api/observer/location', {
      method: 'PUT',
      body: place,
    });
    if (status !== 204) throw new Error(`observer location refused: ${status}`);
    return;
  }
  await phone.goto('/alerts');
  await seeText(phone, 'No active alerts right now.');
  await waitUntil(
    phone,
    'the app to report its position',
    `return performance.getEntriesByType('resource')
       .some((entry) => entry.name.endsWith('/api/observer/location'));`,
    [],
    15_000,
  );
}

/**
 * Holds the alert button on Home. Returns when the hold ended (ms since the epoch): the
 * observer's 5 s are counted from there.
 */
export async function holdForAlert(
  phone: Phone,
  place: Place,
  pointer: 'mouse' | 'touch',
  beforeHold: () => Promise<void> = async () => undefined,
): Promise<number> {
  await phone.goto('/');
  await mark(phone, 'button', /^Red Zone Alert/);
  if (phone.engine === 'webkit') await pretendToBeAt(phone, place);
  await beforeHold();
  await buttonStaysPut(phone);
  await phone.hold(ALERT_BUTTON, HOLD_MS, pointer);
  return Date.now();
}

/**
 * Waits until the alert button has stayed put for a moment: in WebKit a press sent while Home was
 * still settling once left the button untouched (Home unchanged, no "Keep holding").
 */
async function buttonStaysPut(phone: Phone): Promise<void> {
  let last = '';
  await waitUntil(
    phone,
    'the alert button to stay put',
    `const box = document.querySelector(args[0])?.getBoundingClientRect();
     return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : '';`,
    [ALERT_BUTTON],
  );
  for (let steady = 0; steady < 3;) {
    await new Promise((wait) => setTimeout(wait, 250));
    const now = await phone.run<string>(
      `const box = document.querySelector(args[0]).getBoundingClientRect();
       return [box.x, box.y, box.width, box.height].map(Math.round).join(',');`,
      ALERT_BUTTON,
    );
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
}

/** The observer is told: the urgent modal, within `withinMs` of the hold's end. */
export async function observerIsTold(
  phone: Phone,
  alerting: { phone: Phone; place: Place },
  heldAt: number,
  withinMs: number,
): Promise<{ elapsed: number; where: string }> {
  await mark(phone, 'dialog', 'RED ZONE ALERT', withinMs);
  const toldAt = await phone.run<number | null>('return window.__toldAt ?? null;');
  const elapsed = (toldAt ?? Date.now()) - heldAt;
  const where = await whereTheTimeWent(alerting, heldAt, toldAt);
  if (elapsed > withinMs) throw new Error(`the observer was told after ${elapsed} ms (${where})`);
  await seeText(phone, /mi away/);
  return { elapsed, where };
}

/**
 * Splits a slow alert into its parts, so a failure says which side was slow: the alerting page's
 * requests around the hold (absolute times from its own clock) and the server's creation time.
 */
async function whereTheTimeWent(
  { phone: alerting, place }: { phone: Phone; place: Place },
  heldAt: number,
  toldAt: number | null,
): Promise<string> {
  try {
    const requests = await alerting.run<string[]>(
      `const since = args[0] - 6000;
       return performance.getEntriesByType('resource')
         .map((e) => ({ at: Math.round(performance.timeOrigin + e.startTime), took: Math.round(e.duration), name: new URL(e.name).pathname }))
         .filter((e) => e.at >= since && e.name.startsWith('/api/'))
         .map((e) => (e.at - args[0]) + ' ms ' + e.name + ' (' + e.took + ' ms)');`,
      heldAt,
    );
    const { body } = await fetchInPage<{ isMine: boolean; createdAt: string }[]>(
      alerting,
      `/api/alerts?latitude=${place.latitude}&longitude=${place.longitude}`,
    );
    const mine = (Array.isArray(body) ? body : []).find((alert) => alert.isMine);
    const created = mine ? Date.parse(mine.createdAt) - heldAt : NaN;
    const told = toldAt === null ? 'not noted' : `${toldAt - heldAt} ms`;
    return `from the hold's end: created on the server at ${created} ms, told at ${told}; requests: ${requests.join('; ')}`;
  } catch (error) {
    return `no breakdown: ${String(error)}`;
  }
}

/** The alerting person's side: alert sent, recorder open and recording. */
export async function recorderRuns(phone: Phone): Promise<void> {
  await seeText(phone, 'Red Zone Alert Sent');
  await recorderRecords(phone);
}

/**
 * How long a take may take to start here. WebKitGTK opens its mock cameras and builds a GStreamer
 * pipeline per recorder, one after another: 2 to 4 s on a quiet machine, 13.2 s measured beside
 * the Chromium journey and a CPU hog, as CI runs it (docs/benchmarks.md). How fast a take starts
 * is measured in Chromium (e2e/red-button-worst-case.spec.ts); here the wait ends when it does.
 */
const TAKE_STARTS_WITHIN_MS = 30_000;

/** The recorder is open and recording (whether or not the alert went out). */
export async function recorderRecords(phone: Phone): Promise<void> {
  await mark(phone, 'dialog', 'Emergency Recorder');
  await waitUntil(
    phone,
    'the recording timer',
    `return document.querySelector('[role="dialog"] [role="timer"]') !== null;`,
    [],
    TAKE_STARTS_WITHIN_MS,
  );
}

/**
 * A step tried again starts where a person would: Home with no emergency on. An emergency the
 * failed try began (its take still starting, or running) is ended first.
 */
export async function startFromHome(phone: Phone): Promise<void> {
  await phone.goto('/');
  const on = await waitUntil<string>(
    phone,
    'Home: the alert button, or an emergency to end',
    `const names = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
     if (names.some((n) => n.trim() === 'End Emergency')) return 'on';
     return names.some((n) => /^Red Zone Alert/.test(n.trim())) ? 'off' : '';`,
  );
  if (on === 'off') return;
  if (await phone.run<boolean>(`return document.querySelector('[role="dialog"]') !== null;`)) {
    await hideRecorder(phone);
  }
  await endEmergency(phone);
}

export async function hideRecorder(phone: Phone): Promise<void> {
  await clickButton(phone, /^(Hide recorder|Close recorder)/);
  // Home's emergency panel: "Emergency Active" once a take that recorded nothing for 5 s ended.
  await mark(phone, 'heading', /^(Recording Active|Emergency Active)$/);
}

/** The observer responds from the modal and lands on the map, navigating to the alert. */
export async function observerResponds(phone: Phone): Promise<void> {
  await clickButton(phone, 'Respond');
  await waitForPath(phone, /^\/map\?navigate=true$/);
  const navigation = await mark(phone, 'region', 'Navigation');
  await waitUntil(
    phone,
    'the navigation panel 0.04 mi from the alert',
    `return document.querySelector(args[0])?.innerText.includes('0.04 mi') === true;`,
    [navigation],
  );
}

export async function endEmergency(phone: Phone): Promise<void> {
  await clickButton(phone, 'End Emergency');
  await seeText(phone, 'Emergency Alert Ended');
}

/** The person's recordings of an alert, once `count` of them are there and all are sealed. */
export async function sealedRecordings(
  phone: Phone,
  count: number,
  timeoutMs = 45_000,
  isOfInterest: (recording: RecordingDetails) => boolean = (r) => r.alertId !== null,
): Promise<RecordingDetails[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await fetchInPage(phone, '/api/recordings');
    const recordings = RecordingDetailsListSchema.parse(body).filter(isOfInterest);
    if (recordings.length >= count && recordings.every((r) => r.receipt !== null))
      return recordings;
    if (Date.now() > deadline) {
      const states = recordings.map(
        (r) => `${r.id}: ${r.upload.status}, ${r.upload.byteCount} bytes`,
      );
      throw new Error(`${phone.engine}: recordings not sealed: ${states.join('; ') || 'none'}`);
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

export interface Probed {
  formatName: string;
  streams: { codec_type: string; codec_name: string }[];
  byteCount: number;
}

/** Downloads the recording as its owner (GET /api/recordings/:id/video) and runs ffprobe on it. */
export function probeServedVideo(phone: Phone, id: string): Promise<Probed> {
  return probeServed(phone, `/api/recordings/${id}/video`);
}

/** Downloads `path` with the page's session and runs ffprobe on the bytes. */
export async function probeServed(phone: Phone, path: string): Promise<Probed> {
  const base64 = await phone.run<string>(
    `const response = await fetch(args[0]);
     if (!response.ok) throw new Error(args[0] + ': ' + response.status);
     const bytes = new Uint8Array(await response.arrayBuffer());
     let text = '';
     for (let i = 0; i < bytes.length; i += 0x8000) {
       text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
     }
     return btoa(text);`,
    path,
  );
  const file = join(mkdtempSync(join(tmpdir(), 'redzone-probe-')), 'footage');
  const bytes = Buffer.from(base64, 'base64');
  writeFileSync(file, bytes);
  const { stdout } = await promisify(execFile)('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=format_name:stream=codec_type,codec_name',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    format: { format_name: string };
    streams: { codec_type: string; codec_name: string }[];
  };
  return {
    formatName: parsed.format.format_name,
    streams: parsed.streams,
    byteCount: bytes.length,
  };
}

/**
 * Offline reload: once the service worker controls the page, the server goes away (the network
 * is gone, as far as the page can tell) and a reload still shows the app's shell.
 */
export async function waitForServiceWorker(phone: Phone): Promise<void> {
  await phone.goto('/');
  await waitUntil(
    phone,
    'the service worker to control the page',
    `await navigator.serviceWorker.ready;
     return navigator.serviceWorker.controller !== null;`,
    [],
    20_000,
  );
}

export async function shellShowsOffline(phone: Phone): Promise<void> {
  await phone.reload();
  await waitUntil(
    phone,
    'the main navigation',
    `return [...document.querySelectorAll('nav')].some((nav) => nav.getAttribute('aria-label') === 'Main');`,
  );
  await mark(phone, 'link', 'Law Office');
}

/**
 * Where the engine encodes sound but no camera video (WebKitGTK here), its MediaRecorder is made
 * to record only the sound of the stream it is given: the real engine's MP4 fragments, sound
 * only, through the app's whole evidence pipeline. Lasts until the next full page load.
 */
export async function recordSoundOnly(phone: Phone): Promise<void> {
  await phone.run(
    `const Engine = window.MediaRecorder;
     window.MediaRecorder = class extends Engine {
       constructor(stream, options) {
         if (stream.getAudioTracks().length === 0) throw new DOMException('no sound', 'NotSupportedError');
         super(new MediaStream(stream.getAudioTracks()), options);
       }
     };
     return true;`,
  );
}
