import type { EvalCase } from '../../eval-case';

/** Part 6: minors, schools, non-citizens, protests. */
export const PART_6: EvalCase[] = [
  // source: Md. Code, Cts. & Jud. Proc. § 3-8A-14.2 (Child Interrogation Protection Act, 2022),
  // https://lexace.ai/us/statute/maryland/CJ-3-8A-14.2 ("A law enforcement officer may not conduct a
  // custodial interrogation of a child until: (1) The child has consulted with an attorney ... and (2)
  // ... an effort reasonably calculated to give actual notice to the parent"; consultation "May not be
  // waived"); https://www.fox5dc.com/news/new-maryland-law-limits-juvenile-interrogations ("even if a
  // parent gives the OK").
  {
    id: 'hob-md-child-interrogation-towson',
    state: 'MD',
    question: {
      message:
        "Towson police picked up my 15 year old and want to question him at the station. If I tell them it's ok and he wants to talk, can they go ahead without a lawyer?",
    },
    mustContain: [
      /3-8A-14\.2|Child Interrogation Protection Act/i,
      /(consult|speak|talk)[^.]{0,40}(attorney|lawyer)/i,
      /(cannot|can't|may not) be waived|parent(s)? (cannot|can't) (waive|agree|consent)|even (if|with) (a |the )?parent/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(a |the )?parent(s)? (can|may) (waive|consent|agree)[^.]{0,40}(lawyer|attorney)/i,
    ],
  },
  // source: Illinois SB 2122 (2021), eff. Jan. 1, 2022 (705 ILCS 405/5-401.6), https://askthejudge.info/new-law-prohibits-the-police-from-lying-to-juveniles-in-custody
  // and https://beta.innocenceproject.org/policies/deception-in-juvenile-interrogations-in-illinois/
  // (confession of a minor procured through knowing use of deception—false facts about evidence or
  // unauthorized promises of leniency—is presumed inadmissible).
  {
    id: 'hob-il-police-lied-minor-es-chicago',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'La policía de Chicago interrogó a mi hijo de 16 años y le dijeron que tenían un video de él, que no existe, y que si confesaba se iba a casa. Él confesó. ¿Eso es legal en Illinois?',
    },
    mustContain: [
      /enga[ñn]|ment(ir|ira)|decepci|falso|falsa|deceptive|deception/i,
      /inadmisible|presum|no (se )?(puede|pueden) usar|exclu/i,
      /18 a[ñn]os|menor(es)? de edad|menores/i,
    ],
  },
  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985), https://law.onecle.com/constitution/amendment-04/21-public-schools.html
  // (neither warrant nor probable cause required for school officials; search must be justified at
  // inception by reasonable grounds and not excessively intrusive in light of age, sex and the
  // infraction).
  {
    id: 'hob-ok-school-backpack-tulsa',
    state: 'OK',
    question: {
      message:
        "assistant principal at my daughter's high school in Tulsa searched her backpack because someone said she had a vape. No warrant, no cops. Is that allowed?",
    },
    mustContain: [
      /T\.?L\.?O\.?/i,
      /reasonable (suspicion|grounds)/i,
      /(no|not|doesn't|does not need|without) (a )?warrant|probable cause (is )?not required|not (need|require) probable cause/i,
    ],
  },
  // source: Safford Unified School District #1 v. Redding, 557 U.S. 364 (2009),
  // https://law.onecle.com/constitution/amendment-04/21-public-schools.html (suspicion that a
  // 13-year-old had ibuprofen justified searching her backpack and outer clothing, but not directing
  // her to remove her clothes down to her underwear).
  {
    id: 'hob-az-school-strip-search-es-mesa',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'En la secundaria de mi hija en Mesa la hicieron quitarse la ropa hasta quedar en ropa interior porque pensaban que traía pastillas de ibuprofeno. ¿Pueden hacer eso?',
    },
    mustContain: [
      /Safford|Redding/i,
      /(excesiv|desproporcion|no (era|es) razonable|inconstitucional|viol)/i,
    ],
    mustNotContain: [/(?<!no )(es|fue) (legal|razonable) (que|obligarla)/i],
  },
  // source: 8 U.S.C. § 1304(e) (INA § 264(e)), http://www.newsindiatimes.com/green-card-visa-holders-must-carry-document-or-else-be-fined-jailed-uscis-rule
  // ("Every alien, eighteen years of age and over, shall at all times carry ... Any alien who fails to
  // comply ... shall be guilty of a misdemeanor and shall upon conviction for each offense be fined
  // not to exceed $100 or be imprisoned not more than thirty days, or both").
  {
    id: 'hob-tx-green-card-carry-es-el-paso',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Soy residente permanente y vivo en El Paso. ¿De verdad tengo que cargar mi green card todo el tiempo o basta con una foto en el celular?',
    },
    mustContain: [/1304|264\(e\)/, /18 a[ñn]os|mayores? de 18/i, /delito menor|misdemeanor|multa/i],
    mustNotContain: [/(?<!no )(basta|es suficiente) (con )?una foto/i],
  },
  // source: ACLU of Arkansas, "What to do if you're stopped by police, immigration agents or the FBI",
  // https://www.acluarkansas.org/en/know-your-rights/what-do-if-youre-stopped-police-immigration-agents-or-fbi
  // ("You do not have to answer questions about where you were born, whether you are a U.S. citizen,
  // or how you entered the country"; "Do not lie about your citizenship status or provide fake
  // documents"; "Regardless of your immigration or citizenship status, you have constitutional rights").
  {
    id: 'hob-ga-undocumented-questions-es-atlanta',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'No tengo papeles. Si un policía me para en Atlanta y me pregunta dónde nací o cómo entré al país, ¿tengo que contestar? ¿Le puedo enseñar una identificación de otra persona?',
    },
    mustContain: [
      /no (tiene que|est[áa] obligad[oa] a) (contestar|responder|decir)|derecho a (guardar silencio|permanecer callad[oa])/i,
      /no (mienta|diga mentiras|d[ée] (informaci[óo]n|documentos) fals|use documentos fals|muestre documentos fals)|documentos falsos|identificaci[óo]n de otra persona/i,
    ],
    mustNotContain: [
      /(?<!no )(puede|podr[íi]a) (ense[ñn]ar|mostrar|usar) (la )?identificaci[óo]n de otra persona/i,
    ],
  },
  // source: Arizona v. United States, 567 U.S. 387 (2012), https://www.policemag.com/patrol/article/15347963/immigration-checks
  // (§ 2(B) of S.B. 1070 — officers make "a reasonable attempt to determine the immigration status" of
  // a person lawfully stopped if reasonable suspicion exists — survived; the Court left it in force,
  // noting checks may not prolong the stop); ACLU guidance on the right to remain silent.
  {
    id: 'hob-az-sb1070-check-es-phoenix',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'Me pararon en Phoenix por una luz rota y el oficial empezó a preguntarme si soy legal. ¿En Arizona pueden preguntar eso? ¿Tengo que responder?',
    },
    mustContain: [
      /1070|2\(B\)|Arizona v\.? United States|Arizona contra Estados Unidos/i,
      /no (tiene que|est[áa] obligad[oa] a) (contestar|responder)|derecho a (guardar silencio|permanecer callad[oa])/i,
    ],
    mustNotContain: [
      /(?<!no )(tiene que|debe) (decir|revelar|responder)[^.]{0,40}(estatus|si es legal|situaci[óo]n migratoria)/i,
    ],
  },
  // source: United States v. Martinez-Fuerte, 428 U.S. 543 (1976), https://docsbay.net/united-states-v-martinez-fuerte
  // (routine stops for brief questioning at permanent Border Patrol checkpoints away from the border
  // need no individualized suspicion); United States v. Ortiz (1975) (no search at such checkpoints
  // without consent or probable cause), https://reddit.tnl.social/r/AmIFreeToGo/wiki/index/checkpoints
  {
    id: 'hob-nm-border-checkpoint-las-cruces',
    state: 'NM',
    question: {
      message:
        "Driving from Las Cruces toward Albuquerque there's a Border Patrol checkpoint on I-25. They stop everyone and ask if we're US citizens. Is that legal that far from the border, and can they search my trunk?",
    },
    mustContain: [
      /Martinez-Fuerte|fixed checkpoint|permanent checkpoint|brief questioning/i,
      /consent|probable cause/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(can|may) search (your|the) (car|trunk|vehicle) without (consent|probable cause|any reason)/i,
    ],
  },
  // source: D.C. Code § 5-331.05(a) ("It shall not be an offense to assemble or parade on a District
  // street, sidewalk, or other public way, or in a District park, without having provided notice or
  // obtained an approved assembly plan"), https://policyrisk.com/states/district-of-columbia/statutes?chapter=3A&title=5;
  // § 5-331.03(2) (no mass arrests unless MPD has issued an order to disperse),
  // https://code.dccouncil.gov/us/dc/council/code/sections/5-331.03
  {
    id: 'hob-dc-protest-no-permit',
    state: 'DC',
    question: {
      message:
        'We want to do a small protest march on the sidewalk on U Street in DC this Saturday. Do we need a permit from MPD or can we get arrested for not having one? What if they tell us to disperse?',
    },
    mustContain: [
      /5-331|First Amendment Assemblies Act/i,
      /not an offense|no permit (is )?required|don't need a permit|without (a permit|notice|an approved plan)/i,
      /dispers/i,
    ],
  },
];
