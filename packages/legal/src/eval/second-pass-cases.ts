import type { EvalCase } from './eval-case';

/**
 * Issue 25, second pass: questions written from the statutes and opinions cited beside each
 * case (checked with the search tool on 2026-11-26), not from the engine's output.
 */
export const SECOND_PASS_CASES: EvalCase[] = [
  {
    id: 'officer-name-california',
    state: 'CA',
    question: { message: 'Do police have to tell me their name in California?' },
    // Cal. Penal Code § 830.10 (uniformed officers); § 13654, SB 805 (officers not in uniform).
    mustContain: ['830.10', '13654', /badge/],
    mustNotContain: [/lying is not/i, /Staying silent is your right/],
  },
  {
    id: 'officer-name-texas',
    state: 'TX',
    question: { message: 'Do police have to tell me their name in Texas?' },
    mustContain: [/badge number/],
    mustNotContain: [/lying is not/i],
    mustNotCite: [/Cal\. Penal Code/],
  },
  {
    id: 'es-officer-badge-california',
    state: 'CA',
    language: 'es',
    question: { message: '¿La policía tiene que darme su número de placa en California?' },
    mustContain: ['830.10', '13654', /número de placa/],
  },
  {
    id: 'ice-masks-los-angeles',
    state: 'CA',
    question: { message: 'Can ICE agents wear masks in Los Angeles?' },
    // United States v. California (C.D. Cal. Feb. 9, 2026): SB 627's mask ban enjoined as to
    // federal officers; 9th Cir. No. 26-926 (Feb. 19, 2026): SB 805 too, pending appeal.
    mustContain: ['SB 627', 'United States v. California', /federal/],
    mustNotContain: [/ICE agents (must|have to) (remove|take off)/i],
  },
  {
    id: 'stop-for-looking-hispanic',
    question: { message: 'Can police stop me because I look Hispanic?' },
    // Whren v. United States, 517 U.S. 806 (1996); United States v. Brignoni-Ponce, 422 U.S.
    // 873 (1975): apparent ancestry may be one factor in an immigration stop, never enough alone.
    mustContain: ['Fourteenth Amendment', 'Brignoni-Ponce', /one factor/],
  },
  {
    id: 'es-stop-for-looking-latino',
    language: 'es',
    question: { message: '¿Me puede parar la policía porque me veo latino?' },
    mustContain: ['Decimocuarta Enmienda', 'Brignoni-Ponce'],
  },
];
