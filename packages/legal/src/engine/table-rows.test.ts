import { describe, expect, it } from 'vitest';
import { STOP_AND_IDENTIFY } from '../generated/stop-and-identify';
import { answerLegalQuestion } from './compose';

/**
 * Rows an outside audit found wrong, asked in words of our own (none of these is in
 * the development set). Sources: State v. Aloi, 280 Conn. 824 (2007); State v. Friend, 237 N.C.
 * App. 490 (2014); Tennessee HB 55 (2025) as enacted; apps/server/data/README.md.
 */
const row = (code: string) => STOP_AND_IDENTIFY.find((entry) => entry.code === code);
const cited = (message: string) =>
  answerLegalQuestion({ message })
    .citations.map((source) => source.citation)
    .join(' | ');

describe('stop-and-identify rows corrected from primary sources', () => {
  it('no longer says Connecticut has nothing: refusing in a lawful stop was upheld as interfering', () => {
    expect(row('CT')).toMatchObject({ duty: 'interfering', isVerified: true });
    const answer = answerLegalQuestion({
      message: 'A New Haven officer stopped me and wants ID. Can I just refuse?',
    });
    expect(answer.states).toEqual(['CT']);
    expect(answer.summary).toMatch(/^If you are lawfully detained in Connecticut, give your name/);
    expect(cited('Must I give Hartford police my name?')).toMatch(/53a-167a.*State v\. Aloi/);
  });

  it('gives North Carolina § 14-223 and State v. Friend, also to a passenger', () => {
    expect(row('NC')).toMatchObject({ duty: 'interfering', isVerified: true });
    const answer = answerLegalQuestion({
      message: 'Raleigh police want my name while I stand outside a store. Do I have to?',
    });
    expect(answer.summary).toMatch(/give your name/);
    expect(answer.response).toMatch(/resisting, delaying or obstructing/);
    expect(cited('Is refusing to give my name a crime in North Carolina?')).toMatch(
      /14-223.*State v\. Friend/,
    );
    // Friend was a passenger: a passenger's ID question gets the passenger rule, then the row.
    const passenger = answerLegalQuestion({
      message: 'I was a passenger in Durham and the officer asked for my ID',
    });
    expect(passenger.summary).toMatch(/^An officer may ask a passenger for ID/);
    expect(passenger.response).toMatch(/State v\. Friend/);
  });

  it('says Tennessee punishes a false name and that a refusal offense was not verified', () => {
    expect(row('TN')).toMatchObject({ duty: 'false-name', isVerified: false });
    const answer = answerLegalQuestion({
      message: 'Knoxville police detained me. Is it illegal to refuse my name?',
    });
    expect(answer.summary).toMatch(/false name/);
    expect(answer.summary).toMatch(/could not verify/);
    expect(answer.response).not.toMatch(/^No\b/);
    const es = answerLegalQuestion({ message: '¿Es delito no decir mi nombre en Chattanooga?' });
    expect(es.summary).toMatch(/nombre falso/);
    expect(es.summary).toMatch(/no pudimos verificarlo/);
  });

  it('keeps Missouri and North Dakota marked unverified in the answer itself', () => {
    for (const code of ['MO', 'ND']) expect(row(code)?.isVerified, code).toBe(false);
    for (const message of [
      'Must I tell Kansas City, Missouri police my name?',
      'Must I tell North Dakota troopers my name?',
    ]) {
      expect(answerLegalQuestion({ message }).summary, message).toMatch(/have not checked/);
    }
  });
});
