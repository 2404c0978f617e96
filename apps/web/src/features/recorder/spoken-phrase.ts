/**
 * Listening for the person's spoken phrase with the Web Speech API, where the browser
 * has it (Chromium and Safari as webkitSpeechRecognition; Firefox has none). Chromium sends the
 * audio to Google's speech service to recognise it: Profile and the privacy page say so.
 */

/** The part of SpeechRecognition used here (not in TypeScript's DOM types). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  abort(): void;
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function hasSpeechRecognition(): boolean {
  return typeof window !== 'undefined' && recognitionConstructor() !== null;
}

/** Lower case, accents and punctuation gone: "¡Rojo, ahora!" is heard as "rojo ahora". */
function words(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether the phrase's words were said, in order, as whole words, anywhere in the transcript. */
export function isPhraseHeard(transcript: string, phrase: string): boolean {
  const wanted = words(phrase);
  return wanted !== '' && ` ${words(transcript)} `.includes(` ${wanted} `);
}

/** Short phrases are heard by mistake in ordinary talk; two words at least. */
export function isPhraseLongEnough(phrase: string): boolean {
  return words(phrase).split(' ').filter(Boolean).length >= 2;
}

/**
 * Listens until stopped or the phrase is heard (then `onHeard`, once). Browsers end a session
 * after a silence or a network hiccup: it starts again while still wanted. A refusal of the
 * microphone or of the speech service ends it for good (`onBlocked`).
 */
export function listenForPhrase(
  phrase: string,
  options: { lang: string; onHeard: () => void; onBlocked: () => void },
): () => void {
  const Constructor = recognitionConstructor();
  if (Constructor === null) return () => undefined;
  let isWanted = true;
  let restart: ReturnType<typeof setTimeout> | undefined;
  const recognition = new Constructor();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = options.lang;
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const transcript = event.results[index]?.[0]?.transcript ?? '';
      if (isWanted && isPhraseHeard(transcript, phrase)) {
        isWanted = false;
        recognition.abort();
        options.onHeard();
        return;
      }
    }
  };
  recognition.onerror = (event) => {
    if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
      isWanted = false;
      options.onBlocked();
    }
  };
  recognition.onend = () => {
    if (!isWanted) return;
    restart = setTimeout(start, 500);
  };
  function start() {
    try {
      recognition.start();
    } catch {
      // Already started (a quick restart); its own end starts it again.
    }
  }
  start();
  return () => {
    isWanted = false;
    clearTimeout(restart);
    recognition.abort();
  };
}
