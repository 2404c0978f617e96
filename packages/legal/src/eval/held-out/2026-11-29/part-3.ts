// Part 3: recording the police in Spanish; traffic stops and car searches in English.
import type { EvalCase } from '../../eval-case';
import {
  ASK_STATE_ES,
  BLOCKED_ES,
  BUFFER_8_WRONG_ES,
  CARTY_EN,
  CHALLENGE_LATER_EN,
  DONT_RESIST_EN,
  GUN_INFORM_EN,
  LICENSE_EN,
  MUST_DELETE_WRONG_ES,
  MUST_EXIT_EN,
  NO_BORRAR_ES,
  NO_CONSENT_EN,
  NO_INTERFERIR_ES,
  NO_PRIVADA_ES,
  ODOR_ALONE_EN,
  ODOR_OK_WRONG_EN,
  PIES_8_ES,
  PRETEXT_OK_EN,
  PROLONG_EN,
  RECORD_OK_ES_WIDE,
  REG_INS_EN,
  SILENT_EN,
  SUSPICION_ANY_EN,
  VARIA_ES,
  anyOf,
} from './shared';

export const PART_3: EvalCase[] = [
  // source: A.R.S. 13-3732 (HB 2319) permanently enjoined July 2023 (Ars Technica via Harvard
  // tagteam; Criminal Legal News "Arizona Attorney General Settles Lawsuit").
  {
    id: 'hof-es-az-chandler-8pies',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'en chandler arizona grabé a unos policias deteniendo a mi vecino y uno me grito que por ley tengo que estar a 8 pies o me arresta. es cierto eso? mi prima dice que esa ley ya no vale',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, BLOCKED_ES],
    mustNotContain: [BUFFER_8_WRONG_ES],
    firstPartMustContain: [anyOf(BLOCKED_ES, PIES_8_ES)],
  },
  // source: Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017), binding in New Jersey
  // (Third Circuit); no duty to delete (ACLU guidance).
  {
    id: 'hof-es-nj-camden-borrar',
    state: 'NJ',
    language: 'es',
    question: {
      message:
        'en camden nueva jersey grabe con el celular cuando la policia le pegaba a un muchacho en la federal street. un oficial me dijo que si no borro el video me llevan preso. tengo que borrarlo?? es ilegal grabar aca?',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, NO_BORRAR_ES],
    mustNotContain: [MUST_DELETE_WRONG_ES],
  },
  // source: Smith v. City of Cumming, 212 F.3d 1332 (11th Cir. 2000), First Amendment right to
  // record police subject to reasonable limits (verified in the 2026-11-28b set); do not interfere.
  {
    id: 'hof-es-ga-macon-grabar',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'ay bendito, en macon georgia mi hijo grabó a la policia en un arresto frente al mercer y el oficial le dijo que grabar policias es delito en georgia. eso es verdad? que debe hacer la proxima vez',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, NO_INTERFERIR_ES],
  },
  // source: RCW 9.73.030 all-party consent, but State v. Flora, 68 Wn. App. 802 (1992): officers'
  // words during an arrest in public are not a private conversation (verified in 2026-11-28e).
  {
    id: 'hof-es-wa-everett-audio',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'everett washington, grabé con audio a un policia que me paró en la evergreen way. mi amigo dice que en washington necesitas permiso de todos para grabar audio y que me pueden acusar. es cierto??',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, NO_PRIVADA_ES],
  },
  // source: state wiretap laws differ (one-party vs all-party consent, e.g. RCW 9.73.030 and Mass.
  // G.L. c. 272 s. 99 on secret recording, Glik v. Cunniffe); a secret audio recording turns on the
  // state; no place is given.
  {
    id: 'hof-es-nostate-audio-secreto',
    language: 'es',
    question: {
      message:
        'puedo grabar en secreto con audio a un policia cuando me para, sin que se de cuenta? con el cel en la bolsa. es legal?',
      language: 'es',
    },
    mustContain: [anyOf(ASK_STATE_ES, VARIA_ES)],
  },
  // source: Pennsylvania v. Mimms, 434 U.S. 106 (1977) (cited in Whren, law.onecle.com): an officer
  // may order the driver out during a lawful stop; the driver need not answer questions.
  {
    id: 'hof-en-la-lakecharles-exit',
    state: 'LA',
    question: {
      message:
        'lake charles LA, got pulled over on ryan st for speeding and the trooper told me to step out of the car. i asked why and he said just do it. can i refuse to get out? do i have to answer his questions about where im coming from',
    },
    mustContain: [MUST_EXIT_EN, SILENT_EN],
    firstPartMustContain: [MUST_EXIT_EN],
  },
  // source: State v. Carty, 170 N.J. 632 (2002) (midpage, LSNJ "Routine Automobile Consent Searches
  // are Illegal in New Jersey"): police need reasonable and articulable suspicion before even asking
  // to search a lawfully stopped car; you can still say no.
  {
    id: 'hof-en-nj-newbrunswick-consent',
    state: 'NJ',
    question: {
      message:
        'new brunswick nj on route 18, cop pulled me for a tail light then asked "mind if i search the car real quick". nothing else happened, no reason. can they even ask that? should i have said no',
    },
    mustContain: [NO_CONSENT_EN, CARTY_EN],
  },
  // source: Rodriguez v. United States, 575 U.S. 348 (2015) (ABA summary; publicdefenders.us):
  // police may not prolong a traffic stop for a dog sniff without reasonable suspicion.
  {
    id: 'hof-en-mo-springfield-dog',
    state: 'MO',
    question: {
      message:
        'springfield missouri, trooper gave me a warning on I-44 then said wait here 20 min for the k9 to come. i said no to a search. can he keep me there just to wait for a dog??',
    },
    mustContain: [PROLONG_EN, SUSPICION_ANY_EN],
  },
  // source: Md. Code, Crim. Proc. 1-211 (Cannabis Reform Act 2023; emdenlaw.com): no stop or search
  // of a person or vehicle based solely on the odor of cannabis; evidence excluded.
  {
    id: 'hof-en-md-frederick-odor',
    state: 'MD',
    question: {
      message:
        'frederick md on the golden mile, cop said he smelled weed and searched my whole car. i had nothing. can they search just cuz of the smell? isnt weed legal here now',
    },
    mustContain: [ODOR_ALONE_EN],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: Mont. Code Ann. 46-5-401(2)(a) (leg.mt.gov): after a lawful stop an officer may request
  // name, address and an explanation and demand the driver's licence, registration and proof of
  // insurance.
  {
    id: 'hof-en-mt-kalispell-driver',
    state: 'MT',
    question: {
      message:
        'kalispell montana on hwy 93 i got stopped for no reason i could tell. what do i actually have to hand over as the driver? he kept asking where i was going and whos car it was',
    },
    mustContain: [LICENSE_EN, REG_INS_EN, SILENT_EN],
  },
  // source: know-your-rights guidance (factually.co summaries of ACLU material: refuse consent, do
  // not resist) and the exclusionary rule (Chapman v. United States, supreme.justia.com: evidence
  // from an unlawful search suppressed); Kentucky.
  {
    id: 'hof-en-ky-paducah-searched-anyway',
    state: 'KY',
    question: {
      message:
        'paducah kentucky. i told the cop NO you cant search my truck and he did it anyway, tore it apart. what should i have done, should i have stopped him? what can i do now',
    },
    mustContain: [DONT_RESIST_EN, anyOf(NO_CONSENT_EN, CHALLENGE_LATER_EN), CHALLENGE_LATER_EN],
  },
  // source: N.C.G.S. 14-415.11(a) (ccwhub.com North Carolina page quoting the statute): a permit
  // holder carrying a concealed handgun must disclose the permit and the handgun when approached or
  // addressed by an officer; failure is an infraction (14-415.21).
  {
    id: 'hof-en-nc-asheville-gun',
    state: 'NC',
    question: {
      message:
        'asheville nc. i have my concealed carry permit and my pistol is in the console. if i get pulled over on tunnel rd do i have to tell the cop about the gun or only if he asks?',
    },
    mustContain: [GUN_INFORM_EN],
    firstPartMustContain: [GUN_INFORM_EN],
  },
  // source: Whren v. United States, 517 U.S. 806 (1996) (law.onecle.com): a stop is lawful when there
  // is probable cause of any traffic violation, whatever the officer's motive; consent may be refused.
  {
    id: 'hof-en-ms-jackson-pretext',
    state: 'MS',
    question: {
      message:
        'jackson ms. cops pulled me over for a busted tag light but really they just wanted to look in my car i know it. can they stop me for something that small? do i gotta let them search',
    },
    mustContain: [PRETEXT_OK_EN, NO_CONSENT_EN],
  },
  // source: the right to remain silent beyond the documents (ACLU of Kansas Q&A, aclukansas.org,
  // states the general rule); a driver must show a licence on request (Mont. 46-5-401 and Ala.
  // 32-6-9 read above; Iowa's own statute was not read, so only "licence" is required).
  {
    id: 'hof-en-ia-ames-questions',
    state: 'IA',
    question: {
      message:
        'ames iowa, pulled over on lincoln way. cop asked where im coming from, where im going, how much ive had to drink. im not drunk but do i legally have to answer any of that?',
    },
    mustContain: [SILENT_EN, LICENSE_EN],
    mustNotContain: [
      /(?<!\b(?:not|n't)\b[^.]{0,30})(?:must|have to|required to) answer (?:his|the officer'?s|all|those|these) questions/i,
    ],
  },
];
