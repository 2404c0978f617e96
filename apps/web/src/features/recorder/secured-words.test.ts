import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import { type Secured, securedWords, type SecuredScope } from './secured-words';

const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: { en: { translation: en }, es: { translation: es } },
  interpolation: { escapeValue: false },
});

const upTo = (seconds: number): Secured => ({ securedUntilSeconds: seconds, complete: false });
const all = (seconds: number): Secured => ({ securedUntilSeconds: seconds, complete: true });

/** The words a person reads, in a language. */
function said(
  scope: SecuredScope,
  video: Secured | null,
  sound: Secured | null,
  lng: 'en' | 'es' = 'en',
): string | null {
  const words = securedWords(scope, video, sound);
  return words === null ? null : texts.t(words.key, { ...words.values, lng });
}

describe('what the recorder says is secured', () => {
  it('says sound and video apart when the take has a sound layer', () => {
    expect(said('recorder', upTo(22.9), upTo(41.4))).toBe(
      'Sound secured up to 0:41, video up to 0:22',
    );
    expect(said('recorder', upTo(22.9), upTo(41.4), 'es')).toBe(
      'Sonido asegurado hasta 0:41, video hasta 0:22',
    );
  });

  it('says all the sound is there once its layer is sealed, while the video still goes', () => {
    expect(said('recorder', upTo(65), all(90))).toBe('All the sound is secured, video up to 1:05');
  });

  it('says all of it once sound and video are sealed', () => {
    expect(said('recorder', all(90), all(90))).toBe('Secured: all of it is on the server');
  });

  it('keeps the old words where there is no sound layer', () => {
    expect(said('recorder', upTo(7), null)).toBe('Secured up to 0:07');
    expect(said('recorder', all(7), null)).toBe('Secured: all of it is on the server');
    expect(said('recorder', upTo(7), null, 'es')).toBe('Asegurado hasta 0:07');
  });

  it('says the sound alone where the camera has no evidence layer, and nothing with neither', () => {
    expect(said('recorder', null, upTo(12))).toBe('Sound secured up to 0:12');
    expect(said('recorder', null, null)).toBeNull();
  });
});

describe('what the Recordings list says is secured', () => {
  it('says sound and low-resolution video apart for a recording with a sound layer', () => {
    expect(said('recordings', upTo(22), upTo(41))).toBe(
      'Sound secured up to 0:41, low-resolution video up to 0:22.',
    );
    expect(said('recordings', upTo(22), all(41))).toBe(
      'All the sound is on the server; low-resolution video up to 0:22.',
    );
    expect(said('recordings', upTo(22), upTo(41), 'es')).toBe(
      'Sonido asegurado hasta 0:41, video en baja resolución hasta 0:22.',
    );
  });

  it('keeps the old sentence for a recording made before the sound layer', () => {
    expect(said('recordings', upTo(22), null)).toBe(
      'Sound and low-resolution video: secured up to 0:22.',
    );
    expect(said('recordings', all(22), null)).toBe(
      'Sound and low-resolution video: all of it is on the server.',
    );
  });
});
