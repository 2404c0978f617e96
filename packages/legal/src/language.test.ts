import { describe, expect, it } from 'vitest';
import { spanishStem } from './engine/terms';
import { detectLanguage, foldAccents } from './language';

describe('language of a question', () => {
  it.each([
    ['¿Puedo grabar a la policía?', 'es'],
    ['me pararon manejando', 'es'],
    ['Tengo que contestar las preguntas', 'es'],
    ['y en Texas', 'es'],
    ['policia me quiere revisar el carro', 'es'],
    ['Can I record the police?', 'en'],
    ['What about in Texas?', 'en'],
    ['I got pulled over', 'en'],
    ['Do I have to answer?', 'en'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('cannot tell from a name, a number or nothing', () => {
    for (const text of ['Texas?', 'Miranda', '25', '', '?', 'ok']) {
      expect(detectLanguage(text), text).toBeNull();
    }
  });

  it('folds accents so "policía" and "policia" are one word', () => {
    expect(foldAccents('Policía, ¿qué?')).toBe('policia, ¿que?');
  });

  it('stems Spanish so a question meets the corpus words', () => {
    const pairs: [string, string][] = [
      ['grabar', 'grabación'],
      ['grabo', 'grabando'],
      ['registro', 'registrarme'],
      ['registros', 'registrar'],
      ['abogados', 'abogada'],
      ['detenido', 'detención'],
      ['celulares', 'celular'],
    ];
    for (const [a, b] of pairs) {
      expect(spanishStem(foldAccents(a)), `${a} / ${b}`).toBe(spanishStem(foldAccents(b)));
    }
  });
});
