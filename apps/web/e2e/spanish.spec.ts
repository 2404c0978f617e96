import { expect, test } from './test';
import { closeRecorder, readCodeFromOutbox, uniquePhone } from './helpers';

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
  await expect(a.page.getByText('Alerta Red Zone enviada', { exact: true })).toBeVisible();
  await closeRecorder(a.page, {
    dialogName: 'Grabadora de emergencia',
    closeName: 'Ocultar la grabadora (sigue grabando)',
  });
  await expect(a.page.getByRole('heading', { name: 'Grabación activa' })).toBeVisible();

  const modal = b.page.getByRole('dialog', { name: 'ALERTA RED ZONE' });
  await expect(modal).toBeVisible({ timeout: 5000 });
  await expect(modal.getByRole('button', { name: 'Responder' })).toBeVisible();
  await b.page.screenshot({ path: test.info().outputPath('urgent-es-390x844.png') });
  await modal.getByRole('button', { name: 'Descartar' }).click();
  await expect(b.page.getByText('Alerta descartada', { exact: true })).toBeVisible();

  await a.page.getByRole('button', { name: 'Terminar emergencia' }).click();
  await expect(a.page.getByText('Alerta de emergencia terminada', { exact: true })).toBeVisible();
  await a.context.close();
  await b.context.close();
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
