import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';

/**
 * Recording police, everywhere in the US. Each state's consent rule and its circuit's rulings
 * come from `state-recording.ts` (the RCFP and circuit data), not from here.
 */
export const RECORDING_RULES: LegalRule[] = [
  {
    id: 'recording-right-to-record-police',
    topic: 'recording',
    title: 'You may record police doing their jobs in public',
    text: 'Every federal appeals court in our data that has ruled on it recognizes a First Amendment right to record police officers carrying out their duties in public. The Supreme Court has not decided the question, and the right is subject to reasonable time, place and manner limits.',
    sayThis: ['I am recording for my own safety. I will not interfere.'],
    keywords: ['record', 'recording', 'film', 'filming', 'video', 'camera', 'livestream', 'tape'],
    sources: [
      CONSTITUTION.first,
      CASES.glik,
      CASES.fields,
      CASES.turner,
      CASES.irizarry,
      CASES.smithCumming,
    ],
  },
  {
    id: 'recording-reasonable-limits',
    topic: 'recording',
    title: 'Record from a distance and follow orders to step back',
    text: 'The right to record does not include physically interfering. Officers may give reasonable orders, such as to step back; obey them and keep recording from where you are told to stand.',
    sayThis: ['Officer, I will step back. I am going to keep recording from here.'],
    keywords: ['distance', 'step back', 'how close', 'interfere', 'order', 'move back'],
    sources: [CASES.turner, CASES.smithCumming, CASES.gericke],
  },
  {
    id: 'recording-openly-no-privacy-on-duty',
    topic: 'recording',
    title: 'Record openly: police on duty in public have no privacy in what they say',
    text: 'Many state eavesdropping laws protect only conversations where people reasonably expect privacy, and officers doing their jobs in public generally do not have that expectation, so openly recording them is generally lawful. Hidden or secret audio recording is where state consent laws bite, especially in all-party states: hold your phone where it can be seen.',
    keywords: ['audio', 'secret', 'hidden', 'eavesdropping', 'wiretap', 'consent', 'privacy'],
    sources: [CASES.alvarez, CASES.glik],
  },
];
