import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectToast, verifyPhoneThroughSpanishUi } from './helpers';

const ROCKFORD = { latitude: 42.2711, longitude: -89.094 };
/** Screenshots at 390x844 (the config's viewport) to look at for overflow. */
const SHOTS = '/tmp/shots-es';

test.use({
  locale: 'es-MX',
  geolocation: { ...ROCKFORD, accuracy: 10 },
  permissions: ['geolocation'],
});

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

function questionBox(page: Page) {
  return page.getByLabel('Su pregunta');
}

/** The assistant's answers, the greeting left out. */
function answers(page: Page) {
  return page
    .locator('li[data-role="assistant"]:not([data-greeting])')
    .getByRole('article', { name: 'Asistente de la Oficina Legal' });
}

/** Nothing wider than the phone: longer Spanish words must wrap, not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function ask(page: Page, question: string, count: number) {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await expect(answers(page)).toHaveCount(count, { timeout: 15_000 });
  return answers(page).nth(count - 1);
}

test('a question in Spanish gets a Spanish answer with its citations; a one-word one follows the app’s language', async ({
  page,
}) => {
  await verifyPhoneThroughSpanishUi(page);
  await page.goto('/law-office');
  await expect(page.getByRole('heading', { level: 1, name: 'Oficina legal' })).toBeVisible();

  const first = await ask(page, '¿Puedo grabar a la policía con audio en Illinois?', 1);
  // The direct answer first; the rest behind "Más".
  await expect(first).toContainText(
    'Puede grabar a la policía en Illinois abiertamente, nunca en secreto',
  );
  await expect(first).toContainText('es un estado de consentimiento de todas las partes');
  await expect(first).toContainText('Qué decir:');
  await expect(first.getByText('Más', { exact: true })).toBeVisible();
  await expect(first).toContainText('Esta es información legal, no asesoría legal.');
  // Citations are shown as they are, under the Spanish heading.
  await expect(first.getByRole('heading', { name: 'Fuentes' })).toBeVisible();
  await expect(first.getByTestId('citations')).toContainText('ACLU of Illinois v. Alvarez');
  await expect(first.getByTestId('citations')).toContainText('720 ILCS 5/14-1');

  // "Miranda?" has no Spanish words: the app's language (Accept-Language) decides.
  const second = await ask(page, 'Miranda?', 2);
  await expect(second).toContainText('solo antes del interrogatorio bajo custodia');
  await expect(second.getByTestId('citations')).toContainText('Miranda v. Arizona');

  // Its list item keeps a margin for the sticky header when scrolled to.
  await first.evaluate((answer) => answer.closest('li')?.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(500);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/law-office.png` });
});

test('without the service, the offline answer is in Spanish too', async ({ page }) => {
  await verifyPhoneThroughSpanishUi(page);
  await page.route('**/api/legal/chat', (route) => route.abort('connectionfailed'));
  await page.goto('/law-office');
  const answer = await ask(page, 'Me pararon manejando, ¿qué hago?', 1);
  await expectToast(page, 'Problema de conexión', { name: 'Mensajes recientes' });
  await expect(answer).toContainText('Si lo paran mientras maneja:');
  await expect(answer).toContainText('Pennsylvania v. Mimms');
  await expect(answer.getByTestId('citations').locator('li').first()).toBeVisible();
});

test('/state-laws in Spanish states the consent rule in Spanish, for the detected and a chosen state', async ({
  page,
}) => {
  await page.goto('/state-laws');
  await expect(page.getByText('Detectado por su ubicación: Illinois.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Guía de sus derechos en Illinois' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Illinois es un estado de consentimiento de todas las partes (llamadas telefónicas: consentimiento de todas las partes; en persona: consentimiento de todas las partes)',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Grabar a la policía en Illinois' }),
  ).toBeVisible();
  await expect(page.getByText('Puntos clave').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/state-laws.png` });
  await page.screenshot({ path: `${SHOTS}/state-laws-full.png`, fullPage: true });

  await page.getByLabel('Estado').selectOption('TX');
  await expect(page.getByText('Mostrando la guía de Texas.')).toBeVisible();
  await expect(
    page.getByText('Texas es un estado de consentimiento de una de las partes', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/Turner v\. Lieutenant Driver/).first()).toBeVisible();
});

test('/constitutional-rights in Spanish, and the guide follows a switch to English', async ({
  page,
}) => {
  await page.goto('/constitutional-rights');
  for (const heading of [
    'Cuarta Enmienda: registros e incautaciones',
    'Quinta Enmienda: el derecho a permanecer en silencio',
    'Primera Enmienda: expresión, prensa y grabación',
    'Decimocuarta Enmienda: debido proceso e igual protección',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Qué decir').first()).toBeVisible();
  await page.getByRole('button', { name: /Quinta Enmienda/ }).click();
  await expect(
    page.getByText('“Estoy ejerciendo mi derecho a permanecer en silencio.”').first(),
  ).toBeVisible();
  await expect(page.getByText('U.S. Const. amend. IV').first()).toBeVisible();
  await expect(page.getByText('Información legal, no asesoría legal')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/constitutional-rights.png` });
  await page.screenshot({ path: `${SHOTS}/constitutional-rights-full.png`, fullPage: true });

  await page.getByRole('button', { name: /^EN\b/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Fourth Amendment: searches and seizures' }),
  ).toBeVisible();
});
