import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import pagesEn from '../../../i18n/locales/pages.en.json';
import pagesEs from '../../../i18n/locales/pages.es.json';
import { AnswerParts } from './AnswerParts';

async function render(language: 'en' | 'es', more: string): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: pagesEn }, es: { translation: pagesEs } },
  });
  const parts = { summary: 'No. In Texas…', more, disclaimer: 'Not legal advice.' };
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(AnswerParts, { parts })),
  );
}

describe('AnswerParts (answers that fit a stop)', () => {
  it('keeps the rest behind a real disclosure labelled More / Más, closed at first', async () => {
    for (const [language, label] of [
      ['en', 'More'],
      ['es', 'Más'],
    ] as const) {
      const html = await render(language, 'The rest of the answer.');
      expect(html).toMatch(
        new RegExp(
          `<details[^>]*><summary[^>]*>${label}</summary><p[^>]*>The rest of the answer.</p></details>`,
        ),
      );
      expect(html).not.toMatch(/<details[^>]*\bopen\b/);
      // The direct answer and the disclaimer stay in view, outside the disclosure.
      expect(html.indexOf('No. In Texas')).toBeLessThan(html.indexOf('<details'));
      expect(html.lastIndexOf('Not legal advice.')).toBeGreaterThan(html.indexOf('</details>'));
    }
  });

  it('shows no disclosure when there is nothing more', async () => {
    expect(await render('en', '')).not.toContain('<details');
  });
});
