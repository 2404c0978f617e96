import { describeJourney } from './engine-suite';
import { openWebKitPhone } from './webkit-phone';

describeJourney('WebKit (WebKitGTK MiniBrowser)', openWebKitPhone, {
  container: /mp4/,
  streams: { video: 'h264', audio: 'aac' },
  // WebKit's mock devices are two cameras: the app records both.
  cameras: 2,
  mimeType: 'video/mp4',
  push: {
    enabled: false,
    says: 'This browser cannot receive push alerts. Keep Red Zone open to hear of alerts, or use Chrome, Edge, Firefox or Safari.',
  },
  installBanner: false,
  iphone: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    push: {
      enabled: false,
      says: 'On iPhone and iPad, alerts can reach you when the app is closed only once Red Zone is on your Home Screen: tap Share, then Add to Home Screen, and open Red Zone from there.',
    },
    installBanner: true,
  },
  capabilities: {
    mp4: true,
    webm: false,
    // WebKitGTK 2.50 on Debian 12's GStreamer 1.22 cannot encode camera video (it wants
    // `autovideoflip`, GStreamer 1.24, and `isofmp4mux`, gst-plugins-rs); sound alone records.
    recordsVideo: false,
    recordsSound: true,
    cameras: 2,
    push: false,
    backgroundSync: false,
    installPrompt: false,
    speechSynthesis: true,
    speechRecognition: false,
    serviceWorker: true,
    wakeLock: true,
    // WebKitWebDriver's sessions are ephemeral (the kind private browsing uses): there
    // IndexedDB refuses Blobs.
    storesBlobs: false,
  },
  recordingUnavailable:
    "WebKitGTK on Debian 12 records no camera video: GStreamer 1.22 lacks the elements WebKit's MediaRecorder needs",
});
