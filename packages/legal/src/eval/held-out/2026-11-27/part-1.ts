import type { EvalCase } from '../../eval-case';
import { ASK_STATE_ES } from './shared';

/** The held-out set of 2026-11-27, part 1 of 5 (the conventions are in shared.ts). */
export const PART_1: EvalCase[] = [
  // ===========================================================================
  // A. STOP AND IDENTIFY (name / ID on foot, passengers)
  // ===========================================================================

  // source: A.R.S. § 13-2412 — true full name when lawfully detained on reasonable suspicion, after being told refusal is unlawful; no duty to hand over a card as a pedestrian
  //   (legalclarity.org/do-you-have-to-provide-id-to-police-in-arizona ; legalfix.com/topics/police/stop-and-identify/az)
  {
    id: 'az-phoenix-pedestrian-name-no-id',
    state: 'AZ',
    question: {
      message:
        "I'm walking home in Phoenix and a cop stopped me, says someone matching my description broke into a car on this block. I don't have ID on me. Do I have to tell him my name?",
    },
    mustContain: ['13-2412', /name/i],
    mustNotContain: [
      /you (?:do not|don't) (?:ever )?(?:have to|need to) (?:give|tell|provide) (?:him |them |the officer )?your (?:true |full )*name(?! (?:unless|until|if|before|when))/i,
      /(?<!(?:n't|not|no|never) )(?:must|have to|required to) (?:show|produce|hand over) (?:a |your )?(?:physical )?(?:id|identification|driver'?s license)/i,
    ],
    mustNotCite: [/38\.02/, /171\.123/, /16-3-103/],
  },

  // source: Tex. Penal Code § 38.02 — refusing name/address/DOB is an offense only after a lawful ARREST; giving a false name is an offense if arrested or lawfully detained
  //   (fairlawpllc.com/texas-failure-to-id-laws-pt1 ; Green v. State, Tex. App. 1995 quoting § 38.02 ; Senate Research Center analysis of S.B. 843 (2011))
  {
    id: 'tx-houston-pedestrian-not-arrested',
    state: 'TX',
    question: {
      message:
        "Houston cop stopped me while I was walking and wants my name and date of birth. I'm not under arrest, he just says I 'look suspicious.' Do I have to answer?",
    },
    mustContain: ['38.02', /arrest/i, /false|fictitious|\blie\b|made[- ]up/i],
    mustNotContain: [
      /(?:texas )?law requires (?:you )?to (?:give|provide|tell) (?:them |him |the officer )?your name (?:during|when|if you are|while) (?:a |being )?(?:detain|detent|stop)/i,
    ],
    mustNotCite: [/13-2412/, /171\.123/, /2921\.29/],
  },

  // source: Tex. Penal Code § 38.02 (same as above; fairlawpllc.com ; legalclarity.org/failing-to-identify-as-a-fugitive-from-justice-in-texas)
  {
    id: 'tx-es-san-antonio-caminando-no-arrestado',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Estoy en San Antonio. No voy manejando, voy caminando. Un policía me paró y me pide mi nombre y fecha de nacimiento, pero no estoy arrestado. ¿Tengo que dárselos?',
    },
    mustContain: ['38.02', /arrest/i, /fals[oa]s?|ficticio|mentir|inventad/i],
    mustNotCite: [/13-2412/, /171\.123/],
  },

  // source: no general stop-and-identify statute in California; Cal. Penal Code § 647(e) struck down in Kolender v. Lawson, 461 U.S. 352 (1983)
  //   (legalclarity.org/is-california-a-stop-and-id-state ; Kolender v. Lawson summaries)
  {
    id: 'ca-la-walking-dog-id',
    state: 'CA',
    question: {
      message:
        "I'm in LA walking my dog — not driving, not in a car. A cop asked for my ID. Do I have to show it? Is California a stop and identify state?",
    },
    mustContain: [
      /no (?:general )?(?:stop[- ]and[- ]id(?:entify)?|law (?:that )?requir|statute (?:that )?requir)|not a stop[- ]and[- ]id|(?:does not|doesn't) have a (?:general )?stop[- ]and[- ]id|no (?:general )?(?:duty|requirement|obligation) to (?:carry|show)|(?:not|aren't|are not) required to (?:carry|show)|(?:don't|do not) have to (?:carry|show)/i,
    ],
    mustNotContain: [
      /california (?:law )?requires (?:you|pedestrians|people|everyone) to (?:carry|show)/i,
    ],
    mustNotCite: [/13-2412/, /38\.02/, /171\.123/],
  },

  // source: NRS 171.123 (detained person shall identify himself; cannot be compelled to answer other questions); Hiibel v. Sixth Judicial Dist. Court, 542 U.S. 177 (2004)
  //   (legalclarity.org/is-nevada-a-stop-and-id-state-know-your-rights — officers cannot compel documents such as a license absent other justification)
  {
    id: 'nv-es-las-vegas-strip-nombre',
    state: 'NV',
    language: 'es',
    question: {
      message:
        'Estoy en Las Vegas caminando por el Strip y un policía me detuvo porque dice que me parezco a alguien que robó en un casino. ¿Le tengo que decir mi nombre? ¿Y enseñarle mi licencia?',
    },
    mustContain: ['171.123', /nombre/i],
    mustNotContain: [
      /(?<!(?:no|ni) )(?:tiene|debe) que (?:mostrar|enseñar|ensenar|entregar)(?:le)? (?:su |la )?(?:licencia|identificaci[óo]n)/i,
    ],
    mustNotCite: [/13-2412/, /38\.02/],
  },

  // source: C.R.S. § 16-3-103(1) — may require name, address, identification if available and explanation; may NOT require a Social Security number
  //   (casetext.com/statute/colorado-revised-statutes/.../section-16-3-103-stopping-of-suspect)
  {
    id: 'co-mile-high-mall-name-social',
    state: 'CO',
    question: {
      message:
        'Mile High City cop stopped me on the 16th Street Mall saying I match the description of a shoplifter. What do I have to give him — my name, my ID, my social security number?',
    },
    mustContain: ['16-3-103'],
    mustNotContain: [
      /(?<!(?:n't|not|no|never) )(?:must|have to|required to) (?:give|provide|tell) (?:him |them |the officer )?your social security/i,
    ],
    mustNotCite: [/13-2412/, /38\.02/],
  },

  // source: Ohio R.C. 2921.29(A)(1) — person in a public place must disclose name, address or DOB when officer reasonably suspects a criminal offense
  //   (State v. Dunn (Ohio App. 2020), studicata.com ; State v. Fulton, 2024-Ohio-2880, palmerlegaldefense.com)
  {
    id: 'oh-cleveland-sidewalk-suspect-name',
    state: 'OH',
    question: {
      message:
        'Cleveland police stopped me on the sidewalk, said I match the description of a guy who just smashed a car window, and want my name, address and date of birth. Can I refuse?',
    },
    mustContain: ['2921.29'],
    mustNotCite: [/38\.02/, /13-2412/],
  },

  // source: the answer differs by state (Ohio R.C. 2921.29 vs. Georgia, which has no comparable general statute that I could confirm) — a needed fact is missing, so the assistant should ask which Columbus
  //   (Ohio: studicata.com State v. Dunn ; palmerlegaldefense.com)
  {
    id: 'columbus-ambiguous-state-name',
    question: {
      message:
        'A cop in Columbus stopped me while I was walking and wants my name. Do I have to give it?',
    },
    mustContain: [/ohio/i, /georgia/i],
    firstPartMustContain: [/ohio|georgia|which (?:state|columbus)|what state/i],
  },

  // source: Kansas City, MO officers: RSMo § 84.710 (demand name, address, business abroad); Kansas: K.S.A. 22-2402 — different rules, so the assistant should ask which side
  //   (cameleonbags.com on § 84.710 ; ksrevisor.org 22-2402)
  {
    id: 'kansas-city-es-ambiguous-side',
    language: 'es',
    question: {
      message:
        'Vivo en Kansas City y la policía me paró cuando iba caminando. ¿Tengo que darles mi nombre?',
    },
    mustContain: [/missouri|misuri/i, /\bkansas\b(?! city)/i],
    firstPartMustContain: [/missouri|misuri|(?:qu[ée]|cu[áa]l) (?:estado|lado)/i],
  },

  // source: 725 ILCS 5/107-14 — officer, after identifying himself, may stop person in public place on reasonable inference of an offense and demand name, address and explanation
  //   (law.onecle.com/illinois/725ilcs5/107-14.html)
  {
    id: 'il-es-chicago-nombre-direccion-explicacion',
    state: 'IL',
    language: 'es',
    question: {
      message:
        "Soy de Chicago. Un policía me paró en la calle, me dice que 'parezco sospechoso' y me exige mi nombre, mi dirección y que le explique qué estoy haciendo. ¿Puede exigirme todo eso?",
    },
    mustContain: ['107-14'],
    mustNotCite: [/38\.02/, /13-2412/],
  },

  // source: N.Y. CPL § 140.50(1) (demand name, address, explanation on reasonable suspicion of felony/misdemeanor) and (3) (frisk only if officer reasonably suspects danger)
  //   (nysenate.gov/legislation/laws/CPL/140.50)
  {
    id: 'ny-bronx-stop-and-frisk',
    state: 'NY',
    question: {
      message:
        "NYPD stopped me in the Bronx, said I 'fit a description.' They want my name and address and they want to pat me down. What can they legally do?",
    },
    mustContain: ['140.50', /frisk|pat[- ]?down|weapon/i],
    mustNotCite: [/38\.02/, /13-2412/],
  },

  // source: 18 Pa.C.S. § 4914 — false identification is an offense only after a uniformed/identified officer informs the person he is the subject of an official investigation; In re D.S., 39 A.3d 968 (Pa. 2012)
  //   (vodzaklegal.com ; rhjameslaw.com en banc Superior Court ; studicata Commonwealth v. Oliver 2023)
  {
    id: 'pa-es-philly-nombre-falso',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'En Philly un policía me pidió mi nombre en la calle. ¿Es delito no dárselo? ¿Y si le doy un nombre falso?',
    },
    mustContain: ['4914', /investigaci[óo]n/i],
    mustNotCite: [/13-2412/, /38\.02/],
  },

  // source: Ind. Code § 34-28-5-3.5 (refusal to identify when stopped for an infraction/ordinance violation, Class C misdemeanor); Starr v. State (Ind. Ct. App. 2010) — a passenger not suspected of his own infraction cannot be convicted
  //   (marclopezlaw.com ; print.casetext.com/case/starr-v-state-17 ; lawserver.com IC 34-28-5-3)
  {
    id: 'in-indy-passenger-name-dob',
    state: 'IN',
    question: {
      message:
        "Indy cops pulled over my buddy for a busted taillight. I'm just the passenger. They want my name and date of birth too — do I have to give it?",
    },
    mustContain: [/34-28-5-3\.5|Starr/i, /passenger/i],
    mustNotContain: [/(?:all|every) passengers? (?:must|ha(?:ve|s) to) (?:give|provide|identify)/i],
  },

  // source: NMSA 1978 § 30-22-3 (concealing identity); State v. Andrews, 123 N.M. 95 (Ct. App. 1997) — at a lawful traffic stop, giving only a name can be insufficient; State v. Dawson, 1999-NMCA-072
  //   (print.casetext.com/case/state-v-andrews-127 ; studicata.com State v. Andrews)
  {
    id: 'nm-abq-traffic-stop-concealing-identity',
    state: 'NM',
    question: {
      message:
        "ABQ cop pulled me over for speeding. I gave him my name but refused to give my address and birthday. He says that's a crime. Is he right?",
    },
    mustContain: ['30-22-3'],
    mustNotContain: [/(?:only|just) (?:have|need) to give (?:him |them |the officer )?your name/i],
  },

  // source: Utah Code § 77-7-15 (stop and demand name, address, DOB, explanation) and § 76-8-301.5 (failure to disclose identity)
  //   (legalclarity.org/is-utah-a-stop-and-id-state-what-you-need-to-know ; utahcriminallawyer.com 2025)
  {
    id: 'ut-es-salt-lake-nombre-sospechoso',
    state: 'UT',
    language: 'es',
    question: {
      message:
        'Estoy en Salt Lake City. La policía me detuvo porque dicen que coincido con la descripción de un sospechoso. ¿Me pueden obligar a decirles mi nombre?',
    },
    mustContain: [/76-8-301\.5|77-7-15/],
    mustNotCite: [/13-2412/, /38\.02/],
  },

  // source: K.S.A. 22-2402(1) — may stop person in public place on reasonable suspicion and demand name, address and explanation (ksrevisor.org)
  {
    id: 'ks-wichita-demand-name-explanation',
    state: 'KS',
    question: {
      message:
        "A Wichita officer stopped me outside a closed store at night and demanded my name, my address and an explanation of what I'm doing there. Is that legal in Kansas?",
    },
    mustContain: ['22-2402'],
    mustNotCite: [/84\.710/, /13-2412/],
  },

  // source: RSMo § 84.710 (Kansas City, Missouri police may stop a person on reasonable suspicion and demand name, address, business abroad and destination)
  //   (cameleonbags.com/blogs/news/do-i-have-to-show-the-police-my-id-or-concealed-carry-permit-in-missouri)
  {
    id: 'mo-kc-followup-missouri-side',
    state: 'MO',
    question: {
      conversationHistory: [
        { role: 'user', content: 'I live in Kansas City and had a run-in with police last night.' },
        {
          role: 'assistant',
          content:
            "I'm sorry to hear that. Is that Kansas City, Missouri or Kansas City, Kansas? The rules differ.",
        },
      ],
      message:
        'Missouri side. I was walking home and KCPD stopped me and demanded my name and where I was going. Did I have to answer?',
    },
    mustContain: ['84.710'],
    mustNotCite: [/22-2402/],
  },

  // source: Fla. Stat. § 856.021 — loitering or prowling; officer must first give the person a chance to dispel alarm by identifying himself and explaining presence and conduct
  //   (criminallawyerjacksonville.com/0856.021.html — statute text)
  {
    id: 'fl-jax-loitering-prowling-name',
    state: 'FL',
    question: {
      message:
        "Jax cop says I'm 'loitering and prowling' outside a closed gas station at 2am and wants my name and an explanation. What's the law here?",
    },
    mustContain: ['856.021', /explain|explanation|dispel|identify/i],
  },

  // source: identification duties differ state by state (A.R.S. 13-2412, Tex. Penal Code 38.02, Cal. no general statute, etc.) — the state is missing, so the right answer asks for it
  {
    id: 'es-sin-estado-nombre-calle',
    language: 'es',
    question: {
      message:
        '¿Tengo que darle mi nombre a la policía si me para en la calle? No he hecho nada malo.',
    },
    mustContain: [ASK_STATE_ES],
    firstPartMustContain: [ASK_STATE_ES],
  },

  // source: A.R.S. § 13-2412 (legalclarity.org) — the person lives in Texas but is now in Arizona: Arizona law applies, Texas § 38.02 must not be cited
  {
    id: 'az-visiting-phoenix-texas-resident-history',
    state: 'AZ',
    question: {
      conversationHistory: [
        { role: 'user', content: 'I live in Dallas.' },
        { role: 'assistant', content: "Got it — Texas. What's going on?" },
      ],
      message:
        "I'm actually visiting my sister in Phoenix this week. A cop stopped me while I was walking near her place, says I match a burglary suspect, and asked my name. Do I have to give it here?",
    },
    mustContain: ['13-2412'],
    mustNotContain: ['38.02'],
    mustNotCite: [/38\.02/],
  },

  // source: ACLU-DC, Know Your Rights at demonstrations — MPD generally cannot force you to show ID (except a license when driving); filming is legal if you do not interfere
  //   (acludc.org/en/know-your-rights/know-your-rights-demonstrations-dc)
  {
    id: 'dc-es-protesta-grabar-identificacion',
    state: 'DC',
    language: 'es',
    question: {
      message:
        'Estoy en una protesta en DC. ¿Puedo grabar a la policía con mi celular? Y si me piden identificación, ¿tengo que enseñársela?',
    },
    mustContain: [
      /(?:no|generalmente no) (?:le |te )?(?:pueden|puede) obligar|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:mostrar|enseñar|ensenar|dar)|no es obligatori/i,
      /interfi?er|obstru|distancia|estorb/i,
    ],
  },

  // source: La. C.Cr.P. art. 215.1(A)-(B) — stop on reasonable suspicion; frisk of outer clothing only if officer reasonably suspects danger (legis.la.gov/Legis/Law.aspx?d=112364)
  {
    id: 'la-es-nueva-orleans-cacheo',
    state: 'LA',
    language: 'es',
    question: {
      message:
        'En Nueva Orleans la policía me paró en la calle y me quiere cachear. ¿Pueden hacerlo así nomás?',
    },
    mustContain: ['215.1', /peligro|arma/i],
    mustNotCite: [/140\.50/],
  },
];
