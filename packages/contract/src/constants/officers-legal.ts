/** The officers report card and the legal assistant: the spec leaves these open. */

// ---- Officers report card (the spec leaves these open) ----
/** Most officers one search answers, best first; a person narrows the search to see others. */
export const OFFICER_SEARCH_PAGE_SIZE = 48;
/** Longest search text accepted, and the most words of it that count. */
export const OFFICER_SEARCH_QUERY_MAX = 100;
export const OFFICER_SEARCH_MAX_WORDS = 8;
/** The web app waits this long after the last keystroke before it searches. */
export const OFFICER_SEARCH_DEBOUNCE_MS = 300;
/** Newest reports one GET /api/officers/{id}/reports answers. */
export const OFFICER_REPORTS_PAGE_SIZE = 100;
/** Reports per identity in OFFICER_REPORT_WINDOW_MS: in all, and about one officer. */
export const OFFICER_REPORTS_PER_DAY = 10;
export const OFFICER_REPORTS_PER_OFFICER_PER_DAY = 1;
export const OFFICER_REPORT_WINDOW_MS = 24 * 60 * 60_000;
export const OFFICER_NAME_MAX = 60;
export const OFFICER_BADGE_MAX = 20;
export const OFFICER_DEPARTMENT_MAX = 120;
export const OFFICER_PLACE_MAX = 100;
export const OFFICER_REPORT_TITLE_MAX = 120;
export const OFFICER_REPORT_DESCRIPTION_MAX = 2000;
export const OFFICER_REPORT_LOCATION_MAX = 200;

// ---- Legal assistant (the spec leaves these open) ----
/**
 * Questions per identity in LEGAL_CHAT_RATE_LIMIT_WINDOW_MS: a long conversation during an
 * encounter fits; a script asking in a loop (and paying for a model) does not.
 */
export const LEGAL_CHAT_RATE_LIMIT = 30;
export const LEGAL_CHAT_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** How long the server waits for the optional model (LLM_BASE_URL) before answering without it. */
export const LLM_REQUEST_TIMEOUT_MS = 15_000;
/** Earlier turns of the conversation passed to the model, newest last. */
export const LLM_HISTORY_TURNS = 10;
/**
 * Characters of earlier conversation sent to the model with a question: the
 * newest turns that fit, so one request cannot make every call the longest prompt there is.
 */
export const LLM_HISTORY_MAX_CHARS = 6_000;
/** Questions one verified number may have a model answer in 24 hours by default (LLM_QUESTIONS_PER_DAY). */
export const LLM_QUESTIONS_PER_DAY_DEFAULT = 100;
