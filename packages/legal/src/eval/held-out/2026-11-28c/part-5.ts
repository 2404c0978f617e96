import type { EvalCase } from '../../eval-case';
import { NO_ASK_STATUS_EN, SILENT_EN } from './shared';

/** English: body cameras (cont.), complaints and civilian oversight, press at protests, WA. */
export const PART_5: EvalCase[] = [
  // source: Tex. Occ. Code § 1701.661 — https://lawserver.com/law/state/texas/tx-codes/texas_occupations_code_1701-661
  // (a written request must give the date and approximate time, the specific location, and the name
  // of one or more persons known to be a subject of the recording).
  {
    id: 'hoc-en-tx-houston-bodycam-request',
    state: 'TX',
    question: {
      message:
        'houston pd arrested my son at a traffic stop on westheimer last week. how do i ask for the body cam video, what do i need to put in the request?',
    },
    mustContain: [
      /date/i,
      /(?:approximate )?time/i,
      /location|where/i,
      /name/i,
      /written|in writing/i,
    ],
    mustNotCite: [/132-1\.4A/, /45-254/],
  },
  // source: Colorado SB 20-217 / HB 21-1250 — https://coloradofoic.org/how-the-police-reform-bill-enhances-public-access-to-body-cam-and-dash-cam-footage-in-colorado/
  // and https://www.brushnewstribune.com/2021/07/07/colorado-body-camera-police-law/ (unedited
  // recordings of an incident with a complaint of misconduct must be released within 21 days of the
  // complaint; up to 45 days if release would jeopardize an active investigation).
  {
    id: 'hoc-en-co-fortcollins-bodycam-21',
    state: 'CO',
    question: {
      message:
        'fort collins. i filed a complaint about an officer shoving me at a concert. how long do they have to release the body cam? can they sit on it forever?',
    },
    mustContain: [/21 days|twenty-one days/i],
    mustNotCite: [/1701\.661/, /132-1\.4A/],
  },
  // source: Colorado SB 20-217 / HB 21-1250 — https://www.cliftonblacklaw.com/news/body-cam-law-changes/
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-en-co-pueblo-followup-bodycam',
    state: 'CO',
    question: {
      message: 'if i make a complaint how fast do they have to give out the body cam video?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'im in pueblo colorado, an officer was really rough with my brother during an arrest',
        },
        {
          role: 'assistant',
          content: 'I am sorry. Is your brother safe right now, and what would you like to know?',
        },
      ],
    },
    mustContain: [/21 days|twenty-one days/i],
  },
  // source: https://www.chicagocopa.org/investigations/jurisdiction/ and https://www.chicagocopa.org/complaints/
  // (COPA, an independent civilian agency, takes complaints by phone 312-743-2672, online, mail or in
  // person, and investigates excessive force among other allegations).
  {
    id: 'hoc-en-il-chicago-complaint-force',
    state: 'IL',
    question: {
      message:
        'chicago cop on 63rd st slammed my brother on a car hood for nothing. where do i file a complaint that isnt just the police investigating themselves',
    },
    mustContain: [/COPA|Civilian Office of Police Accountability/i],
  },
  // source: https://www.sf.gov/department-of-police-accountability-frequently-asked-questions (DPA, a
  // civilian City agency separate from SFPD; anyone can file, no need to live in SF; online, phone
  // (415) 241-7711, in person, or at any SFPD station).
  {
    id: 'hoc-en-ca-sf-complaint-nonresident',
    state: 'CA',
    question: {
      message:
        'an sf police officer cussed me out and took my stuff in the mission. i dont even live in sf, im from stockton. can i still complain and to who?',
    },
    mustContain: [
      /Department of Police Accountability|\bDPA\b/i,
      /anyone|(?:don't|do not) (?:need|have) to (?:live|be a resident)|non-?residents?|regardless/i,
    ],
  },
  // source: https://seattle.gov/opa/complaints (OPA reviews complaints about SPD employees; anyone can
  // contact it; no name needed; it will not ask about immigration status).
  {
    id: 'hoc-en-wa-seattle-anonymous-complaint',
    state: 'WA',
    question: {
      message:
        'seattle officer was rude and pushed my mom at a bus stop on rainier ave. she wants to complain but doesnt want to give her name. can she do it anonymously?',
    },
    mustContain: [/Office of Police Accountability|\bOPA\b/i, /anonymous/i],
  },
  // source: https://www.denvergov.org/Government/Agencies-Departments-Offices/Agencies-Departments-Offices-Directory/Office-of-the-Independent-Monitor/Commendations-and-Complaints
  // (the OIM takes complaints about Denver Police and Denver Sheriff sworn staff and strongly
  // encourages filing within 60 days).
  {
    id: 'hoc-en-co-denver-sheriff-jail',
    state: 'CO',
    question: {
      message:
        'denver sheriff deputy at the downtown jail was abusive to my brother. who do i complain to and is there a deadline?',
    },
    mustContain: [/Office of the Independent Monitor|\bOIM\b/i, /60 days|sixty days/i],
  },
  // source: https://phila.gov/services/crime-law-justice/police/file-a-complaint-against-a-philadelphia-police-officer
  // (CPOC takes complaints and sends them to PPD Internal Affairs; online, email, mail, in person;
  // with pending criminal charges, talk with an attorney first).
  {
    id: 'hoc-en-pa-philly-oversight-name',
    state: 'PA',
    question: {
      message:
        'philly cop keeps harassing me on broad st. whats the citizens oversight thing called and do THEY investigate it or the cops?',
    },
    mustContain: [/Citizens Police Oversight Commission|\bCPOC\b/i, /Internal Affairs/i],
  },
  // source: Cal. Penal Code § 409.7 (SB 98, eff. Jan. 1, 2022) —
  // https://www.dwt.com/insights/2025/06/news-media-ice-protests-california-law-sb-98 and
  // https://firstamendmentcoalition.org/?p=377538 (journalists may enter areas closed at a protest,
  // may not be cited for failure to disperse, and police may not interfere with them).
  {
    id: 'hoc-en-ca-oakland-student-journalist',
    state: 'CA',
    question: {
      message:
        'im a student journalist covering a protest by lake merritt in oakland and cops just declared an unlawful assembly. do i have to leave too? can they arrest me for staying',
    },
    mustContain: [
      /409\.7|SB 98/i,
      /journalists?|reporters?|press|media/i,
      /disperse|cited|citation/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )journalists? (?:must|have to|are required to) (?:leave|disperse)(?![^.]{0,60}\b(?:if|unless|outside)\b)/i,
    ],
  },
  // source: Keep Washington Working Act (RCW 10.93.160) — https://defensenet.org/keep-washington-working-act/
  // and https://weareoneamerica.org/resource/what-is-keep-washington-working-and-how-does-it-protect-immigrants/
  // (local police may not ask about or collect place of birth or immigration status unless for a
  // criminal investigation, and may not stop or detain to determine immigration status).
  {
    id: 'hoc-en-wa-pasco-born-where',
    state: 'WA',
    question: {
      message:
        'pasco wa. a deputy pulled my dad over for a taillight and asked where he was born and if he has papers. hes undocumented. is the deputy allowed to ask that?',
    },
    mustContain: [/Keep Washington Working|10\.93\.160/i, NO_ASK_STATUS_EN, SILENT_EN],
  },
];
