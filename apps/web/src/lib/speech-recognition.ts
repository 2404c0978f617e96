/**
 * The Web Speech API's recognition (spec P2 §7: en-US, a single result). Chrome, Edge and
 * Safari have it, prefixed as webkitSpeechRecognition; Firefox does not. TypeScript's DOM
 * library does not declare it, so the part used here is declared below.
 */

interface RecognitionAlternative {
  transcript: string;
}

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<RecognitionAlternative>>;
}

interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** P2 §8 speech errors: not-allowed (microphone refused), no-speech, anything else. */
export type RecognitionFailure = 'not-allowed' | 'no-speech' | 'error';

export class RecognitionError extends Error {
  constructor(readonly reason: RecognitionFailure) {
    super(reason);
    this.name = 'RecognitionError';
  }
}

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function isSpeechRecognitionSupported(): boolean {
  return recognitionConstructor() !== null;
}

function toFailure(error: string): RecognitionFailure {
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'not-allowed';
  if (error === 'no-speech') return 'no-speech';
  return 'error';
}

export interface Listening {
  /** The words heard; rejects with RecognitionError, or resolves '' when stopped early. */
  transcript: Promise<string>;
  stop(): void;
}

/** Listens for one phrase. Call only when isSpeechRecognitionSupported(). */
export function listenOnce(lang = 'en-US'): Listening {
  const Recognition = recognitionConstructor();
  if (Recognition === null) throw new RecognitionError('error');
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  const transcript = new Promise<string>((resolve, reject) => {
    let heard = '';
    recognition.onresult = (event) => {
      heard = event.results[0]?.[0]?.transcript.trim() ?? '';
    };
    recognition.onerror = (event) => {
      // An abort is the person's own stop, not a failure.
      if (event.error === 'aborted') resolve(heard);
      else reject(new RecognitionError(toFailure(event.error)));
    };
    recognition.onend = () => resolve(heard);
  });
  recognition.start();
  return { transcript, stop: () => recognition.abort() };
}
