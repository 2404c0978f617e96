/** Vibrates where the device can (P1 §9 patterns); silently nothing elsewhere. */
export function vibrate(pattern: readonly number[]): void {
  if ('vibrate' in navigator) navigator.vibrate([...pattern]);
}

const TONE_SECONDS = 0.25;
const TONE_GAP_SECONDS = 0.05;
const TONE_GAIN = 0.2;

/** Plays short sine tones one after another (P1 §9 VIP contacts alert: 800, 1000, 1200 Hz). */
export function playTones(frequencies: readonly number[]): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  frequencies.forEach((frequency, index) => {
    const start = context.currentTime + index * (TONE_SECONDS + TONE_GAP_SECONDS);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = TONE_GAIN;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS);
  });
  const totalMs = frequencies.length * (TONE_SECONDS + TONE_GAP_SECONDS) * 1000;
  setTimeout(() => void context.close(), totalMs + 100);
}
