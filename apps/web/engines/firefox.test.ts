import { describeJourney } from './engine-suite';
import { openFirefoxPhone } from './firefox-phone';

describeJourney('Firefox ESR', openFirefoxPhone, {
  container: /webm/,
  streams: { video: 'vp8', audio: 'opus' },
  // Firefox's fake media offers one camera.
  cameras: 1,
});
