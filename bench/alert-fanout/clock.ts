/**
 * Milliseconds on the machine's monotonic clock (CLOCK_MONOTONIC through libuv), the same in
 * every process: an alert's POST starts in the benchmark's process and its frames are read in
 * the load generators', so performance.now(), which counts from each process's start, would not
 * compare.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
