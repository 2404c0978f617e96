import type { EvalCase } from '../../eval-case';
import { anyOf } from './shared';

/** Part 1: ID laws, traffic stops, phones, consent at home, recording. */
export const PART_1: EvalCase[] = [
  // source: Tex. Penal Code § 38.02 (text quoted in Green v. State, Tex. App. 1995,
  // https://app.midpage.ai/document/green-v-state-5089118); Texas Senate bill analysis S.B. 843 (82R),
  // http://www.legis.state.tx.us/tlodocs/82R/analysis/html/SB00843I.htm ("It is not currently an
  // offense for a person to refuse to identify himself ... to a peace officer who has lawfully detained")
  {
    id: 'hob-tx-walking-id-houston',
    state: 'TX',
    question: {
      message:
        "I was walking home in Houston and a cop stopped me and asked for my ID. I'm not under arrest. Do I have to give him my name in Texas?",
    },
    mustContain: [/38\.02/, /arrest/i, /false|fictitious|lie about|made[- ]up/i],
    mustNotContain: [
      /(?<!not |n't |never )(required|must|have to) (to )?(give|tell|provide|show) (the officer |police |them |him )?(your )?(name|id\b|identification)[^.]{0,40}(detained|stopped|walking)/i,
    ],
  },
  // source: Maryland v. Wilson, 519 U.S. 408 (1997), https://law.onecle.com/ussc/519/519us408.html
  // ("An officer making a traffic stop may order passengers to get out of the car pending completion
  // of the stop"); Pennsylvania v. Mimms, 434 U.S. 106 (1977) (drivers).
  {
    id: 'hob-md-passenger-ordered-out-baltimore',
    state: 'MD',
    question: {
      message:
        'my son was a passenger in his friends car in Baltimore, they got pulled over for speeding and the cop made him get out. he wasnt driving?? can they do that',
    },
    mustContain: [
      anyOf(
        /Maryland v\.? Wilson/,
        /passengers?[^.]{0,80}(get|step) out/,
        /(order|make|tell|require)[^.]{0,40}passengers?[^.]{0,40}(out|exit)/,
      ),
    ],
    mustNotContain: [
      /passengers? (do not|don't|never) have to (get|step) out/i,
      /(cannot|can't|may not) (order|make|tell) (a |the )?passengers? (to )?(get |step )?out/i,
    ],
  },
  // source: Pennsylvania v. Mimms, 434 U.S. 106 (1977), as summarized in Maryland v. Wilson,
  // https://law.onecle.com/ussc/519/519us408.html ("an officer may as a matter of course order the
  // driver of a lawfully stopped car to exit his vehicle").
  {
    id: 'hob-pa-driver-exit-es-philly',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'Me pararon manejando en Filadelfia y el policía me dijo que me bajara del carro. Yo no hice nada malo. ¿Tengo que bajarme? ¿Y tengo que contestar a dónde voy?',
    },
    mustContain: [
      anyOf(
        /Pennsylvania v\.? Mimms/,
        /(s[ií]|debe|tiene que|puede (ordenar|pedir)le)[^.]{0,80}(bajar|salir)/,
      ),
      /no (tiene que|est[áa] obligad[oa] a) (responder|contestar)|derecho a (guardar silencio|permanecer callad[oa]|no (responder|contestar))/i,
    ],
  },
  // source: Riley v. California, 573 U.S. 373 (2014), opinion p. 28,
  // https://en.m.wikisource.org/wiki/Page:Riley_v._California_Opinion.djvu/28 ("what police must do
  // before searching a cell phone seized incident to an arrest is accordingly simple — get a warrant").
  {
    id: 'hob-ga-phone-searched-after-arrest-atlanta',
    state: 'GA',
    question: {
      message:
        'Cops arrested me in Atlanta last night and went thru my phone without asking me. is that even legal??',
    },
    mustContain: [
      /warrant/i,
      anyOf(
        /Riley/,
        /even (after|when|if)[^.]{0,30}arrest/,
        /incident to (an |the )?arrest/,
        /generally/,
      ),
    ],
    mustNotContain: [
      /(?<!not |n't )(can|may) (search|go through|look through) (your|the|a) phone (without a warrant )?(after|once|when|because|if) (an |the )?(you('re| are| were) )?(arrest|under arrest)/i,
    ],
  },
  // source: Georgia v. Randolph, 547 U.S. 103 (2006),
  // https://openbooks.lib.msu.edu/cj275/chapter/georgia-v-randolph-2006/ ("a physically present
  // co-occupant's stated refusal to permit entry prevails, rendering the warrantless search
  // unreasonable and invalid as to him").
  {
    id: 'hob-oh-cotenant-objects-columbus',
    state: 'OH',
    question: {
      message:
        'Police came to our apartment in Columbus. I stood at the door and told them NO you cannot come in, but my girlfriend said sure come in and they walked right past me. Was that allowed?',
    },
    mustContain: [
      anyOf(
        /Georgia v\.? Randolph/,
        /(present|there|at the door)[^.]{0,120}(object|refus|said no|says no)/,
        /(object|refus)[^.]{0,120}(present|there)/,
      ),
    ],
    mustNotContain: [
      /(one|any) (occupant|resident|roommate|person|tenant)('s)? consent is (always )?enough/i,
      /(?<!not |n't )(girlfriend|partner|roommate)('s)? (consent|permission|yes) (overrides|beats|trumps) (your|an?) (objection|refusal|no)/i,
    ],
  },
  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016), https://www.tdcaa.com/case_of_the_week/birchfield-v-north-dakota
  // ("an officer may perform [a breath] test without a warrant, but ... blood may not be drawn without a
  // warrant via a search incident to arrest"; refusing a warrantless blood test cannot be a crime).
  {
    id: 'hob-nd-breath-vs-blood-fargo',
    state: 'ND',
    question: {
      message:
        'Got arrested for DUI in Fargo. They want me to blow. Can I refuse the breath test and make them get a warrant like for blood? Is refusing a crime here?',
    },
    mustContain: [
      /breath/i,
      anyOf(/blood[^.]{0,120}warrant/, /warrant[^.]{0,120}blood/),
      /Birchfield|crime|criminal|misdemeanor|penalt/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(they|police|officers) (can|may) (force|make) you (take|give|do) a blood (test|draw)[^.]{0,20} without a warrant/i,
      /breath tests? (also )?(always )?(requires?|needs?) a warrant/i,
    ],
  },
  // source: NRS 171.123(3) quoted in Hiibel v. Sixth Jud. Dist. Ct., 59 P.3d 1201 (Nev. 2002),
  // https://app.midpage.ai/document/hiibel-v-sixth-dist-ct-ex-rel-humboldt-2621305 ("Any person so
  // detained shall identify himself, but may not be compelled to answer any other inquiry");
  // Hiibel v. Sixth Judicial District Court, 542 U.S. 177 (2004).
  {
    id: 'hob-nv-id-walking-es-las-vegas',
    state: 'NV',
    language: 'es',
    question: {
      message:
        'Estaba caminando en Las Vegas y un policía me paró porque dice que me parezco a alguien. Me pidió identificación. No soy ciudadano. ¿Tengo que darle mi nombre? ¿Y decirle de dónde soy?',
    },
    mustContain: [
      /171\.123|Hiibel/i,
      /nombre/i,
      /no (tiene que|est[áa] obligad[oa] a|puede(n)? obligarl[oe] a) (responder|contestar|decir)|otras preguntas|derecho a (guardar silencio|permanecer callad[oa])/i,
    ],
    mustNotContain: [
      /(?<!no )(tiene que|debe) (decir|revelar|responder)[^.]{0,40}(estatus|situaci[óo]n) (migratori|de inmigraci)/i,
    ],
  },
  // source: Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011), https://wikimili.com/en/Glik_v._Cunniffe
  // (a private citizen has the right to record video and audio of police carrying out their duties in
  // a public place; arrest under Mass. Gen. Laws ch. 272, § 99 violated his rights; subject to
  // reasonable limits).
  {
    id: 'hob-ma-film-arrest-boston-common',
    state: 'MA',
    question: {
      message:
        "Can I film cops arresting someone on the Boston Common with my phone? My friend says Mass has that wiretap law where everyone has to agree to be recorded so I'd get charged.",
    },
    mustContain: [/Glik|First Circuit|1st Cir/i, /right|protected|First Amendment/i],
    mustNotContain: [
      /(?<!not |n't |isn't |never )(illegal|a crime|against the law) to (film|record|video)[^.]{0,30}(police|officers|cops)/i,
      /you (would|will) (be|get) charged/i,
    ],
  },
  // source: Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017),
  // https://us3rdcircuitcourtofappealsopinions.justia.com/2017/07/07/fields-v-city-of-philadelphia/
  // ("the First Amendment protects the act of photographing or otherwise recording police officers
  // conducting their official duties in public").
  {
    id: 'hob-pa-record-police-es-pittsburgh',
    state: 'PA',
    language: 'es',
    question: {
      message:
        '¿Puedo grabar con mi celular a la policía en Pittsburgh cuando están arrestando a alguien en la calle? Oí que Pensilvania es de consentimiento de todas las partes.',
    },
    mustContain: [
      /Fields|Tercer Circuito|Third Circuit|3(er|d|rd) Cir/i,
      /derecho|Primera Enmienda|protegid/i,
    ],
    mustNotContain: [/(?<!no )(es|ser[íi]a) (ilegal|un delito) grabar/i],
  },
  // source: Turner v. Driver, 848 F.3d 678 (5th Cir. 2017), https://en.wikipedia.org/wiki/Turner_v._Driver
  // (First Amendment right to record the police, subject to reasonable time, place, and manner
  // restrictions; Turner was filming a Fort Worth police station); Tex. Penal Code § 38.02
  // (refusing to give name is an offense only after lawful arrest).
  {
    id: 'hob-tx-film-station-es-dallas',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Estaba grabando la estación de policía desde la banqueta en Dallas y salieron dos policías a pedirme identificación. ¿Es legal grabar? ¿Y tengo que darles mi ID si no me están arrestando?',
    },
    mustContain: [/Turner|Quinto Circuito|Fifth Circuit|5(th|º|o) Cir/i, /38\.02/, /arrest/i],
    mustNotContain: [/(?<!no )(es|ser[íi]a) (ilegal|un delito) grabar/i],
  },
  // source: Irizarry v. Yehia, 38 F.4th 1282 (10th Cir. 2022),
  // https://law.justia.com/cases/federal/appellate-courts/ca10/21-1247/21-1247-2022-07-11.html
  // (YouTube journalist filming a DUI stop in Lakewood, Colorado; officer who blocked filming and
  // shined a flashlight not entitled to qualified immunity; right to record clearly established).
  {
    id: 'hob-co-officer-blocks-camera-denver',
    state: 'CO',
    question: {
      message:
        'I was filming a traffic stop from the sidewalk in Denver and an officer stood right in front of my camera and shined his flashlight into the lens. Do I actually have a right to record cops in Colorado?',
    },
    mustContain: [/Irizarry|Tenth Circuit|10th Cir/i, /right|protected|First Amendment/i],
    mustNotContain: [
      /(?<!not |n't |isn't |never )(illegal|a crime|against the law) to (film|record|video)[^.]{0,30}(police|officers|cops)/i,
    ],
  },
  // source: Commonwealth v. Barr, 266 A.3d 25 (Pa. 2021), http://casetext.com/case/commonwealth-v-barr-47
  // ("the odor of marijuana alone does not amount to probable cause to conduct a warrantless search
  // of a vehicle, but, rather, may be considered as a factor in examining the totality of the
  // circumstances").
  {
    id: 'hob-pa-weed-smell-allentown',
    state: 'PA',
    question: {
      message:
        'State trooper pulled me over near Allentown and said he smells weed so he is going to search my car. I have my medical card. Can he search just because of the smell?',
    },
    mustContain: [
      /Barr|odor[^.]{0,80}(alone|by itself|on its own|standing alone|solely)|(alone|by itself|on its own)[^.]{0,60}(odor|smell)/i,
      /probable cause|totality|other (facts|factors|circumstances|evidence)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(smell|odor)[^.]{0,30}(alone )?(is|gives|provides|creates) (enough|sufficient )?(probable cause|grounds) to search/i,
      /you must (let|allow) (him|them|the trooper) search/i,
    ],
  },
  // source: Md. Code, Crim. Proc. § 1-211 (eff. July 1, 2023),
  // https://govt.westlaw.com/mdc/Document/N26D3F080171511EEA45A80438F17F372 ("A law enforcement
  // officer may not initiate a stop or a search of a person, a motor vehicle, or a vessel based
  // solely on ... the odor of burnt or unburnt cannabis"; evidence so obtained, "including evidence
  // discovered or obtained with consent, is not admissible").
  {
    id: 'hob-md-odor-stop-es-silver-spring',
    state: 'MD',
    language: 'es',
    question: {
      message:
        'En Silver Spring un policía me paró caminando y dijo que olía a marihuana y que me iba a revisar la mochila. ¿Puede hacer eso en Maryland solo por el olor?',
    },
    mustContain: [
      /1-211/,
      /olor[^.]{0,100}(solo|solamente|únicamente|unicamente|por s[ií] solo)|(solo|solamente|únicamente|unicamente)[^.]{0,60}olor/i,
    ],
    mustNotContain: [
      /(?<!no )(puede|tiene derecho a) (revisar|registrar|esculcar)[^.]{0,40}(solo|solamente) por el olor/i,
    ],
  },
  // source: State v. Torgerson, 995 N.W.2d 164 (Minn. 2023),
  // https://law.justia.com/cases/minnesota/supreme-court/2023/a22-0425.html ("the odor of marijuana
  // emanating from a vehicle, alone, is insufficient to create the requisite probable cause to search
  // a vehicle under the automobile exception").
  {
    id: 'hob-mn-odor-car-es-minneapolis',
    state: 'MN',
    language: 'es',
    question: {
      message:
        'mi esposo fue detenido en Minneapolis por una luz fundida y el policía dijo que el carro huele a mota y lo quiere registrar. ¿eso es legal en Minnesota? no tenía nada a la vista',
    },
    mustContain: [
      /Torgerson|olor[^.]{0,100}(solo|por s[ií] solo|no es suficiente|no basta|insuficiente)|(no basta|no es suficiente|insuficiente)[^.]{0,60}olor/i,
      /causa probable|probable cause/i,
    ],
    mustNotContain: [/(?<!no )(el olor|oler)[^.]{0,30}(da|es) (causa probable|motivo suficiente)/i],
  },
  // source: Va. Code § 4.1-1302, https://norml.org/blog/2020/10/05/virginia-legislation-bars-police-for-using-marijuana-odor-as-a-pretext-for-a-search/
  // and https://valawyersweekly.com/2023/09/11/motion-to-suppress-evidence-denied/ ("prohibits the
  // police from stopping, searching or seizing persons, places or things 'solely on the basis of the
  // odor of marijuana'"; evidence so obtained is inadmissible).
  {
    id: 'hob-va-odor-richmond',
    state: 'VA',
    question: {
      message:
        "Richmond cop said my car smells like weed and told me to step out so he could search. Nothing else going on. Isn't there a Virginia law about this?",
    },
    mustContain: [
      /4\.1-1302/,
      /solely|alone|only (the|because of the|on the basis of the)? ?(odor|smell)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(smell|odor)[^.]{0,30}(alone )?(is|gives|provides) (enough|sufficient )?(probable cause|grounds) to search/i,
    ],
  },
  // source: People v. Redmond, 2024 IL 129201, https://print.casetext.com/case/people-v-redmond-125 and
  // https://highat9news.com/post/illinois-supreme-court-rules-cannabis-aroma-alone-is-insufficient-probable-cause-to-search-a-vehicle
  // ("the odor of burnt cannabis, alone, is insufficient to provide probable cause for police officers
  // to perform a warrantless search of a vehicle").
  {
    id: 'hob-il-burnt-odor-chicago',
    state: 'IL',
    question: {
      message:
        'Got stopped on I-80 outside Chicago for speeding, officer said he smelled burnt weed and searched the whole car. I wasnt high and nothing was out. Could he do that in Illinois?',
    },
    mustContain: [
      /Redmond|burnt[^.]{0,80}(alone|by itself|on its own|not enough|insufficient)|(alone|by itself|on its own)[^.]{0,60}(odor|smell)/i,
      /probable cause|warrant/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(smell|odor)[^.]{0,30}(alone )?(is|gives|provides) (enough|sufficient )?(probable cause|grounds) to search/i,
    ],
  },
];
