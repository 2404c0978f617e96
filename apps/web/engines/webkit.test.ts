import { describeJourney } from './engine-suite';
import { openWebKitPhone } from './webkit-phone';

describeJourney('WebKit (WebKitGTK MiniBrowser)', openWebKitPhone, {
  container: /mp4/,
  streams: { video: 'h264', audio: 'aac' },
  cameras: 2,
});
