import { expect, test } from './test';
import {
  closeRecorder,
  holdAlertButton,
  readCodeFromOutbox,
  uniquePhone,
  verifyPhoneThroughSpanishUi,
  verifyPhoneThroughUi,
  expectToast,
} from './helpers';

/** The toaster's log of recent messages, in Spanish: a toast's words stay there after it closes. */
const RECENT = 'Mensajes recientes';
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
const METERS_PER_DEGREE_LATITUDE = 111_320;

test.use({ locale: 'es-MX' });

test('a Spanish browser gets the Home page, navigation and alert button in Spanish', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Alertas' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Alerta Red Zone/ })).toContainText(
    'Mantenga presionado 3 segundos',
  );
  await page.screenshot({ path: test.info().outputPath('home-es-390x844.png') });
});

test('the alert journey speaks Spanish: toasts and the urgent modal', async ({ browser }) => {
  async function person(offsetMeters: number) {
    const context = await browser.newContext({
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
      geolocation: {
        latitude: HOUSTON.latitude + offsetMeters / METERS_PER_DEGREE_LATITUDE,
        longitude: HOUSTON.longitude,
      },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const phone = uniquePhone();
    await page.goto('/verify-phone');
    await page.getByLabel('Número de teléfono').fill(phone);
    await page.getByRole('button', { name: 'Enviar código de verificación' }).click();
    await expect(page.getByText('¡SMS enviado!', { exact: false })).toBeVisible();
    await page.getByLabel('Código de verificación').fill(await readCodeFromOutbox(page, phone));
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await expect(page.getByText('¡Teléfono verificado!')).toBeVisible();
    return { context, page };
  }
  const a = await person(0);
  const b = await person(50);
  const reported = b.page.waitForResponse(
    (r) => r.url().endsWith('/api/observer/location') && r.ok(),
  );
  await b.page.goto('/alerts');
  await reported;

  await a.page.goto('/');
  const button = a.page.getByRole('button', { name: /Alerta Red Zone/ });
  const box = await button.boundingBox();
  if (!box) throw new Error('alert button not on screen');
  await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await a.page.mouse.down();
  // While held the button's name is its countdown, so it is found by its hint's id.
  await expect(a.page.locator('button[aria-describedby="alert-button-hint"]')).toContainText(
    'MANTENGA PARA ALERTAR',
  );
  await a.page.waitForTimeout(3300);
  await a.page.mouse.up();
  await expectToast(a.page, 'Alerta Red Zone enviada', { name: RECENT });
  await a.page.screenshot({ path: test.info().outputPath('recorder-es-390x844.png') });
  await closeRecorder(a.page, {
    dialogName: 'Grabadora de emergencia',
    closeName: 'Ocultar la grabadora (sigue grabando)',
  });
  await expect(a.page.getByRole('heading', { name: 'Grabación activa' })).toBeVisible();

  const modal = b.page.getByRole('dialog', { name: 'ALERTA RED ZONE' });
  await expect(modal).toBeVisible({ timeout: 5000 });
  await expect(modal.getByRole('button', { name: 'Responder' })).toBeVisible();
  // One count, of what happened: nobody has answered yet, so this observer would be the first.
  await expect(
    modal.getByText('Todavía nadie va en camino: usted sería la primera persona'),
  ).toBeVisible();
  await b.page.screenshot({ path: test.info().outputPath('urgent-es-390x844.png') });
  await modal.getByRole('button', { name: 'Descartar' }).click();
  await expectToast(b.page, 'Alerta descartada', { name: RECENT });

  await a.page.getByRole('button', { name: 'Terminar emergencia' }).click();
  await expectToast(a.page, 'Alerta de emergencia terminada', { name: RECENT });
  await a.context.close();
  await b.context.close();
});

test("a Spanish observer reads an English sender's stock alert in Spanish, and the verified tier in Spanish", async ({
  browser,
}) => {
  const north = 3000 / METERS_PER_DEGREE_LATITUDE;
  const at = { latitude: HOUSTON.latitude + north, longitude: HOUSTON.longitude };
  const observerContext = await browser.newContext({
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    geolocation: { ...at, latitude: at.latitude + 40 / METERS_PER_DEGREE_LATITUDE },
    permissions: ['geolocation'],
  });
  const observer = await observerContext.newPage();
  await verifyPhoneThroughSpanishUi(observer);
  await observer.goto('/profile');
  await expect(
    observer.getByText('Nivel de verificación: número de teléfono').first(),
  ).toBeVisible();
  const reported = observer.waitForResponse(
    (r) => r.url().endsWith('/api/observer/location') && r.ok(),
  );
  await observer.goto('/alerts');
  await reported;

  const senderContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    geolocation: at,
    permissions: ['geolocation'],
  });
  const sender = await senderContext.newPage();
  await verifyPhoneThroughUi(sender);
  await sender.goto('/');
  await holdAlertButton(sender, 3300);
  await expectToast(sender, 'Red Zone Alert Sent');

  const modal = observer.getByRole('dialog', { name: 'ALERTA RED ZONE' });
  await expect(modal).toBeVisible({ timeout: 5000 });
  await expect(
    modal.getByText('Emergencia: encuentro con la policía en curso. Grabando.'),
  ).toBeVisible();
  await expect(modal.getByText('Emergency: police encounter in progress. Recording.')).toHaveCount(
    0,
  );
  await observerContext.close();
  await senderContext.close();
});

test('the language can be switched in Profile too, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/profile');
  const select = page.getByLabel('Idioma');
  await expect(select).toHaveValue('es');
  await select.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('en');
});
