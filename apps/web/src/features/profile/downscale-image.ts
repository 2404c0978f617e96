/** The stored avatar's longest side: enough for a sharp 96 px avatar on a 3x screen. */
const AVATAR_MAX_SIDE_PX = 288;
const AVATAR_JPEG_QUALITY = 0.85;

/**
 * A photo from the camera can be tens of megabytes; local storage holds a few. The avatar is kept
 * as a small JPEG data URL instead of the raw file.
 */
export async function downscaleImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, AVATAR_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', AVATAR_JPEG_QUALITY);
}
