import type { EvalCase } from '../../eval-case';
import { anyOf, NOT_COVERED, REFERRAL } from './shared';

/** The held-out set of 2026-11-27, part 4 of 5 (the conventions are in shared.ts). */
export const PART_4: EvalCase[] = [
  // ===========================================================================
  // G. MINORS AND PARENTS
  // ===========================================================================

  // source: Cal. Welf. & Inst. Code § 625.6 (SB 203, eff. 1/1/2021) — youth 17 or younger must consult counsel before custodial interrogation; cannot be waived
  //   (lawserver.com california_welfare_institutions_code_625-6 ; Orange PD Training Bulletin 20-06)
  {
    id: 'ca-es-san-diego-hijo-16-interrogatorio',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Mi hijo de 16 años está detenido en San Diego y la policía lo quiere interrogar. ¿Pueden hacerlo sin que hable antes con un abogado? Yo soy su mamá.',
    },
    mustContain: ['625.6', /abogad/i],
  },

  // source: Md. Code, Cts. & Jud. Proc. § 3-8A-14.2 (Child Interrogation Protection Act, 2022) — no custodial interrogation of a child until the child consults an attorney and an effort is made to notify a parent; applies to school resource officers
  //   (lexace.ai/us/statute/maryland/CJ-3-8A-14.2 ; 109 Op. Md. Att'y Gen. 3 (2024))
  {
    id: 'md-baltimore-15yo-school-resource-officer',
    state: 'MD',
    question: {
      message:
        'My 15-year-old was picked up by the school resource officer in Baltimore and they want to question him at the station. What are the rules in Maryland?',
    },
    mustContain: [/3-8A-14\.2|Child Interrogation Protection/i, /attorney|lawyer/i],
    mustNotContain: [
      /parents? (?:can|may) (?:waive|give up|sign away) (?:the |this |his |your son's )?(?:right|attorney|lawyer|consultation)/i,
    ],
  },

  // source: RCW 13.40.740 (ESHB 1140, eff. 1/1/2022) — juvenile must be given access to an attorney before waiving rights, including when asked to consent to a search; cannot be waived
  //   (lawfilesext.leg.wa.gov 1140 bill report ; clarklaw.llc 2022)
  {
    id: 'wa-es-tacoma-hija-17-mochila-permiso',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'Mi hija tiene 17 años. En Tacoma la policía la paró y le pidió permiso para revisar su mochila. ¿Ella puede dar permiso sola?',
    },
    mustContain: ['13.40.740', /abogad/i],
  },

  // source: 705 ILCS 405/5-401.6 (and 725 ILCS 5/103-2.2), eff. 1/1/2022 — confession of a minor obtained through deception in a custodial interrogation at a police station is presumed inadmissible
  //   (casetext.com 705 ILCS 405/5-401.6 ; innocenceproject.org ; skokiecriminallawyer.com)
  {
    id: 'il-chicago-detectives-lied-to-16yo',
    state: 'IL',
    question: {
      message:
        'Chicago detectives lied to my 16-year-old about having video of him to get him to confess at the station. Is that allowed in Illinois?',
    },
    mustContain: [
      /5-401\.6|103-2\.2|decepti/i,
      /inadmissible|presum|suppress|excluded|thrown out/i,
    ],
  },

  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985) — public school officials may search students on reasonable suspicion, without a warrant or probable cause (billofrightsinstitute.org ; deanslawdictionary.com)
  {
    id: 'nj-newark-assistant-principal-backpack',
    state: 'NJ',
    question: {
      message:
        "The assistant principal at my daughter's high school in Newark searched her backpack — no police involved. Are they allowed to do that?",
    },
    mustContain: [/T\.?\s?L\.?\s?O/i, /reasonabl/i],
  },

  // ===========================================================================
  // H. NON-CITIZENS AND IMMIGRATION AGENTS
  // ===========================================================================

  // source: 8 U.S.C. § 1304(e) — every noncitizen 18+ must carry the registration certificate/receipt card (green card); misdemeanor, up to $100 / 30 days (law.cornell.edu/uscode/text/8/1304)
  {
    id: 'nc-es-charlotte-green-card-calle',
    state: 'NC',
    language: 'es',
    question: {
      message:
        'Soy residente permanente (tengo green card) y ICE me paró en la calle en Charlotte. ¿Tengo que enseñarles la tarjeta? ¿Y si no la traigo conmigo?',
    },
    mustContain: ['1304'],
    mustNotContain: [
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:llevar|cargar|portar|traer) (?:consigo )?(?:su |la |tu )?(?:green card|tarjeta)/i,
    ],
  },

  // source: immigrant know-your-rights guidance: right to remain silent regardless of status; do not lie or present false documents (ACLU text reproduced at politicalemails.org/messages/1711118 ; serviciosdelaraza.org/know-your-rights)
  {
    id: 'tx-es-dallas-indocumentado-de-donde-soy',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'No tengo papeles. Si ICE me para en Dallas y me pregunta de dónde soy, ¿tengo que contestar?',
    },
    mustContain: [
      /silencio|callad|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:contestar|responder|decir)/i,
      /mient|mentir|falsos?|falsa/i,
    ],
  },

  // source: ICE needs a judicial warrant or the employer's consent to enter non-public areas of a workplace; right to remain silent (singerhurvitzlaw.com ; politicalemails.org ACLU text)
  {
    id: 'ne-es-omaha-planta-redada-ice',
    state: 'NE',
    language: 'es',
    question: {
      message:
        'Llegó ICE a la planta empacadora donde trabajo en Omaha. ¿Pueden entrar a todas las áreas? ¿Tengo que decirles mi estatus migratorio?',
    },
    mustContain: [
      /orden (?:judicial|firmada)|juez|consentimiento del (?:empleador|patr[óo]n|dueño)|áreas? (?:privadas?|no p[úu]blicas?)/i,
      /silencio|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:decir|contestar|responder)/i,
    ],
  },

  // source: Form I-200 is an administrative warrant signed by an immigration officer, not a judge; it does not authorize entry into a home without consent
  //   (iceencounter.com/know-your-rights/home-raids ; immigrantdefensemanual.org ; observed.org)
  {
    id: 'il-es-chicago-ice-puerta-i200',
    state: 'IL',
    language: 'es',
    question: {
      message:
        "ICE está afuera de mi casa en Chicago con un papel que dice 'Warrant for Arrest of Alien' (formulario I-200). ¿Tengo que abrirles?",
    },
    mustContain: [/juez|judicial/i, /administrativ|I-200/i],
    firstPartMustContain: [
      /no (?:tiene|tienes|est[áa]s? obligad[oa]|necesita|necesitas) (?:que |a )?abrir|no (?:les )?abra|no,/i,
    ],
  },

  // source: Form I-205 is an administrative warrant signed by an immigration officer; a May 12, 2025 ICE memo (leaked Jan. 2026) claims I-205 + final removal order permits forcible home entry — disputed as contrary to the Fourth Amendment (Payton)
  //   (denver7.com 2026-01-23 ; brennancenter.org "DHS warrantless home entry memo" ; reason.com 2026-01-26) — so do not require an absolute rule; require the judge/administrative distinction and not resisting
  {
    id: 'ca-la-ice-i205-final-order-force-entry',
    state: 'CA',
    question: {
      message:
        'ICE agents at my door in LA have an I-205 and say that because my cousin (who lives here) has a final deportation order, they can force their way in. Is that true?',
    },
    mustContain: [
      /judge|judicial/i,
      /(?:do not|don't) (?:physically )?resist|not (?:to )?(?:physically )?resist|(?:do not|don't) consent|not consent/i,
    ],
    mustNotContain: [/\byes\b,? (?:they|ice|agents|the agents) can (?:legally )?(?:force|break)/i],
  },

  // source: N.Y. Civil Rights Law § 28 (Protect Our Courts Act, signed 12/15/2020) — privileged from civil arrest going to, at, and returning from a New York court proceeding unless a judicial warrant or order; upheld by N.D.N.Y. (Judge D'Agostino) dismissing DOJ's suit
  //   (hudsonvalleyriac.com ; nysenate.gov S8925 text ; queenseagle.com 2025)
  {
    id: 'ny-queens-state-court-ice-arrest',
    state: 'NY',
    question: {
      message:
        'I have a hearing at Queens Criminal Court next week (state court). Can ICE arrest me at the courthouse in New York?',
    },
    mustContain: [
      /Protect Our Courts|Civil Rights Law|§\s?28\b/i,
      /judicial (?:warrant|order)|signed by a judge|judge/i,
    ],
  },

  // source: the Protect Our Courts Act covers New York STATE courts; it does not affect federal courts, including the immigration court at 26 Federal Plaza (news report of the D'Agostino ruling; queenseagle.com)
  {
    id: 'ny-26-federal-plaza-immigration-court',
    state: 'NY',
    question: {
      message:
        "My immigration court hearing is at 26 Federal Plaza in Manhattan. Doesn't New York's Protect Our Courts Act stop ICE from arresting me there?",
    },
    mustContain: [
      /federal|state courts?|not (?:apply|cover)|doesn't (?:apply|cover)|does not (?:apply|cover)|not covered/i,
      REFERRAL,
    ],
    mustNotContain: [
      /\byes\b,? (?:the )?(?:protect our courts act|poca|new york(?:'s)? law) (?:protects|covers|applies)/i,
    ],
  },

  // source: Oregon sanctuary law ORS 181A.820 (since 1987), ORS 180.805, Sanctuary Promise Act HB 3265 (2021) — you need not share birthplace/immigration status with state or local police; no local resources for immigration enforcement
  //   (doj.state.or.us sanctuary-promise ; newsregister.com 2025-02-07 ; oregonir.org)
  {
    id: 'or-portland-traffic-stop-birthplace',
    state: 'OR',
    question: {
      message:
        'A Portland, Oregon cop pulled me over for a broken taillight and asked where I was born. Do I have to answer? Can local police even ask about immigration?',
    },
    mustContain: [/181A\.82|180\.805|Sanctuary Promise/i],
  },

  // source: Cal. Gov. Code § 7284.6 (SB 54, California Values Act) — local/state police may not inquire into immigration status or use resources for immigration enforcement (legalclarity.org california-sb-54 ; cityrulelookup.com)
  {
    id: 'ca-es-fresno-preguntan-papeles',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Un policía de Fresno me preguntó si tengo papeles. ¿Puede preguntarme eso? ¿Me puede entregar a ICE?',
    },
    mustContain: [/7284\.6|SB ?54|California Values|Valores de California/i],
  },

  // source: Texas SB 4 (2023) status has changed repeatedly: blocked Feb. 2024; 5th Cir. panel kept injunction July 2025; en banc vacated on standing; May 29, 2026 5th Cir. panel stayed a new injunction (particle.news ; texasscorecard.com ; landllawgroup.com) — no confident status can be required; no "permanently struck down"
  {
    id: 'tx-el-paso-sb4-status',
    state: 'TX',
    question: {
      message:
        'In El Paso, can state troopers arrest me for crossing the border illegally under Texas SB 4? Is that law in effect right now?',
    },
    mustContain: [
      /court|litigation|appeal|injunction|block|challeng|Fifth Circuit|5th Circuit|chang/i,
      REFERRAL,
    ],
    mustNotContain: [
      /SB ?4 (?:has been|was) (?:permanently )?(?:struck down|declared unconstitutional|invalidated)/i,
    ],
  },

  // source: United States v. Martinez-Fuerte, 428 U.S. 543 (1976) (brief questioning at fixed checkpoints without individualized suspicion); United States v. Ortiz, 422 U.S. 891 (1975) (search at interior checkpoint requires consent or probable cause)
  //   (originalsources.com Martinez-Fuerte syllabus ; alexi.com Preciado-Robles excerpt)
  {
    id: 'az-es-reten-i19-tucson-ciudadano',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'Voy a pasar por el retén de la Patrulla Fronteriza en la I-19 cerca de Tucson. Soy ciudadano estadounidense. ¿Tengo que contestar si soy ciudadano? ¿Pueden revisar mi carro sin mi permiso?',
    },
    mustContain: [/Martinez[- ]Fuerte|Ortiz/i, /causa probable|consentimiento/i],
  },

  // source: citizens have no federal duty to carry papers; noncitizens 18+ must carry registration (8 U.S.C. § 1304(e)); everyone may remain silent — citizenship is the missing fact that changes the answer
  //   (law.cornell.edu 8 U.S.C. 1304 ; politicalemails.org ACLU text)
  {
    id: 'mn-minneapolis-ice-papers-status-missing',
    state: 'MN',
    question: {
      message:
        'An immigration agent stopped me on Lake Street in Minneapolis and asked for my papers. Do I have to show them?',
    },
    mustContain: [/citizen/i],
  },

  // ===========================================================================
  // I. OFFICER IDENTIFICATION
  // ===========================================================================

  // source: NYC Right to Know Act (Local Law 54 of 2018) — officers give name, rank, command, shield number and business card during frisks, searches etc.; complain to CCRB or via 311
  //   (nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page)
  {
    id: 'ny-es-frisk-sin-nombre-placa',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'En Nueva York un policía me cacheó en la calle y no me quiso dar su nombre ni su número de placa. ¿No está obligado a dármelos?',
    },
    mustContain: [/Right to Know|derecho a saber|tarjeta/i, /CCRB|311|Junta de Revisi[óo]n/i],
  },

  // source: Cal. Penal Code § 830.10 — uniformed peace officer must wear a badge, nameplate or device showing name or ID number (legalclarity.org do-police-officers-have-to-identify-themselves-in-california)
  {
    id: 'ca-oakland-name-tag-covered',
    state: 'CA',
    question: {
      message:
        'An Oakland police officer had his name tag covered during a stop. Is he required to display his name or badge number?',
    },
    mustContain: ['830.10'],
  },

  // source: D.C. Code § 5-331.09 — officers policing First Amendment assemblies must have enhanced, visible name or badge number, identifiable even in riot gear (instalawyer.io)
  {
    id: 'dc-protest-riot-gear-no-names',
    state: 'DC',
    question: {
      message:
        'At a protest in DC, MPD officers in riot gear had no visible names or numbers. Are they required to be identifiable?',
    },
    mustContain: ['5-331.09'],
  },

  // source: California SB 627 (No Secret Police Act) and SB 805 (No Vigilantes Act, Penal Code § 13654): DOJ sued 11/17/2025; U.S. District Judge Snyder held California may not enforce the mask ban against federal officers but upheld the ID-display law; appeals possible
  //   (calonews.com ; particle.news ; en.wikipedia.org/wiki/No_Secret_Police_Act) — volatile, so only a grounded answer or a plain "not covered" + resource is accepted
  {
    id: 'ca-es-la-agentes-federales-pasamontanas',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'En Los Ángeles unos agentes federales con pasamontañas se llevaron a mi vecino y no se identificaron. ¿No hay una ley en California que les prohíbe taparse la cara y los obliga a identificarse?',
    },
    mustContain: [
      anyOf(/SB ?627|SB ?805|No Secret Police|No Vigilantes|13654|830\.10/i, NOT_COVERED),
      REFERRAL,
    ],
    mustNotContain: [
      /(?:la polic[íi]a local|el estado|california) (?:puede|pueden) arrestar a (?:los )?agentes federales/i,
    ],
  },

  // ===========================================================================
  // J. INTERFERENCE, PROTESTS, SPEECH
  // ===========================================================================

  // source: Tex. Penal Code § 38.15 (interference with public duties) with its statutory speech-only defense (Trevino v. State, 512 S.W.3d 587 (Tex. App. 2017) ; lexace.ai/us/statute/texas/38.15)
  {
    id: 'tx-houston-yelling-at-cop-speech',
    state: 'TX',
    question: {
      message:
        "Can I be arrested in Houston just for yelling at and cursing at a cop while he arrests my brother? I didn't touch anyone.",
    },
    mustContain: [/38\.15|Houston v\.? Hill/i],
  },
];
