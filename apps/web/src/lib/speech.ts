import { i18n } from '../i18n';

export interface SpeakOptions {
  rate?: number;
  pitch?: number;
  volume?: number;
  /** Called when the phrase has been spoken, or was cancelled. */
  onEnd?: () => void;
}

/** The device voice for the active language, when it has one (Spanish voice). */
function voiceFor(language: string): SpeechSynthesisVoice | undefined {
  return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(language));
}

/** Speaks a phrase in the active language; silent where the browser has no speech synthesis. */
export function speak(text: string, options: SpeakOptions = {}): void {
  if (!('speechSynthesis' in window)) {
    options.onEnd?.();
    return;
  }
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language === 'es' ? 'es-US' : 'en-US';
  const voice = voiceFor(language);
  if (voice) utterance.voice = voice;
  if (options.rate !== undefined) utterance.rate = options.rate;
  if (options.pitch !== undefined) utterance.pitch = options.pitch;
  if (options.volume !== undefined) utterance.volume = options.volume;
  if (options.onEnd) {
    utterance.onend = options.onEnd;
    utterance.onerror = options.onEnd;
  }
  window.speechSynthesis.speak(utterance);
}

export function cancelSpeech(): void {
  if ('speechSynthesis' in window) window.speechSynthesis.cancel();
}
