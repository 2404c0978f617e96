import type { Phone, Place } from './phone';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Polls `body` in the page until it returns something truthy, and returns that. */
export async function waitUntil<T>(
  phone: Phone,
  what: string,
  body: string,
  args: unknown[] = [],
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await phone.run<T>(body, ...args);
      if (value) return value;
    } catch (error) {
      // A navigation in between ends the script; the next poll runs in the new page.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      const screen = await phone
        .run<string>(`return document.body?.innerText.slice(0, 2000) ?? '';`)
        .catch(() => '(unreadable)');
      throw new Error(
        `${phone.engine}: timed out after ${timeoutMs} ms waiting for ${what}${cause}\n` +
          `The page showed:\n${screen}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
}

/** Waits until the page shows `text` (a string it contains, or a RegExp source with flags). */
export function seeText(phone: Phone, text: string | RegExp, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const pattern = typeof text === 'string' ? null : [text.source, text.flags];
  return waitUntil<boolean>(
    phone,
    `the text ${String(text)}`,
    `const [text, pattern] = args;
     const seen = document.body?.innerText ?? '';
     return pattern ? new RegExp(pattern[0], pattern[1]).test(seen) : seen.includes(text);`,
    [typeof text === 'string' ? text : '', pattern],
    timeoutMs,
  );
}

type Kind = 'button' | 'link' | 'field' | 'dialog' | 'heading' | 'region';

let marks = 0;

/**
 * Finds a visible element by its kind and accessible name (the name as the app sets it: its
 * aria-label, its label or its text; `name` a string to match exactly or a RegExp), tags it, and
 * returns a CSS selector for it, so both clients can act on it natively.
 */
export async function mark(
  phone: Phone,
  kind: Kind,
  name: string | RegExp,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<string> {
  marks += 1;
  const id = `m${marks}`;
  const pattern = typeof name === 'string' ? null : [name.source, name.flags];
  await waitUntil(
    phone,
    `a ${kind} named ${String(name)}`,
    `const [kind, name, pattern, id] = args;
     const selectors = {
       button: 'button, [role="button"]',
       link: 'a[href], [role="link"]',
       field: 'input, textarea, select',
       dialog: '[role="dialog"], [role="alertdialog"], dialog',
       heading: 'h1, h2, h3, h4, [role="heading"]',
       region: 'section, [role="region"]',
     };
     const clean = (s) => (s ?? '').replace(/\\s+/g, ' ').trim();
     const nameOf = (el) => {
       const labelledBy = el.getAttribute('aria-labelledby');
       if (labelledBy) {
         return clean(labelledBy.split(' ').map((ref) => document.getElementById(ref)?.textContent).join(' '));
       }
       if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
       if (kind === 'field') return clean(el.labels?.[0]?.textContent);
       return clean(el.textContent);
     };
     const matches = (text) => pattern ? new RegExp(pattern[0], pattern[1]).test(text) : text === name;
     // Behind an open modal (which hides the rest from assistive technology) is not usable,
     // as a person cannot reach it either.
     const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && el.closest('[aria-hidden="true"]') === null;
     // Like a person, and like Playwright's actions: wait until it can be used.
     const usable = (el) => !('disabled' in el) || !el.disabled;
     const found = [...document.querySelectorAll(selectors[kind])].find((el) => visible(el) && usable(el) && matches(nameOf(el)));
     if (!found) return false;
     document.querySelectorAll('[data-engine-mark="' + id + '"]').forEach((el) => el.removeAttribute('data-engine-mark'));
     found.setAttribute('data-engine-mark', id);
     return true;`,
    [kind, typeof name === 'string' ? name : '', pattern, id],
    timeoutMs,
  );
  return `[data-engine-mark="${id}"]`;
}

export async function clickButton(phone: Phone, name: string | RegExp, timeoutMs?: number) {
  await phone.click(await mark(phone, 'button', name, timeoutMs));
}

/** Types `value` into the empty field labelled `label`, and checks the field holds it. */
export async function fillField(phone: Phone, label: string, value: string) {
  const selector = await mark(phone, 'field', label);
  await phone.type(selector, value);
  await waitUntil(
    phone,
    `the field ${label} to hold ${value}`,
    `const [selector, value] = args;
     const field = document.querySelector(selector);
     return field !== null && field.value === value;`,
    [selector, value],
    3_000,
  );
}

/** The page's path and query, once it matches. */
export function waitForPath(phone: Phone, path: RegExp, timeoutMs?: number) {
  return waitUntil<string>(
    phone,
    `the address ${String(path)}`,
    `const [source, flags] = args;
     const here = location.pathname + location.search;
     return new RegExp(source, flags).test(here) ? here : '';`,
    [path.source, path.flags],
    timeoutMs,
  );
}

/** `fetch` from the page, with its cookies: returns status and JSON body (or null). */
export function fetchInPage<T = unknown>(
  phone: Phone,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return phone.run(
    `const [path, init] = args;
     const response = await fetch(path, {
       method: init.method ?? 'GET',
       headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
       body: init.body === undefined ? undefined : JSON.stringify(init.body),
       credentials: 'same-origin',
     });
     const text = await response.text();
     let body = null;
     try { body = JSON.parse(text); } catch { body = null; }
     return { status: response.status, body };`,
    path,
    init,
  );
}

/**
 * Where WebKitGTK cannot be given a position (it asks GeoClue, absent here; decision 050): this
 * page's Geolocation API answers `place`, as a phone with location granted would. Lasts until
 * the next full page load.
 */
export async function pretendToBeAt(phone: Phone, place: Place): Promise<void> {
  await phone.run(
    `const [place] = args;
     const fix = () => ({
       coords: { latitude: place.latitude, longitude: place.longitude, accuracy: 10, altitude: null,
                 altitudeAccuracy: null, heading: null, speed: null },
       timestamp: Date.now(),
     });
     navigator.geolocation.getCurrentPosition = (ok) => setTimeout(() => ok(fix()), 10);
     navigator.geolocation.watchPosition = (ok) => { setTimeout(() => ok(fix()), 10); return 1; };
     navigator.geolocation.clearWatch = () => undefined;
     return true;`,
    place,
  );
}
