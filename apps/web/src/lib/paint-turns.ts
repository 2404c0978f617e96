let lastTurn: Promise<void> = Promise.resolve();

/** Resolves after the browser has painted the next frame, or soon if it paints none (a hidden tab). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves after the next paint, in a task of its own, once every turn asked for before it has
 * had its own: work queued this way runs one piece per frame, in order, after what is on screen
 * has been painted. At a phone's speed, starting the whole app in one go held the main thread for
 * a few hundred milliseconds, in which the alert button could not answer a tap.
 */
export function afterPaint(): Promise<void> {
  const turn = lastTurn.then(afterNextPaint);
  lastTurn = turn;
  return turn;
}
