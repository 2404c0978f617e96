import type { EvalCase } from '../../eval-case';
import { ASK_STATE_EN } from './shared';

/** The held-out set of 2026-11-27, part 3 of 5 (the conventions are in shared.ts). */
export const PART_3: EvalCase[] = [
  // source: Arizona v. Gant, 556 U.S. 332 (2009) — vehicle search incident to arrest only if arrestee unsecured within reach or evidence of the crime of arrest may be inside (described in Riley v. California syllabus, en.wikisource.org)
  {
    id: 'az-tucson-arrested-cuffed-car-search',
    state: 'AZ',
    question: {
      message:
        "Got arrested in Tucson for driving on a suspended license. I'm cuffed in the back of the patrol car. Can they search my whole car now?",
    },
    mustContain: ['Gant'],
  },

  // source: Ind. Code § 34-28-5-3.5; Starr v. State (Ind. Ct. App. 2010) (marclopezlaw.com ; casetext starr-v-state-17)
  {
    id: 'in-es-fort-wayne-pasajera',
    state: 'IN',
    language: 'es',
    question: {
      message:
        'En Fort Wayne pararon a mi esposo por exceso de velocidad. Yo iba de pasajera y el policía me exige mi nombre y fecha de nacimiento. ¿Tengo que dárselos?',
    },
    mustContain: [/34-28-5-3\.5|Starr/i, /pasajer/i],
  },

  // ===========================================================================
  // D. DUI / IMPLIED CONSENT / BREATH AND BLOOD TESTS
  // ===========================================================================

  // source: Florida "Trenton's Law", CS/HB 687, ch. 2025-121, eff. Oct. 1, 2025 — FIRST refusal of a lawful breath/urine test after DUI arrest is a second-degree misdemeanor; second is first-degree; plus 1-year / 18-month suspension (Fla. Stat. §§ 316.1932, 316.1939)
  //   (flsenate.gov/Committees/billsummaries/2025/html/3730 ; cavanaughattorneys.com Oct 2025)
  {
    id: 'fl-es-miami-primera-negativa-alcoholimetro',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Me pararon en Miami por sospecha de DUI y me arrestaron. Es la primera vez. Si me niego a soplar en el alcoholímetro, ¿es delito o solo me suspenden la licencia?',
    },
    mustContain: [/316\.19(?:32|39)|Trenton|HB ?687/i, /delito menor|misdemeanor|segundo grado/i],
    mustNotContain: [
      /(?<!no )(?:solo|sólo|solamente|únicamente) (?:le |te )?(?:suspenden|suspender[áa]n|suspende) (?:la|su|tu) licencia/i,
      /(?:la )?primera (?:negativa|vez) no es (?:un )?delito/i,
    ],
  },

  // source: Fla. CS/HB 687 (2025), §§ 316.1932, 316.1939 (flsenate.gov bill summary 2025/3730)
  {
    id: 'fl-tampa-first-refusal-history',
    state: 'FL',
    question: {
      conversationHistory: [
        { role: 'user', content: "I'm in Tampa. Just got arrested for DUI, first time ever." },
        {
          role: 'assistant',
          content: "I'm sorry you're dealing with this. What would you like to know?",
        },
      ],
      message: 'What happens if I just refuse to blow into the machine at the station?',
    },
    mustContain: [/316\.19(?:32|39)|Trenton|HB ?687/i, /misdemeanor/i],
    mustNotContain: [
      /(?:first|1st) refusal (?:is not|isn't) a crime/i,
      /(?<!not )only (?:results? in|leads? to|means) (?:a )?(?:license )?suspension/i,
    ],
  },

  // source: Elliott v. State, 305 Ga. 179 (2019) — Ga. Const. art. I, § I, ¶ XVI bars admitting a breath-test refusal at a criminal trial; Olevik v. State, 302 Ga. 228 (2017); license suspension (min. 1 year per implied consent notice) still applies
  //   (gacities.com Elliott v. State ; coosavalleynews.com 2019)
  {
    id: 'ga-savannah-breath-refusal-at-trial',
    state: 'GA',
    question: {
      message:
        'Arrested for DUI in Savannah. Can the prosecutor use the fact that I refused the breath test against me at trial?',
    },
    mustContain: ['Elliott', /suspen/i],
    mustNotContain: [/(?<!not )(?:can|may|will) be used against you at (?:your )?trial/i],
  },

  // source: Elliott v. State, 305 Ga. 179 (2019) (app.midpage.ai/case/elliott-v-state-7401113)
  {
    id: 'ga-es-gwinnett-negativa-juicio',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'Me arrestaron por DUI en Gwinnett, Georgia. Me negué a soplar en la estación. ¿El fiscal puede usar eso en mi contra en el juicio?',
    },
    mustContain: ['Elliott'],
  },

  // source: MCL 257.625a(2)(d) — refusing the roadside preliminary breath test is a civil infraction (zayidlaw.com ; criminaldefenselawcenterwestmichigan.com)
  {
    id: 'mi-es-detroit-prueba-preliminar',
    state: 'MI',
    language: 'es',
    question: {
      message:
        'En Detroit el policía me pide que sople en el aparatito ahí en la calle, antes de arrestarme. ¿Me puedo negar? ¿Qué me pasa si me niego?',
    },
    mustContain: ['257.625a', /infracci[óo]n civil|civil/i],
  },

  // source: Michigan implied consent — refusing the post-arrest chemical test brings a 1-year suspension and 6 points (lawyerupmichigan.com ; fpattorneys.com)
  {
    id: 'mi-es-grand-rapids-prueba-oficial-estacion',
    state: 'MI',
    language: 'es',
    question: {
      message:
        'Me arrestaron por manejar tomado en Grand Rapids. En la estación me piden la prueba de aliento oficial. ¿Qué pasa si me niego?',
    },
    mustContain: [/suspen/i, /un a[ñn]o|1 a[ñn]o|12 meses|seis puntos|6 puntos|257\.625/i],
  },

  // source: refusal consequences differ by state (e.g., Fla. HB 687 criminal; Mich. civil infraction for roadside PBT; Ga. Elliott) — state is missing, assistant should ask
  {
    id: 'breathalyzer-refusal-no-state',
    question: { message: 'If I refuse a breathalyzer, what happens to me?' },
    mustContain: [ASK_STATE_EN],
    firstPartMustContain: [ASK_STATE_EN],
  },

  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016) — warrantless breath test incident to DUI arrest allowed; blood test needs a warrant; refusal of a warrantless blood test cannot be criminalized
  //   (tdcaa.com/case_of_the_week/birchfield-v-north-dakota)
  {
    id: 'nd-fargo-blood-draw-no-warrant',
    state: 'ND',
    question: {
      message:
        "Arrested for DUI in Fargo. Now they want to draw my blood and they don't have a warrant. Isn't refusing a crime in North Dakota?",
    },
    mustContain: ['Birchfield', /warrant/i],
    mustNotContain: [
      /refusing (?:a |the )?(?:warrantless )?blood (?:test|draw) (?:is|can be) (?:a )?(?:crime|criminal)/i,
    ],
  },

  // ===========================================================================
  // E. SEARCHES: HOME, PHONE, PERSON, CONSENT
  // ===========================================================================

  // source: Payton v. New York, 445 U.S. 573 (1980) — no warrantless nonconsensual home entry absent exigency; consent can be refused (optimism.cc/college/ps157b/payton.html ; studicata Payton rule)
  {
    id: 'tx-es-houston-tocan-puerta-sin-orden',
    state: 'TX',
    language: 'es',
    question: {
      message:
        "La policía de Houston está tocando mi puerta. Dicen que solo quieren 'hablar' y entrar a echar un vistazo. No traen ninguna orden. ¿Tengo que abrirles?",
    },
    mustContain: [
      /orden (?:judicial|de (?:cateo|registro|allanamiento))|juez/i,
      /consentimiento|consentir|permiso/i,
    ],
    firstPartMustContain: [
      /no (?:tiene|tienes|est[áa]s? obligad[oa]|necesita|necesitas) (?:que |a )?abrir|no (?:les )?abra|no,/i,
    ],
  },

  // source: State v. Ferrier, 136 Wn.2d 103 (1998) — knock-and-talk consent to search a home requires warnings (right to refuse, revoke, limit scope) before entry
  //   (lawpipe.com/washington/State_v_Ferrier ; casetext state-v-ferrier-1)
  {
    id: 'wa-seattle-knock-and-talk-no-warning',
    state: 'WA',
    question: {
      message:
        "Seattle police did a 'knock and talk' at my apartment and asked to come in and look around. They never told me I could say no. Does that matter in Washington?",
    },
    mustContain: ['Ferrier'],
  },

  // source: State v. Ferrier, 136 Wn.2d 103 (1998) (lawpipe.com ; seattleattorneysblog.com)
  {
    id: 'wa-es-spokane-tocaron-puerta-vistazo',
    state: 'WA',
    language: 'es',
    question: {
      message:
        "En Spokane la policía tocó mi puerta, me pidió permiso para entrar a 'dar un vistazo' y no me dijo que podía negarme. ¿Importa eso en Washington?",
    },
    mustContain: ['Ferrier'],
  },

  // source: Georgia v. Randolph, 547 U.S. 103 (2006) — a physically present co-occupant's express refusal prevails over the other occupant's consent (openbooks.lib.msu.edu/cj275)
  {
    id: 'ga-atlanta-roommate-consent-objection',
    state: 'GA',
    question: {
      message:
        'My roommate told Atlanta police they could search our apartment, but I was standing right there saying no. Can they search anyway?',
    },
    mustContain: ['Randolph'],
  },

  // source: Lange v. California (2021) — flight of a suspected misdemeanant does not categorically justify warrantless home entry (missduiarizona.com summary ; csg.org)
  {
    id: 'ca-sonoma-garage-misdemeanor-pursuit',
    state: 'CA',
    question: {
      message:
        'A cop followed me into my garage in Sonoma because I was honking and playing loud music — a misdemeanor at most. Can he walk into my garage without a warrant?',
    },
    mustContain: ['Lange'],
  },

  // source: Riley v. California, 573 U.S. 373 (2014) — police generally need a warrant to search a cell phone seized incident to arrest (en.wikisource.org Riley syllabus)
  {
    id: 'ny-es-arrestado-revisar-celular',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Nueva York y el policía quiere revisar mi celular. ¿Puede hacerlo sin orden de un juez?',
    },
    mustContain: ['Riley'],
  },

  // source: consent searches may be refused (singerhurvitzlaw.com: "You may refuse a search... an officer can pat down your clothing if you are suspected of having a weapon"); state does not change this core answer
  {
    id: 'es-sin-estado-mochila-permiso',
    language: 'es',
    question: {
      message:
        'Un policía me paró en la calle y me pidió permiso para revisar mi mochila. ¿Puedo decirle que no?',
    },
    mustContain: [
      /(?:puede|puedes|tiene (?:el )?derecho a|tienes (?:el )?derecho a) (?:negarse|negarte|decir que no|decirle que no|rechazar|no dar)|no (?:tiene|tienes) que (?:dar|consentir|aceptar|dejar)|no (?:est[áa]s?) obligad[oa] a/i,
    ],
  },

  // source: N.Y. CPL § 140.50(3) (frisk only on reasonable suspicion of danger); NYC Right to Know Act — officers must explain that a consent search will not happen if you refuse
  //   (nysenate.gov CPL 140.50 ; nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page)
  {
    id: 'ny-es-bronx-cateo-history',
    state: 'NY',
    language: 'es',
    question: {
      conversationHistory: [
        { role: 'user', content: 'Vivo en el Bronx.' },
        { role: 'assistant', content: 'Entendido, Nueva York. ¿En qué le puedo ayudar?' },
      ],
      message:
        'Si un policía me para cuando voy caminando, ¿me puede catear o revisar los bolsillos?',
    },
    mustContain: ['140.50', /consentimiento|consentir|permiso/i],
  },

  // ===========================================================================
  // F. SILENCE, MIRANDA, ARREST
  // ===========================================================================

  // source: Miranda protects against use of un-warned custodial statements; it does not void an arrest or dismiss a case (see Salinas v. Texas syllabus on custodial/noncustodial questioning, cetient.com/case/902767)
  {
    id: 'tx-dallas-miranda-not-read',
    state: 'TX',
    question: {
      message:
        'I was arrested in Dallas and they never read me my Miranda rights. Does that mean my case gets thrown out?',
    },
    mustContain: [/statement|question|interrogat|confess/i],
    firstPartMustContain: [/\bno\b|not (?:necessarily|automatically)|doesn't|does not/i],
  },

  // source: Salinas v. Texas, 570 U.S. 178 (2013) (must expressly invoke the privilege in noncustodial questioning); Berghuis v. Thompkins, 560 U.S. 370 (2010) (must invoke unambiguously)
  //   (cetient.com/case/902767/salinas-v-texas ; law.com Texas Lawyer 2013)
  {
    id: 'ca-es-la-quedarse-callado-basta',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Estoy en Los Ángeles. Si la policía me hace preguntas en la calle y yo nomás me quedo callado, ¿con eso ya estoy usando mi derecho a guardar silencio?',
    },
    mustContain: [
      /Salinas|Berghuis|expresamente|claramente|explícitamente|en voz alta|decirlo|d[ií]galo|diga(?:le)? (?:que|claramente)/i,
    ],
  },

  // source: Miranda warnings include right to remain silent, to an attorney, and to appointed counsel if unable to pay (Washington House bill report ESHB 1140 background, lawfilesext.leg.wa.gov)
  {
    id: 'ga-es-atlanta-arrestado-que-digo',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'Me acaban de arrestar en Atlanta. ¿Qué les digo? ¿Tengo derecho a un abogado aunque no pueda pagarlo?',
    },
    mustContain: [
      /silencio/i,
      /abogad/i,
      /defensor|gratis|de oficio|sin costo|no (?:pueda|puede) pagar|asignad|nombrad/i,
    ],
  },

  // source: ACLU-DC Know Your Rights — ask "Am I free to leave?"; if yes, walk away calmly; if no, you are detained (acludc.org) — the state does not change this answer
  {
    id: 'detained-or-free-to-go-no-state',
    question: {
      message: "How do I know if I'm being detained or if I'm free to just walk away from a cop?",
    },
    mustContain: [/free to (?:leave|go)/i],
    firstPartMustContain: [/free to (?:leave|go)|detain/i],
  },

  // source: ACLU of Kansas Know Your Rights — "In Kansas, you have to clearly invoke your right to remain silent" (aclukansas.org)
  {
    id: 'ks-es-topeka-invocar-silencio',
    state: 'KS',
    language: 'es',
    question: {
      message:
        'Vivo en Topeka. Si la policía me empieza a hacer preguntas, ¿basta con no contestar o tengo que decir algo para que respeten mi derecho a guardar silencio?',
    },
    mustContain: [
      /claramente|expresamente|explícitamente|en voz alta|decirlo|d[ií]galo|diga(?:lo)?\b/i,
    ],
  },
];
