import type { EvalCase } from '../../eval-case';

/** Part 2: checkpoints, ICE at the door, Miranda, phone calls, minors. */
export const PART_2: EvalCase[] = [
  // source: GHSA sobriety checkpoint survey, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints,
  // and https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Wisconsin: sobriety checkpoints "Prohibited by statute"); Michigan Dep't of State Police v.
  // Sitz, 496 U.S. 444 (1990) (checkpoints allowed under the federal Constitution).
  {
    id: 'hob-wi-checkpoint-es-milwaukee',
    state: 'WI',
    language: 'es',
    question: {
      message:
        'Mi primo dice que en Milwaukee ponen retenes de alcoholímetro (checkpoints) el fin de semana. ¿Eso es legal en Wisconsin? ¿Tengo que parar?',
    },
    mustContain: [
      /(prohib|no (est[áa]n|son) (permitid|autorizad|legal)|no se (permiten|usan|hacen|realizan)|ilegal)/i,
    ],
    mustNotContain: [/(?<!no )(son|est[áa]n) (legales|permitidos) en Wisconsin/i],
  },
  // source: GHSA survey, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints, and
  // https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Michigan: checkpoints violate the state constitution, though Michigan v. Sitz (1990) upheld
  // them under the federal Constitution).
  {
    id: 'hob-mi-checkpoint-detroit',
    state: 'MI',
    question: {
      message:
        "Are DUI checkpoints legal in Detroit? I thought the Supreme Court said they're fine because of some Michigan case.",
    },
    mustContain: [
      /Sitz/i,
      /state constitution|Michigan (law|constitution|Supreme Court)|not (allowed|permitted|used|conducted)|prohibit|banned/i,
    ],
    mustNotContain: [/(?<!not |n't )(are|is) (legal|allowed|permitted|used) in Michigan/i],
  },
  // source: GHSA survey, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints; Texas lawmakers
  // "have not yet allowed them", https://thenelsonfirm.com/tag/checkpoint/ (Texas does not conduct
  // sobriety checkpoints).
  {
    id: 'hob-tx-checkpoint-austin',
    state: 'TX',
    question: {
      message:
        'saw on facebook theres gonna be a DWI checkpoint on 6th street in Austin this weekend. do they even do those in texas?',
    },
    mustContain: [
      /(not (allowed|permitted|used|conducted|authorized)|don't (use|do|conduct)|prohibit|no (sobriety|DWI|DUI) checkpoints)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(checkpoints )?(are|is) (legal|allowed|permitted|common) in Texas/i,
    ],
  },
  // source: GHSA survey, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints ("California:
  // 2,500 or more checkpoints are conducted annually. Their legality is upheld under state and
  // federal Constitution"); Michigan Dep't of State Police v. Sitz, 496 U.S. 444 (1990).
  {
    id: 'hob-ca-checkpoint-es-los-angeles',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Me tocó un retén de alcohol en Los Ángeles y me pidieron la licencia. ¿Es legal que paren a todos sin razón? ¿Tengo que contestar si tomé?',
    },
    mustContain: [
      /Sitz|(son|es|est[áa]n) (legal|legales|permitid|constitucional)/i,
      /licencia/i,
      /no (tiene que|est[áa] obligad[oa] a) (responder|contestar|decir)|derecho a (guardar silencio|permanecer callad[oa]|no (responder|contestar))/i,
    ],
  },
  // source: https://immigrantdefensemanual.org/be-prepared/be-prepared-what-to-do-during-a-raid/judicial-vs-administrative-warrant/
  // ("does not permit police or ... ICE agents to enter homes without judicial warrants or consent";
  // administrative warrant "Signed by an ICE supervisor and not by a judge"); observed.org guide.
  // Note: a February 2026 DHS statement claims entry on I-205 removal warrants for people with
  // final orders (contested, https://lgilawyers.com/?p=159891), so only the judicial-warrant test and
  // not opening the door are required here.
  {
    id: 'hob-il-ice-door-es-chicago',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'Están tocando la puerta agentes de ICE en mi casa en Chicago (Pilsen). Dicen que tienen una orden. ¿Les tengo que abrir? No tengo papeles.',
    },
    mustContain: [
      /juez|judicial/i,
      /no (tiene que|est[áa] obligad[oa] a) abrir|no abra|mantenga la puerta cerrada|por debajo de la puerta|(pase|deslice|muestre)[^.]{0,40}(orden|documento)/i,
      /guardar silencio|permanecer callad[oa]|no (tiene que|est[áa] obligad[oa] a) (responder|contestar|decir)/i,
    ],
    mustNotContain: [
      /(?<!no )(tiene que|debe) abrir(les)? la puerta/i,
      /(?<!no )(tiene que|debe) firmar/i,
    ],
  },
  // source: https://observed.org/judicial-warrant-vs-administrative-warrant-what-ice-needs-to-enter-your-home/
  // (judicial warrant names a court and carries a judge's signature; administrative warrant says
  // Department of Homeland Security; "If they enter anyway, do not resist — say you do not consent").
  {
    id: 'hob-ca-ice-paper-fresno',
    state: 'CA',
    question: {
      message:
        'ICE is outside my apartment in Fresno holding up a paper that says Department of Homeland Security at the top and signed by an immigration officer. Is that a real warrant to come in? What do I say?',
    },
    mustContain: [
      /judge|judicial|court/i,
      /(do not|don't) (consent|open)|not consent|keep the door (closed|shut)|slide (it )?under/i,
      /remain silent|right to (stay|be|remain) silent|don't have to (answer|talk|say)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(you )?(must|have to) (open the door|let them in)/i,
      /(you (can|should) )(physically )?(block|push|resist)/i,
    ],
  },
  // source: Berghuis v. Thompkins, 560 U.S. 370 (2010), https://app.midpage.ai/document/berghuis-v-thompkins-147529;
  // Salinas v. Texas, 570 U.S. 178 (2013), https://cetient.com/case/902767/salinas-v-texas (silence
  // without expressly invoking the privilege could be used at trial).
  {
    id: 'hob-mi-silent-counts-southfield',
    state: 'MI',
    question: {
      message:
        'If detectives in Southfield are questioning me and I just sit there and say nothing, does that count as using my right to remain silent? or do i have to say something',
    },
    mustContain: [
      /(say|state|tell them)[^.]{0,60}(out loud|clearly|expressly|explicitly|unambiguous)|(clearly|expressly|explicitly|unambiguously|out loud)[^.]{0,40}(invoke|say|state|tell)/i,
      /Berghuis|Salinas|silence (alone|by itself)|just staying silent|staying quiet (is not|isn't)|can be used/i,
    ],
    mustNotContain: [
      /(silence|staying silent|saying nothing) (alone |by itself )?(automatically )?(invokes|counts as invoking|is enough)/i,
    ],
  },
  // source: Salinas v. Texas, 570 U.S. 178 (2013), https://cetient.com/case/902767/salinas-v-texas
  // (voluntary, non-custodial interview; falling silent without expressly invoking the privilege
  // was usable as evidence); Berghuis v. Thompkins (2010).
  {
    id: 'hob-tx-silence-es-houston-interview',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Un detective de Houston me invitó a la estación "solo para platicar", no estoy arrestado. Si me quedo callado cuando me pregunte algo, ¿lo pueden usar en mi contra? ¿Qué digo?',
    },
    mustContain: [
      /(decir|diga|declare|expres|invoc)[^.]{0,80}(claramente|expresamente|en voz alta|explícitamente|explicitamente)|(claramente|expresamente|explícitamente|explicitamente)[^.]{0,60}(invoc|dec|diga)/i,
      /abogad/i,
    ],
    mustNotContain: [/quedarse callad[oa] (basta|es suficiente|lo protege autom[áa]ticamente)/i],
  },
  // source: Cal. Penal Code § 851.5, https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html
  // (at least three completed calls immediately upon booking and no later than three hours after
  // arrest, free within the local calling area, to an attorney, bail bondsman, relative or other
  // person; custodial parents get two additional calls).
  {
    id: 'hob-ca-phone-calls-san-diego',
    state: 'CA',
    question: {
      message:
        'My brother just got arrested in San Diego. How many phone calls does he get and when? He has a 4 year old daughter at home with nobody watching her.',
    },
    mustContain: [
      /851\.5/,
      /three|3 (completed )?(phone )?calls/i,
      /three hours|3 hours/i,
      /two additional|2 additional|two (more|extra)|custodial parent/i,
    ],
    mustNotContain: [/(only|just) (one|1) (phone )?call/i],
  },
  // source: Cal. Penal Code § 851.5, https://www.fresnoscriminallawyer.com/fresno-criminal-blog/2020/04/if-im-arrested-do-i-have-right-phone-call/
  // and https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html (the call to the attorney "shall
  // not be monitored, eavesdropped upon, or recorded").
  {
    id: 'hob-ca-phone-calls-es-oakland',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Si me arrestan en Oakland, ¿cuántas llamadas puedo hacer? ¿Y la llamada a mi abogado la graban?',
    },
    mustContain: [
      /851\.5/,
      /tres|3 llamadas/i,
      /no (puede[n]? ser|ser[áa]|es|debe ser) (monitoread|grabad|escuchad)|sin (ser )?(grabar|monitorear)|no (la )?(pueden|deben) grabar/i,
    ],
    mustNotContain: [/(solo|solamente|únicamente) (una|1) llamada/i],
  },
  // source: Mass. G.L. c. 276, § 33A, quoted in Commonwealth v. Bouchard, 347 Mass. 418 (1964),
  // https://cetient.com/opinion/2217386/commonwealth-v-bouchard ("shall permit the use of the
  // telephone, at the expense of the arrested person, for the purpose of allowing the arrested person
  // to communicate with his family or friends, or to arrange for release on bail, or to engage the
  // services of an attorney. Any such person shall be informed forthwith upon his arrival").
  {
    id: 'hob-ma-phone-call-worcester',
    state: 'MA',
    question: {
      message:
        'got picked up in Worcester, they booked me and nobody mentioned a phone call for like 3 hrs. dont I have a right to a call in Massachusetts?',
    },
    mustContain: [
      /33A/,
      /phone|telephone/i,
      /(informed|told|notif)[^.]{0,60}(arriv|forthwith|promptly|right away)|forthwith|within (one|an|1) hour/i,
    ],
  },
  // source: Cal. Welf. & Inst. Code § 625.6 as amended by SB 203 (eff. Jan. 1, 2021),
  // https://www.lawserver.com/law/state/california/codes/california_welfare_institutions_code_625-6
  // ("Prior to a custodial interrogation, and before the waiver of any Miranda rights, a youth 17
  // years of age or younger shall consult with legal counsel ... The consultation may not be waived").
  {
    id: 'hob-ca-minor-interrogation-es-fresno',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Arrestaron a mi hijo de 16 años en Fresno y la policía quiere interrogarlo. ¿Lo pueden interrogar sin abogado si él dice que sí quiere hablar?',
    },
    mustContain: [
      /625\.6/,
      /17 a[ñn]os|menores? de 18|17 o menos/i,
      /abogad/i,
      /no (se )?puede (renunciar|omitir)|no es renunciable|obligatori|antes de (cualquier |un |el )?interrogatorio/i,
    ],
    mustNotContain: [
      /(?<!no )puede(n)? interrogarlo sin abogado si (él )?(acepta|quiere|dice que s[ií])/i,
    ],
  },
];
