/**
 * Keeps the screen on while recording (Screen Wake Lock API, where the browser has it). The
 * lock is dropped when the page is hidden, so it is taken again when the page comes back.
 */
export function holdScreenAwake(): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let released = false;
  const acquire = () => {
    if (released || document.visibilityState !== 'visible') return;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        if (released) void lock.release();
        else sentinel = lock;
      })
      .catch(() => undefined); // Battery saver or a policy may refuse: recording goes on.
  };
  acquire();
  document.addEventListener('visibilitychange', acquire);
  return () => {
    released = true;
    document.removeEventListener('visibilitychange', acquire);
    void sentinel?.release();
  };
}
