import { type TimestampProvider, WebTimestampProvider } from '@trustnxt/c2pa-ts/rfc3161';

type TimestampRequest = Parameters<TimestampProvider['getSignedTimestamp']>[0];

/**
 * The deployment's time-stamping authorities (TSA_URL, decision 055) as the library's provider
 * of the signature's RFC 3161 countersignature (C2PA 2.1 §10.3.2.5): the first that answers
 * stamps it. One that fails is logged and the next is asked; when none answers the manifest is
 * signed without a time-stamp rather than not at all, as chain heads are (decision 100).
 */
export function manifestTimestamps(
  tsaUrls: string[],
  log: { warn: (detail: object, message: string) => void },
): TimestampProvider | undefined {
  if (tsaUrls.length === 0) return undefined;
  const providers = tsaUrls.map((url) => ({ url, provider: new WebTimestampProvider(url) }));
  return {
    async getSignedTimestamp(request: TimestampRequest) {
      for (const { url, provider } of providers) {
        try {
          const response = await provider.getSignedTimestamp(request);
          if (response !== undefined) return response;
          log.warn({ tsaUrl: url }, 'content credentials not timestamped: refused');
        } catch (error) {
          log.warn({ tsaUrl: url, err: error }, 'content credentials not timestamped');
        }
      }
      return undefined;
    },
  };
}
