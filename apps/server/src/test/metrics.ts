import type { App } from '../app';

export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

/** GET /metrics with the test token, expecting 200; the Prometheus text. */
export async function scrape(app: App): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  if (response.statusCode !== 200) throw new Error(`metrics: ${response.statusCode}`);
  return response.body;
}

/**
 * The value of one sample, `name` with exactly these labels (in any order), or null when the
 * text has no such sample. Enough of the text format (0.0.4) for tests: one sample per line.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null || match[1] !== name) continue;
    const found = (match[2] ?? '')
      .split(/,(?=\w+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (found === wanted) return Number(match[3]);
  }
  return null;
}
