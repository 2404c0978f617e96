/** The engines this suite drives (Chromium is also Playwright's, in e2e/). */
export type EngineName = 'chromium' | 'webkit' | 'firefox';

export interface Place {
  latitude: number;
  longitude: number;
}

/**
 * One person's browser, whatever drives it: WebdriverIO for WebKit, Puppeteer for Firefox
 * (docs/decisions/050). Elements are named by CSS selectors; `mark` in page-queries.ts turns a
 * role and a name into one.
 */
export interface Phone {
  readonly engine: EngineName;
  readonly baseUrl: string;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs `fn` in the page with `args` (JSON) and returns its result, awaited. Written as a string
   * (a function body reading `args`) so no build helper ends up in the page's copy of it.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click in the middle of the element. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types `text` with real key events. */
  type(selector: string, text: string): Promise<void>;
  /** Presses the pointer (`mouse` or `touch`) on the element for `ms`, then lets go. */
  hold(selector: string, ms: number, pointer: 'mouse' | 'touch'): Promise<void>;
  close(): Promise<void>;
}

export interface PhoneOptions {
  baseUrl: string;
  /** Where the browser says it is; WebKit cannot be told (decision 050), see `pretendToBeAt`. */
  place: Place;
  /** WebKit only: the user agent MiniBrowser sends, to stand in for Safari on an iPhone. */
  userAgent?: string;
}
