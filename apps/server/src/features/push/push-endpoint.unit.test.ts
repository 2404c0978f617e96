import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoint';

const production = { allowLocalhost: false };

describe('push endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGdy',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts a known push service on 443: %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBeNull();
  });

  it.each([
    'https://localhost/wpush/1',
    'http://127.0.0.1:9/wpush/1',
    'https://[::1]/wpush/1',
    'https://internal.example:8443/wpush/1',
    'https://fcm.googleapis.com:8080/fcm/send/abc',
    'https://notfcm.googleapis.com.example/x',
  ])('refuses in production: %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).not.toBeNull();
  });

  it('accepts localhost on any port outside production, for a stand-in push service', () => {
    expect(pushEndpointProblem('http://127.0.0.1:9/wpush/1', { allowLocalhost: true })).toBeNull();
    expect(pushEndpointProblem('http://localhost:8080/w', { allowLocalhost: true })).toBeNull();
    expect(pushEndpointProblem('https://10.0.0.7/w', { allowLocalhost: true })).not.toBeNull();
  });
});
