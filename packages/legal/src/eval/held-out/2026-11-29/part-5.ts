// Part 5: homes, phones and persons: searches and consent.
import type { EvalCase } from '../../eval-case';
import {
  ASK_STATE_ES,
  BLOCK_ENTRY_WRONG_ES,
  CELULAR_SIN_ORDEN_WRONG_ES,
  CLAVE_ES,
  DONT_OPEN_EN,
  JUDGE_WARRANT_EN,
  LANDLORD_NO_EN,
  MUST_GIVE_CLAVE_WRONG_ES,
  MUST_GIVE_PASSCODE_WRONG_EN,
  NO_CONSENT_EN,
  NO_PASSCODE_EN,
  NO_RESISTIR_ES,
  OBJECTION_CONTROLS_EN,
  ORDEN_ES,
  PASSCODE_EN,
  PAT_EN,
  SUSPICION_ANY_EN,
  VARIA_ES,
  VER_ORDEN_ES,
  WARRANT_EN,
  WEAPON_EN,
  anyOf,
} from './shared';

export const PART_5: EvalCase[] = [
  // source: no warrant, no duty to open or let police in (factually.co summaries of ACLU guidance:
  // consent may be refused, entry needs a judicial warrant; Chapman v. United States on warrantless
  // home entry, supreme.justia.com); Maine.
  {
    id: 'hof-en-me-portland-door',
    state: 'ME',
    question: {
      message:
        'portland maine, 2 cops knocking on my apartment door on munjoy hill saying they "just want to talk" about my roommate. no warrant that i can see. do i have to open the door? can they come in if i crack it open',
    },
    mustContain: [DONT_OPEN_EN, WARRANT_EN],
    firstPartMustContain: [anyOf(DONT_OPEN_EN, /(?:don't|do not) have to (?:open|let them in)/)],
  },
  // source: Georgia v. Randolph, 547 U.S. 103 (2006) (casebriefly.com; traffic-law blog): a
  // physically present co-occupant's express refusal makes a warrantless search invalid as to him.
  {
    id: 'hof-en-oh-athens-roommate',
    state: 'OH',
    question: {
      message:
        'athens ohio near court st. police came to our house, my roommate said sure come in and search, but i was standing right there and said NO you cant. they searched anyway incl my room. was that legal??',
    },
    mustContain: [OBJECTION_CONTROLS_EN],
  },
  // source: Riley v. California, 573 U.S. 373 (2014), a warrant is needed to search a phone seized on
  // arrest (verified in the 2026-11-28d/e sets); Massachusetts.
  {
    id: 'hof-es-ma-lowell-celular',
    state: 'MA',
    language: 'es',
    question: {
      message:
        'en lowell massachusetts arrestaron a mi hija y la policia tiene su celular. le piden la contraseña para revisarlo. pueden revisar el telefono sin orden del juez? ella tiene que darles la clave?',
      language: 'es',
    },
    mustContain: [ORDEN_ES, anyOf(/celular|tel[ée]fono/)],
    mustNotContain: [CELULAR_SIN_ORDEN_WRONG_ES, MUST_GIVE_CLAVE_WRONG_ES],
  },
  // source: Chapman v. United States, 365 U.S. 610 (1961) (supreme.justia.com; bluetogold.com): a
  // landlord cannot consent to a police search of a tenant's home.
  {
    id: 'hof-en-vt-rutland-landlord',
    state: 'VT',
    question: {
      message:
        'rutland vt. my landlord let the cops into my apartment while i was at work and they looked around. he says its his building so he can let them in. is that true?',
    },
    mustContain: [LANDLORD_NO_EN, WARRANT_EN],
  },
  // source: a judicial search warrant allows entry; do not resist or interfere; ask to see it and
  // stay silent (factually.co summaries of ACLU guidance; Del. 11 s. 1906: a warrant shall be shown
  // on request as soon as practicable, for arrest warrants).
  {
    id: 'hof-es-fl-westpalm-orden',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'diablo, en west palm beach la policia llegó a mi casa en la tamarind avenue con una orden de cateo firmada por un juez. los tengo que dejar entrar? puedo decirles que no? que hago mientras buscan',
      language: 'es',
    },
    mustContain: [ORDEN_ES, NO_RESISTIR_ES, VER_ORDEN_ES],
    mustNotContain: [BLOCK_ENTRY_WRONG_ES],
  },
  // source: Commonwealth v. Davis, 220 A.3d 534 (Pa. 2019) (studicata; Legal Intelligencer;
  // Criminal Legal News): compelling a memorized password is testimonial and barred by the Fifth
  // Amendment (foregone-conclusion exception not met).
  {
    id: 'hof-en-pa-bethlehem-password',
    state: 'PA',
    question: {
      message:
        'bethlehem pa. detectives took my laptop with a warrant and now say a judge can force me to give them the password or i go to jail for contempt. can they actually force me to tell them my password?',
    },
    mustContain: [PASSCODE_EN, NO_PASSCODE_EN],
    mustNotContain: [MUST_GIVE_PASSCODE_WRONG_EN],
  },
  // source: Terry v. Ohio standard (legalclarity Arizona pages) and Del. 11 s. 1903 pattern: a
  // frisk is for weapons on reasonable suspicion; a search of a bag needs consent or probable cause,
  // and consent may be refused.
  {
    id: 'hof-en-tn-clarksville-backpack',
    state: 'TN',
    question: {
      message:
        'clarksville tn by the riverwalk, cop stopped me and asked to look in my backpack. i didnt do anything. can i say no? he said if i say no it makes me look guilty',
    },
    mustContain: [NO_CONSENT_EN],
  },
  // source: Terry v. Ohio, 392 U.S. 1 (1968) (as cited in the legalclarity Arizona pages and
  // Montana 46-5-401(2)(b)): a pat-down of outer clothing for weapons when an officer reasonably
  // suspects the person is armed and dangerous.
  {
    id: 'hof-en-ny-harlem-frisk',
    state: 'NY',
    question: {
      message:
        'harlem, 125th st. cops stopped me and my boy and patted us down, then went in my pockets. they said they can frisk anybody in a high crime area. is that how it works in new york?',
    },
    mustContain: [WEAPON_EN, anyOf(PAT_EN, /search/), SUSPICION_ANY_EN],
  },
  // source: courts disagree on compelled passcodes and biometrics (Commonwealth v. Davis, Pa. 2019,
  // versus the foregone-conclusion cases it discusses, e.g. Commonwealth v. Davis, Pa. Super. 2017);
  // no place is given.
  {
    id: 'hof-es-nostate-celular-huella',
    language: 'es',
    question: {
      message:
        'la policia me puede obligar a desbloquear el celular con mi huella o con la cara? o a darles el codigo? me da miedo',
      language: 'es',
    },
    mustContain: [anyOf(ASK_STATE_ES, VARIA_ES), CLAVE_ES],
    mustNotContain: [MUST_GIVE_CLAVE_WRONG_ES],
  },
  // source: no warrant, no duty to open (as for Portland, Maine, above). The state is only in the
  // earlier turn.
  {
    id: 'hof-en-fu-ct-stamford-door',
    state: 'CT',
    question: {
      message:
        'they are back at my door right now saying they want to come in and look around for a minute. no paper, nothing. do i have to let them in?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'im in stamford connecticut and the police were at my house earlier asking about my son',
        },
        { role: 'assistant', content: 'I am sorry you are dealing with this. What happened next?' },
      ],
    },
    mustContain: [anyOf(DONT_OPEN_EN, NO_CONSENT_EN), anyOf(WARRANT_EN, JUDGE_WARRANT_EN)],
  },
];
