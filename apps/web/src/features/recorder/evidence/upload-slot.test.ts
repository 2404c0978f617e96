import { describe, expect, it } from 'vitest';
import { UploadSlot } from './upload-slot';

describe('UploadSlot', () => {
  it('lets one upload at a time, the lowest priority number first, then in asking order', async () => {
    const slot = new UploadSlot();
    const order: string[] = [];
    const first = await slot.take(2);
    const waiting = [
      slot.take(2).then((done) => ({ name: 'full-b', done })),
      slot.take(1).then((done) => ({ name: 'back-evidence', done })),
      slot.take(0).then((done) => ({ name: 'front-evidence', done })),
      slot.take(2).then((done) => ({ name: 'full-c', done })),
    ];
    for (const turn of waiting) {
      void turn.then(({ name, done }) => {
        order.push(name);
        done();
      });
    }
    first();
    await Promise.all(waiting);
    expect(order).toEqual(['front-evidence', 'back-evidence', 'full-b', 'full-c']);
  });

  it('goes at once when nobody holds it, and a double release changes nothing', async () => {
    const slot = new UploadSlot();
    const done = await slot.take(5);
    done();
    done();
    const again = await slot.take(0);
    again();
  });
});
