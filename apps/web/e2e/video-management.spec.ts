import { expectToast } from './helpers';
import { expect, test } from './test';
import { E2E_ADMIN_TOKEN } from './e2e-settings';

/** A small "MP4" (an ftyp box, then filler) of three 256 KB chunks. */
function fakeMp4(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
  return bytes;
}

test.describe('/video-management', () => {
  test('refuses a file that is not a video', async ({ page }) => {
    await page.goto('/video-management');
    await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible();
    await page.getByLabel('Video file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await expectToast(page, 'Invalid file type');
    await expectToast(page, 'Please select a video file');
  });

  test('says which token is wrong, then uploads with progress and goes home', async ({ page }) => {
    await page.goto('/video-management');
    const file = { name: 'Intro clip.mp4', mimeType: 'video/mp4', buffer: fakeMp4(600 * 1024) };
    await page.getByLabel('Video file').setInputFiles(file);
    await page.getByLabel('Admin token').fill('wrong-token-wrong-token-wrong');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expectToast(page, 'Stream upload failed');
    await expect(page.getByText(/The admin token is missing or wrong/).first()).toBeVisible();

    await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expectToast(page, 'Streaming upload successful!');
    await expect(page.getByText('100.0% ·', { exact: false })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    const homepage = await page.request.get('/api/homepage-video');
    const body = (await homepage.json()) as { videoPath: string | null };
    expect(body.videoPath).toMatch(/^\/media\/videos\/stream_\d+_Intro_clip\.mp4$/);
    const video = await page.request.get(body.videoPath ?? '');
    expect((await video.body()).length).toBe(600 * 1024);
  });
});
