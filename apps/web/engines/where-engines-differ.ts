import { clickButton, mark, seeText, waitUntil } from './page-queries';
import type { Phone } from './phone';

/** Profile's push switch: whether it can be turned on, and what the app says when it cannot. */
export async function pushSwitch(phone: Phone): Promise<{ enabled: boolean; says: string }> {
  await phone.goto('/profile');
  return waitUntil(
    phone,
    "the push switch's state",
    `const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Push Notifications');
     const control = label && document.getElementById(label.htmlFor);
     if (!control || control.getAttribute('data-state') === null) return null;
     const item = label.closest('li');
     // Busy while it asks the browser whether a subscription exists.
     if (item.querySelector('.animate-spin')) return null;
     const status = item.querySelector('[role="status"]');
     return { enabled: !control.disabled, says: status ? status.textContent : '' };`,
    [],
    15_000,
  );
}

/** Without the Web Speech API's recognition, asking by voice says so and how else to ask. */
export async function voiceQuestionSaysUnsupported(phone: Phone): Promise<void> {
  await phone.goto('/law-office');
  await clickButton(phone, 'Ask by voice');
  await seeText(phone, 'Voice Chat Not Supported');
  await seeText(phone, 'Use Chrome, Safari, or Edge, or type your question.');
}

/**
 * Whether Home shows its install banner once its 3 s delay has passed: waits up to 10 s for it
 * when it is `expected`, otherwise 4 s, then looks.
 */
export async function showsInstallBanner(phone: Phone, expected: boolean): Promise<boolean> {
  await phone.goto('/');
  await mark(phone, 'button', /^Red Zone Alert/);
  const shown = `return document.getElementById('install-banner-title') !== null;`;
  if (expected) {
    return waitUntil<boolean>(phone, 'the install banner', shown, [], 10_000).catch(() => false);
  }
  await new Promise((wait) => setTimeout(wait, 4_000));
  return phone.run<boolean>(shown);
}
