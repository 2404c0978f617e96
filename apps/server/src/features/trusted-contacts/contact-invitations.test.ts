import { CONTACT_INVITATIONS_PER_DAY } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboxOf, putCircle } from '../../test/contacts';
import { createTestApp } from '../../test/create-test-app';
import { randomPhone, startVerifiedSession } from '../../test/phone-sessions';
import { putPins } from '../../test/pins';
import { describeApi } from '../../test/test-database';

/**
 * A confirmation link is a text to a stranger under Red Zone's name: one verified number, by
 * saving its circle again and again with new numbers, could text hundreds a minute (the second
 * red team). New numbers are counted per identity and day, whichever PIN saved them.
 */
describeApi('confirmation links a circle may send', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it(`texts at most ${CONTACT_INVITATIONS_PER_DAY} new numbers a day, then refuses the circle whole; the duress PIN is counted the same`, async () => {
    const answers = [];
    for (const pin of ['1357', '2468']) {
      const owner = await startVerifiedSession(app);
      await putPins(app, owner, { pins: { stop: '2468', duress: '1357' } });
      const statuses: number[] = [];
      let last;
      for (let round = 0; round < CONTACT_INVITATIONS_PER_DAY / 4 + 1; round += 1) {
        const phones = Array.from({ length: 4 }, () => randomPhone().e164);
        last = { phones, answer: await putCircle(app, owner, phones, pin) };
        statuses.push(last.answer.statusCode);
      }
      expect(last?.answer.json()).toMatchObject({ code: 'contacts_rate_limited' });
      for (const phone of last?.phones ?? []) expect(await outboxOf(app, phone)).toEqual([]);
      answers.push(statuses);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.at(-1)).toBe(429);
  });
});
