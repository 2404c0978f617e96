import { describe, expect, it } from 'vitest';
import { isPhraseHeard, isPhraseLongEnough } from './spoken-phrase';

describe('the spoken phrase', () => {
  it('hears the phrase as whole words anywhere in what was said, whatever the case, accents or punctuation', () => {
    expect(isPhraseHeard('okay, Red Umbrella now', 'red umbrella')).toBe(true);
    expect(isPhraseHeard('¡Paraguas ROJO!', 'paraguas rojo')).toBe(true);
    expect(isPhraseHeard('canción roja', 'cancion roja')).toBe(true);
    expect(isPhraseHeard('a red umbrellas stand', 'red umbrella')).toBe(false);
    expect(isPhraseHeard('umbrella red', 'red umbrella')).toBe(false);
    expect(isPhraseHeard('anything', '  ')).toBe(false);
  });

  it('asks for two words at least, so ordinary talk does not start it', () => {
    expect(isPhraseLongEnough('help')).toBe(false);
    expect(isPhraseLongEnough('red umbrella')).toBe(true);
  });
});
