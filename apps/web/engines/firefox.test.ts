import { describeJourney } from './engine-suite';
import { openFirefoxPhone } from './firefox-phone';

describeJourney('Firefox ESR', openFirefoxPhone, {
  container: /webm/,
  streams: { video: 'vp8', audio: 'opus' },
  // Firefox's fake media offers one camera: the app records the front one alone.
  cameras: 1,
  mimeType: 'video/webm',
  push: { enabled: true, says: '' },
  // A desktop browser without an install prompt (Firefox has none).
  installBanner: false,
  capabilities: {
    mp4: false,
    webm: true,
    recordsVideo: true,
    recordsSound: true,
    cameras: 1,
    push: true,
    backgroundSync: false,
    installPrompt: false,
    speechSynthesis: true,
    speechRecognition: false,
    serviceWorker: true,
    wakeLock: true,
    storesBlobs: true,
  },
});
