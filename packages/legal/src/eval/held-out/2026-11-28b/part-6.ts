import type { EvalCase } from '../../eval-case';
import { NOT_COVERED, REFERRAL } from './shared';

/** English, out of scope: no police or immigration encounter. */
export const PART_6: EvalCase[] = [
  {
    id: 'hod-en-oos-custody-visits',
    question: {
      message:
        "My ex won't let me see our kids this weekend even though we have a court custody schedule in Knoxville. What do I do?",
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-en-oos-eviction-notice',
    question: {
      message:
        'My landlord in Columbus, Ohio gave me a 3-day notice to leave because rent is late. Can he change the locks on me?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-en-oos-property-tax',
    question: {
      message:
        'How do I appeal my property tax assessment in Travis County? The appraisal went up 40% this year.',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-en-oos-overtime',
    question: {
      message:
        "My boss in Chicago doesn't pay me overtime, says I'm 'salaried'. I make $38k a year and work 55 hours. Is that legal?",
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-en-oos-repo',
    question: {
      message:
        'My car got repossessed in Atlanta overnight and I was only one payment behind. Can the lender do that without warning?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-en-oos-student-loans',
    question: {
      message:
        'Can I get my federal student loans forgiven if I work for a nonprofit? How many payments do I need?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
];
