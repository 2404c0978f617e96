import { openChromiumPhone } from './chromium-phone';
import { describeJourney } from './engine-suite';

describeJourney('Chromium', openChromiumPhone, {
  container: /webm/,
  streams: { video: 'vp9', audio: 'opus' },
  cameras: 1,
  mimeType: 'video/webm',
  push: { enabled: true, says: '' },
  // Chromium fires beforeinstallprompt: the banner offers Install.
  installBanner: true,
  capabilities: {
    mp4: true,
    webm: true,
    recordsVideo: true,
    recordsSound: true,
    cameras: 1,
    push: true,
    backgroundSync: true,
    installPrompt: true,
    speechSynthesis: true,
    speechRecognition: true,
    serviceWorker: true,
    wakeLock: true,
    storesBlobs: true,
  },
});
