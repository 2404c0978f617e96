import type { EvalCase } from '../../eval-case';

/** Part 8: drones, probation and parole, booking, bail, recording in California. */
export const PART_8: EvalCase[] = [
  // source: Fla. Stat. § 934.50 ("Freedom from Unwarranted Surveillance Act"),
  // http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0900-0999%2F0934%2FSections%2F0934.50.html
  // ("A law enforcement agency may not use a drone to gather evidence or other information, except as
  // provided in subsection (4)"); enrolled 2013 text lists the search-warrant exception and bars use in
  // court of evidence gathered in violation, http://flsenate.gov/Session/Bill/2013/0092/BillText/er/HTML
  {
    id: 'hob-fl-police-drone-es-hialeah',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Hay un dron de la policía volando sobre mi patio en Hialeah casi todos los días. ¿La policía puede vigilar mi casa con drones sin orden judicial en Florida?',
    },
    mustContain: [
      /934\.50|Freedom from Unwarranted Surveillance/i,
      /orden (judicial|de registro|de cateo)|warrant/i,
      /excepci|salvo|a menos que/i,
    ],
    mustNotContain: [
      /(?<!no )pueden (usar drones|vigilar)[^.]{0,40}sin (ninguna )?(restricci[óo]n|l[íi]mite)/i,
    ],
  },
  // source: United States v. Knights, 534 U.S. 112 (2001), https://law.onecle.com/ussc/534/534us112.html
  // ("The warrantless search of Knights, supported by reasonable suspicion and authorized by a
  // probation condition, satisfied the Fourth Amendment").
  {
    id: 'hob-hi-probation-search-honolulu',
    state: 'HI',
    question: {
      message:
        "I'm on probation in Honolulu. Can police search my apartment without a warrant just because I'm on probation? My terms say something about searches.",
    },
    mustContain: [
      /Knights/i,
      /condition|terms of (your )?probation|probation (order|agreement)/i,
      /reasonable suspicion/i,
    ],
  },
  // source: Samson v. California, 547 U.S. 843 (2006), http://oldtown.glendon.yorku.ca/~titou/tea/g2/stanford-app/StopWordsRemovedCases/1984.txt
  // (California parolees agree in writing to search "without a search warrant and with or without
  // cause"; the Fourth Amendment does not prohibit a suspicionless search of a parolee); searches may
  // not be arbitrary, capricious or harassing.
  {
    id: 'hob-ca-parole-search-es-sacramento',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Mi hermano está en libertad condicional (parole) en Sacramento. La policía lo paró en la calle y lo registró sin ninguna razón. ¿Pueden hacer eso?',
    },
    mustContain: [/Samson/i, /sin (orden|sospecha|causa|raz[óo]n)/i, /arbitrari|acoso|hostig/i],
  },
  // source: Cal. Penal Code § 148(g) (SB 411, 2015), https://www.summitdefense.com/blog/california-laws-2016-photographing-and-video-recording-cops-in-public-penal-code-69-and-148
  // (recording an officer in a public place, or from a place one has the right to be, is not in itself
  // obstruction "nor does it constitute reasonable suspicion to detain the person or probable cause to
  // arrest the person").
  {
    id: 'hob-ca-record-detain-san-francisco',
    state: 'CA',
    question: {
      message:
        "SF cop told me I'd be detained for obstruction if I kept recording him search a guy on Market St. I was standing like 15 feet away on the sidewalk. Can he detain me for that?",
    },
    mustContain: [
      /148/,
      /reasonable suspicion|probable cause|not (by itself|in and of itself)|alone/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(recording|filming) (alone |by itself )?(is|counts as|constitutes) (obstruction|interference)/i,
    ],
  },
  // source: SAFE-T Act / Pretrial Fairness Act, https://wikimili.com/en/SAFE-T_Act (pretrial section
  // took effect in full on September 18, 2023) and https://www.wlip.com/hotly-contested-no-bail-policy-begins-today-in-illinois/
  // ("Today marks the end of Illinois' cash bail system"; detention only on a prosecutor's petition).
  {
    id: 'hob-il-cash-bail-peoria',
    state: 'IL',
    question: {
      message:
        'My cousin just got arrested in Peoria. How much money do we need to bring to bail him out? Where do we pay it?',
    },
    mustContain: [
      /cash bail/i,
      /(ended|abolished|eliminated|no longer|no cash|does not (use|have))/i,
      /Pretrial Fairness Act|SAFE-T/i,
    ],
    mustNotContain: [
      /(?<!no |not )(bring|pay|post) (the |a |his )?(cash )?bail (at|to) the (jail|clerk|court)/i,
    ],
  },
  // source: RCW 13.40.740 (eff. Jan. 1, 2022), https://www.clarklaw.llc/blog/2022/july/a-must-read-for-wa-parents-youth-access-to-couns/
  // and https://seattleattorneysblog.com/category/juvenile-cases (police must provide a juvenile access
  // to an attorney before any waiver of rights in custodial interrogation, detention on probable cause,
  // or a request to consent to a search; the consultation cannot be waived; statements otherwise
  // generally inadmissible).
  {
    id: 'hob-wa-teen-consent-search-es-spokane',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'Mi hijo de 17 años iba manejando en Spokane y un policía le pidió permiso para revisar el carro. Él dijo que sí. ¿No tenía que hablar con un abogado antes?',
    },
    mustContain: [
      /13\.40\.740/,
      /abogad/i,
      /(consentimiento|permiso)[^.]{0,80}(registr|revis|b[úu]squeda)|(registr|revis|b[úu]squeda)[^.]{0,80}(consentimiento|permiso)/i,
    ],
  },
  // source: Maryland v. King, 569 U.S. 435 (2013), https://www.scotusblog.com/2013/06/details-maryland-v-king/
  // ("when officers make an arrest supported by probable cause to hold for a serious offense and bring
  // the suspect to the station to be detained in custody, taking and analyzing a cheek swab of the
  // arrestee's DNA is, like fingerprinting and photographing, a legitimate police booking procedure").
  {
    id: 'hob-mo-dna-swab-booking-st-louis',
    state: 'MO',
    question: {
      message:
        "At booking in St. Louis after an assault arrest they want to swab my cheek for DNA. I haven't been convicted of anything. Can I refuse? Don't they need a warrant?",
    },
    mustContain: [
      /Maryland v\.? King/i,
      /booking|fingerprint/i,
      /serious (offense|crime)|violent|felony/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(they )?(need|must get|require) a warrant (to|for) (take |a )?(the )?(DNA|cheek|swab)/i,
    ],
  },
];
