import { expect, test } from './test';
import { phoneAt } from './helpers';

/**
 * Safari opens a declarative alert notification's address itself when it is tapped: no service
 * worker hears the tap. The address names the alert, and the Alerts page says it was seen, as the
 * worker does for other browsers; the name leaves the address so a reload says nothing again.
 */
const CASPER = { latitude: 42.8666, longitude: -106.3131 };
const ALERT_ID = '6f1c2d4e-0000-4000-8000-00000000abcd';

test('a tapped declarative notification opens the Alerts page, which says the alert was seen', async ({
  browser,
}) => {
  const context = await phoneAt(browser, CASPER);
  const page = await context.newPage();
  const acknowledged: string[] = [];
  await page.route('**/api/alerts/*/acknowledge', async (route) => {
    acknowledged.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 204 });
  });

  await page.goto(`/alerts?seen=${ALERT_ID}`);
  await expect(page.getByRole('heading', { name: 'Active Alerts', level: 1 })).toBeVisible();
  await expect.poll(() => acknowledged).toEqual([`/api/alerts/${ALERT_ID}/acknowledge`]);
  await expect(page).toHaveURL(/\/alerts$/);

  // A reload of the page it left says nothing more; a made-up name is never sent on.
  await page.reload();
  await page.goto('/alerts?seen=..%2F..%2Fapi%2Fme');
  await expect(page).toHaveURL(/\/alerts$/);
  await page.waitForTimeout(500);
  expect(acknowledged).toHaveLength(1);
  await context.close();
});
