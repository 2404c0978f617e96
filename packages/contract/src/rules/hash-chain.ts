/**
 * The evidence hash chain (DESIGN.md "Recording and evidence"), computed the same way by the
 * recorder and the server so either can check the other: the chain starts from SHA-256 of
 * "redzone-recording:<recording id>" and each chunk moves it to SHA-256(previous chain bytes ||
 * chunk's SHA-256 bytes). Changing, dropping or reordering any chunk changes the final hash.
 * Web Crypto, so it runs unchanged in browsers and Node.js.
 */
const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function sha256Hex(data: Uint8Array): Promise<string> {
  // Web Crypto's types want an ArrayBuffer-backed view; Node's Buffer may sit on a shared one.
  const view =
    data.buffer instanceof ArrayBuffer ? (data as Uint8Array<ArrayBuffer>) : new Uint8Array(data);
  return toHex(await crypto.subtle.digest('SHA-256', view));
}

export function chainGenesis(recordingId: string): Promise<string> {
  return sha256Hex(encoder.encode(`redzone-recording:${recordingId}`));
}

export function chainNext(previousChainHex: string, chunkSha256Hex: string): Promise<string> {
  const joined = new Uint8Array(64);
  joined.set(fromHex(previousChainHex), 0);
  joined.set(fromHex(chunkSha256Hex), 32);
  return sha256Hex(joined);
}
