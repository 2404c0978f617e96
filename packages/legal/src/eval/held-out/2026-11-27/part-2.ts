import type { EvalCase } from '../../eval-case';

/** The held-out set of 2026-11-27, part 2 of 5 (the conventions are in shared.ts). */
export const PART_2: EvalCase[] = [
  // source: ACLU-DC Know Your Rights (MPD generally cannot force you to show ID unless you are driving) — acludc.org
  {
    id: 'dc-walking-mpd-show-id',
    state: 'DC',
    question: {
      message:
        "I'm just walking around DC, not driving. Does an MPD officer have the power to make me show ID?",
    },
    mustContain: [
      /(?:cannot|can't|can not) (?:generally )?(?:force|make|require)|generally (?:cannot|can't) (?:force|make|require)|not (?:generally )?required|no (?:general )?(?:law|duty|requirement)|(?:don't|do not) (?:generally )?have to (?:show|carry)/i,
    ],
    mustNotCite: [/13-2412/, /140\.50/],
  },

  // ===========================================================================
  // B. RECORDING POLICE
  // ===========================================================================

  // source: A.R.S. § 13-3732 (HB 2319, 8-foot recording ban) — preliminarily enjoined Sept. 2022 and permanently blocked 2023 (Arizona Broadcasters Ass'n v. Brnovich/Mayes)
  //   (criminallegalnews.org 2023/nov ; tagteam.harvard.edu Ars Technica 2023-07-28 ; scribd order 2:22-cv-01431-JJT)
  {
    id: 'az-tempe-eight-foot-recording-rule',
    state: 'AZ',
    question: {
      message:
        "A Tempe cop told me it's illegal to film him from closer than 8 feet. Is that a real law?",
    },
    mustContain: [
      /13-3732|2319|8[- ]f(?:oo|ee)t|eight[- ]f(?:oo|ee)t/i,
      /block|enjoin|struck|unconstitutional|not (?:in effect|enforce|valid)|can(?:no|')t be enforced/i,
    ],
    firstPartMustContain: [
      /\bno\b|block|enjoin|struck|unconstitutional|not (?:in effect|enforce|valid|a valid)/i,
    ],
  },

  // source: Cal. Penal Code § 148(g) — recording an officer in public / where one has a right to be is not, by itself, obstruction, reasonable suspicion or probable cause (SB 411, 2015)
  //   (shouselaw.com/ca/defense/penal-code/148g ; leginfo SB 411 analysis)
  {
    id: 'ca-es-sf-grabar-arresto-banqueta',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'En San Francisco estaba grabando con mi celular desde la banqueta cómo arrestaban a un señor. El policía me dijo que me iba a detener por obstrucción si no dejaba de grabar. ¿Me pueden detener solo por grabar?',
    },
    mustContain: [/148\s*\(?g\)?/i, /interfi?er|obstru|estorb|distancia/i],
  },

  // source: C.R.S. § 16-3-311 (right to record and keep custody of recording and device; no seizure without consent, warrant, subpoena or lawful exception) and § 13-21-128 (civil liability)
  //   (colorado.public.law/statutes/crs_16-3-311 ; casetext 13-21-128)
  {
    id: 'co-aurora-officer-seized-phone',
    state: 'CO',
    question: {
      message:
        "An Aurora officer grabbed my phone after I recorded him arresting my neighbor and says he's keeping it as evidence. Can he do that?",
    },
    mustContain: ['16-3-311', /warrant|consent|subpoena/i],
  },

  // source: Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011) — right to openly record police in public (Boston Common); Mass. G.L. c. 272 § 99 reaches SECRET audio recording (Martin v. Gross, 340 F. Supp. 3d 87 (D. Mass. 2018))
  //   (aclum.org/en/cases/glik-v-cunniffe ; case-law.vlex.com Martin v. Gross)
  {
    id: 'ma-beantown-open-recording-two-party',
    state: 'MA',
    question: {
      message:
        "Can I openly film Boston cops making an arrest on the Common? My friend says Massachusetts is a two-party consent state so it's illegal.",
    },
    mustContain: ['Glik', /secret|hidden|covert|openly|open recording/i],
    mustNotContain: [
      /two[- ]party consent (?:law )?(?:makes|means) (?:it )?(?:illegal|a crime) to (?:openly )?(?:record|film)/i,
    ],
  },

  // source: Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) — First Amendment protects recording police performing duties in public
  //   (us3rdcircuitcourtofappealsopinions.justia.com 2017/07/07)
  {
    id: 'pa-philly-filming-broad-street',
    state: 'PA',
    question: {
      message:
        "A Philly cop told me to stop filming him on Broad Street or he'd arrest me. I'm across the street on the sidewalk, not in anyone's way. Can he do that?",
    },
    mustContain: ['Fields'],
  },

  // source: Turner v. Driver, 848 F.3d 678 (5th Cir. 2017) — right to record police exists, subject to reasonable time, place and manner restrictions (Fort Worth)
  //   (law.justia.com/cases/federal/appellate-courts/ca5/16-10312)
  {
    id: 'tx-es-fort-worth-grabar-acera',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'En Fort Worth, ¿puedo grabar a la policía desde la acera mientras detienen a alguien? No me estoy metiendo en nada.',
    },
    mustContain: ['Turner', /interfi?er|obstru|estorb|distancia|razonable/i],
  },

  // source: Sharpe v. Winterville Police Dep't, 59 F.4th 674 (4th Cir. 2023) — passenger livestreaming a traffic stop; a blanket no-livestream policy can violate the First Amendment
  //   (casetext.com sharpe-v-winterville-police-dept-1 ; vuink.com summary)
  {
    id: 'nc-greenville-passenger-livestream',
    state: 'NC',
    question: {
      message:
        "I'm the passenger in a car that got pulled over in Greenville, NC. Can I livestream the stop on Facebook? The officer says no livestreaming and threatened to take my phone.",
    },
    mustContain: ['Sharpe'],
  },

  // source: Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011); Mass. G.L. c. 272 § 99 covers secret recording only (Martin v. Gross, D. Mass. 2018)
  {
    id: 'ma-es-boston-grabar-abiertamente',
    state: 'MA',
    language: 'es',
    question: {
      message:
        '¿Puedo grabar abiertamente a la policía de Boston mientras arrestan a alguien en la calle? Me dijeron que en Massachusetts es ilegal grabar sin permiso de todos.',
    },
    mustContain: ['Glik', /secret|escondid|ocult|abiertamente|a escondidas|encubiert/i],
  },

  // source: C.R.S. § 16-3-311 (colorado.public.law/statutes/crs_16-3-311)
  {
    id: 'co-es-colorado-springs-celular-quitado',
    state: 'CO',
    language: 'es',
    question: {
      message:
        'En Colorado Springs un policía me quitó el celular porque lo estaba grabando. ¿Puede hacer eso?',
    },
    mustContain: ['16-3-311'],
  },

  // ===========================================================================
  // C. TRAFFIC STOPS (drivers, passengers, searches of cars)
  // ===========================================================================

  // source: Maryland v. Wilson, 519 U.S. 408 (1997) — officer may order passengers out during a lawful traffic stop (law.onecle.com/ussc/519/519us408.html)
  {
    id: 'md-baltimore-passenger-ordered-out',
    state: 'MD',
    question: {
      message:
        "Baltimore cops pulled us over for speeding and ordered me — the passenger — to get out of the car. I didn't do anything. Do I have to get out?",
    },
    mustContain: ['Wilson'],
    mustNotContain: [/passengers? (?:do not|don't|never) (?:have to|need to) (?:get|step) out/i],
  },

  // source: A.R.S. § 13-2412 applies only on a lawful detention based on reasonable suspicion about that person; passengers generally not required otherwise
  //   (kolsrudlawoffices.com/identify-yourself-officers-arizona ; legalclarity.org Arizona)
  {
    id: 'az-es-tucson-pasajero-nombre-history',
    state: 'AZ',
    language: 'es',
    question: {
      conversationHistory: [
        { role: 'user', content: 'Estoy en Tucson.' },
        { role: 'assistant', content: 'Entendido, Arizona. ¿Qué pasó?' },
      ],
      message:
        'No voy manejando, voy de pasajero. Pararon a mi amigo por una luz fundida y el policía me pide mi nombre a mí también. ¿Tengo que dárselo?',
    },
    mustContain: ['13-2412', /sospecha razonable|sospecha de que/i],
    mustNotContain: [/todos los pasajeros (?:tienen|deben)/i],
    mustNotCite: [/38\.02/],
  },

  // source: Rodriguez v. United States, 575 U.S. 348 (2015) — stop may not be prolonged past its mission for a dog sniff without reasonable suspicion
  //   (americanbar.org newsletter ; publicdefenders.us)
  {
    id: 'tx-es-laredo-esperar-perro',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Me pararon en la I-35 cerca de Laredo por exceso de velocidad. Ya me dieron la multa, pero el oficial dice que tengo que esperar a que llegue el perro antidrogas. ¿Es legal?',
    },
    mustContain: ['Rodriguez', /sospecha razonable/i],
  },

  // source: State v. Torgerson (Minn. Sept. 13, 2023) — odor of marijuana alone is not probable cause to search a vehicle (law.justia.com/cases/minnesota/supreme-court/2023/a22-0425.html)
  {
    id: 'mn-minneapolis-weed-odor-only',
    state: 'MN',
    question: {
      message:
        "Minneapolis cop says he smells weed so he's searching my car. That's the only reason he gave. Can he?",
    },
    mustContain: ['Torgerson'],
    mustNotContain: [
      /(?:smell|odor) of (?:marijuana|weed|cannabis) (?:alone )?(?:gives|is|provides) (?:them |him |police )?probable cause/i,
    ],
  },

  // source: N.Y. Penal Law § 222.05(3) — no finding of reasonable cause may be based solely on the odor of cannabis (nysentencing.com ; People v. Pastrana 2023; NY App. Digest 2025)
  {
    id: 'ny-es-nueva-york-olor-marihuana-carro',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'En Nueva York la policía me paró y dice que huele a marihuana, y que por eso va a registrar mi carro. ¿Pueden hacer eso?',
    },
    mustContain: ['222.05'],
  },

  // source: Va. Code § 4.1-1302(A) — no officer may stop, search or seize solely on the basis of the odor of marijuana; evidence inadmissible
  //   (valawyersweekly.com 2023 ; norml.org 2020)
  {
    id: 'va-richmond-odor-search',
    state: 'VA',
    question: {
      message:
        'A Richmond officer pulled me over and says the odor of marijuana lets him search my car. Is that true in Virginia?',
    },
    mustContain: ['4.1-1302'],
  },

  // source: Va. Code § 4.1-1302(A) (valawyersweekly.com ; norml.org)
  {
    id: 'va-es-virginia-beach-olor',
    state: 'VA',
    language: 'es',
    question: {
      message:
        'En Virginia Beach me pararon y el policía dice que como huele a marihuana puede revisar todo el carro. ¿Es cierto?',
    },
    mustContain: ['4.1-1302'],
  },

  // source: Commonwealth v. Barr, 266 A.3d 25 (Pa. 2021) — odor of marijuana alone is not probable cause to search a vehicle (casetext.com/case/commonwealth-v-barr-47)
  {
    id: 'pa-es-pittsburgh-olor-mota',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'En Pittsburgh me pararon y el policía dice que mi carro huele a mota, así que lo va a revisar. ¿Eso basta?',
    },
    mustContain: ['Barr'],
  },

  // source: State v. Carty, 170 N.J. 632 (2002) — officer needs reasonable and articulable suspicion before ASKING for consent to search a lawfully stopped car
  //   (app.midpage.ai/document/state-v-carty-2301140)
  {
    id: 'nj-turnpike-consent-search-request',
    state: 'NJ',
    question: {
      message:
        'A state trooper pulled me over for speeding on the Turnpike near Newark and asked if he can search my car. Is he even allowed to ask in New Jersey?',
    },
    mustContain: ['Carty', /reasonable(?:,)? (?:and )?articulable suspicion|reasonable suspicion/i],
  },

  // source: Connecticut Police Accountability Act (eff. Oct. 1, 2020) — car stopped only for a motor vehicle violation may not be searched without probable cause or consent given in writing or recorded on body camera
  //   (fox61.com 2020 ; connecticutcriminallawyer.com)
  {
    id: 'ct-es-hartford-revision-carro',
    state: 'CT',
    language: 'es',
    question: {
      message:
        'Me pararon en Hartford por una luz trasera fundida. El policía quiere revisar el carro y dice que solo tengo que decir que sí. ¿Qué dice la ley en Connecticut?',
    },
    mustContain: [
      /por escrito|grabad|c[áa]mara (?:corporal|de cuerpo)|body ?cam/i,
      /causa probable/i,
    ],
  },

  // source: R.I. Gen. Laws § 31-21.2-5(b) — no request for consent to search a vehicle stopped solely for a traffic violation unless reasonable suspicion or probable cause (lawserver.com)
  {
    id: 'ri-providence-consent-request-registration',
    state: 'RI',
    question: {
      message:
        'A Providence cop stopped me for an expired registration and then asked if he could search my car. Is that allowed in Rhode Island?',
    },
    mustContain: ['31-21.2-5'],
  },

  // source: drivers must produce a license on a stop, passengers generally need not absent reasonable suspicion about them (Tex. Penal Code 38.02 for passengers) — role is missing
  //   (fairlawpllc.com ; kolsrudlawoffices.com on driver vs passenger)
  {
    id: 'tx-houston-pulled-over-role-missing',
    state: 'TX',
    question: {
      message: 'Got pulled over in Houston and the cop wants my ID. Do I have to give it to him?',
    },
    mustContain: [/driv/i, /passeng/i],
  },

  // source: La. C.Cr.P. art. 215.1(D) (motorist not detained longer than reasonably necessary to complete the violation and citation, absent reasonable suspicion); Rodriguez v. United States (2015)
  //   (legis.la.gov/Legis/Law.aspx?d=112364 ; americanbar.org)
  {
    id: 'la-big-easy-wait-for-k9',
    state: 'LA',
    question: {
      message:
        "Got stopped in the Big Easy for not using my turn signal. The cop already wrote the ticket but now says I have to wait 'for a K9.' Can he hold me?",
    },
    mustContain: [/215\.1|Rodriguez/i, /reasonable suspicion/i],
  },

  // source: Pennsylvania v. Mimms, 434 U.S. 106 (1977) — driver of lawfully stopped car may be ordered out (quoted in Maryland v. Wilson, law.onecle.com)
  {
    id: 'co-denver-step-out-history',
    state: 'CO',
    question: {
      conversationHistory: [
        { role: 'user', content: "I'm in Denver and just got pulled over." },
        {
          role: 'assistant',
          content: 'Okay. Stay calm and keep your hands visible. What is happening now?',
        },
      ],
      message:
        "He's telling me to step out of the car. Do I have to? And I'm not handing over my phone.",
    },
    mustContain: ['Mimms'],
  },
];
