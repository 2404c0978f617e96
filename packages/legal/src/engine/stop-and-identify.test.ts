import { describe, expect, it } from 'vitest';
import { stopAndIdentifyRows } from '../../scripts/state-data.mjs';
import { RECORDING_CONSENT } from '../generated/recording-consent';
import { STOP_AND_IDENTIFY } from '../generated/stop-and-identify';
import { answerLegalQuestion } from './compose';
import { stopAndIdentifyPassage } from '../stop-and-identify';

const citations = (message: string) =>
  answerLegalQuestion({ message }).citations.map((source) => source.citation);

describe('stop-and-identify table', () => {
  it('is generated from the current CSV, one dated row for each state and DC', () => {
    expect(STOP_AND_IDENTIFY).toEqual(stopAndIdentifyRows());
    const codes = STOP_AND_IDENTIFY.map((row) => row.code);
    expect(new Set(codes)).toEqual(new Set(RECORDING_CONSENT.map((row) => row.code)));
    expect(codes).toHaveLength(51);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of STOP_AND_IDENTIFY) {
      expect(row.checked, row.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.checked <= today, row.code).toBe(true);
      const citesLaw = !['none-found', 'listed-unverified'].includes(row.duty);
      expect(row.statutes !== undefined, row.code).toBe(citesLaw || row.code === 'CA');
      expect(row.detail === undefined, row.code).toBe(row.detailEs === undefined);
    }
  });

  it('says so in every answer from a row nobody verified, and then advises giving a name', () => {
    for (const row of STOP_AND_IDENTIFY.filter((r) => !r.isVerified)) {
      const en = stopAndIdentifyPassage(row.code, 'en')?.text ?? '';
      const es = stopAndIdentifyPassage(row.code, 'es')?.text ?? '';
      expect(en, row.code).toMatch(/not verified|have not (verified|checked)|could not verify/);
      expect(en, row.code).toMatch(/give your (true )?name|giving your name/);
      expect(es, row.code).toMatch(/no (lo hemos verificado|pudimos verificar)/i);
    }
  });

  it('tells nobody they may keep their name except where a verified row says so', () => {
    const mayRefuse = /^No\b/;
    for (const row of STOP_AND_IDENTIFY) {
      const text = stopAndIdentifyPassage(row.code, 'en')?.text ?? '';
      if (mayRefuse.test(text)) {
        expect(row.isVerified, row.code).toBe(true);
        expect(['none-found', 'after-arrest']).toContain(row.duty);
      }
      expect(text, row.code).not.toMatch(/you (may|can) (refuse|give a false)/i);
    }
  });

  it('answers with the asked state’s own statute, and only that state’s', () => {
    expect(citations('Do I have to give my name to police in Ohio?')).toContain(
      'Ohio Rev. Code § 2921.29',
    );
    const ohio = citations('Do I have to give my name to police in Ohio?').join(' | ');
    expect(ohio).not.toMatch(/Tex\. Penal Code|Nev\. Rev\. Stat\./);
    const phoenix = answerLegalQuestion({
      message: 'Do I have to tell police my name in Phoenix?',
    });
    expect(phoenix.summary).toMatch(/^Yes, if you are lawfully detained: in Arizona/);
    expect(phoenix.citations.map((c) => c.citation).join(' | ')).not.toMatch(/Nev\. Rev\. Stat\./);
  });

  it('leaves a driver’s license question to the traffic-stop rules', () => {
    const answer = answerLegalQuestion({
      message: 'Do I have to show ID if I get pulled over driving in California?',
    });
    expect(answer.summary).not.toMatch(/^No: in California you do not have to carry/);
    expect(answer.summary).toMatch(/license/);
  });
});

describe('citing only what applies', () => {
  const questions = (name: string) => [
    `Can I record police in ${name}?`,
    `Do I have to give my name to police in ${name}?`,
    `How close can I stand to police in ${name}?`,
    `¿Tengo que darle mi nombre a la policía en ${name}?`,
  ];

  it('never cites another state’s statute, for any state and DC', () => {
    for (const row of STOP_AND_IDENTIFY) {
      for (const message of questions(row.name)) {
        const answer = answerLegalQuestion({ message });
        expect(answer.states, message).toEqual([row.code]);
        for (const source of answer.citations) {
          const others = (source.states ?? [row.code]).filter((code) => code !== row.code);
          expect(others, `${message}: ${source.citation}`).toEqual([]);
        }
      }
    }
  });
});
