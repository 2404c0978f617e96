/**
 * One chunk on the wire at a time, the most urgent first. Two uploads in parallel
 * share the uplink: on one bar of signal the back camera's evidence, or a full-quality chunk,
 * would slow the front camera's sound and picture. Taking turns, a lower `priority` number always
 * goes next.
 */
export class UploadSlot {
  private busy = false;
  private readonly waiting: { priority: number; order: number; grant: () => void }[] = [];
  private order = 0;

  /** Resolves when it is this caller's turn; call the returned function when done. */
  async take(priority: number): Promise<() => void> {
    if (this.busy || this.waiting.length > 0) {
      await new Promise<void>((grant) => {
        this.waiting.push({ priority, order: (this.order += 1), grant });
      });
    }
    this.busy = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy = false;
      this.next();
    };
  }

  private next(): void {
    if (this.busy || this.waiting.length === 0) return;
    // The most urgent first; among equals, whoever asked first.
    this.waiting.sort((a, b) => a.priority - b.priority || a.order - b.order);
    const turn = this.waiting.shift();
    if (turn === undefined) return;
    this.busy = true;
    turn.grant();
  }
}
