import type { EvalCase } from '../../eval-case';

/** Part 9: more states and Spanish wording for the core situations. */
export const PART_9: EvalCase[] = [
  // source: Riley v. California, 573 U.S. 373 (2014), https://en.m.wikisource.org/wiki/Page:Riley_v._California_Opinion.djvu/28
  // ("what police must do before searching a cell phone seized incident to an arrest is accordingly
  // simple — get a warrant"); officers may seize and secure the phone while seeking a warrant,
  // http://www.lawpipe.com/US/Riley_v_California.html
  {
    id: 'hob-nc-phone-arrest-es-charlotte',
    state: 'NC',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Charlotte y me quitaron el celular. El policía me pidió la contraseña para "revisar algo rápido". ¿Pueden revisar mi teléfono sin orden? ¿Tengo que darle la clave?',
    },
    mustContain: [
      /orden (judicial|de registro|de cateo)|warrant/i,
      /Riley|aunque (le |lo )?(hayan )?arrest|incluso (despu[ée]s de|si) (lo )?(arrest|lo detienen)/i,
      /no (tiene que|est[áa] obligad[oa] a) (dar|decir|darle|compartir)|puede negarse|no d[ée] (su )?(contrase[ñn]a|clave)|no (doy|da) (mi |su )?consentimiento/i,
    ],
    mustNotContain: [
      /(?<!no )(pueden|puede) revisar(lo)? (su |el )?(celular|tel[ée]fono) sin orden (porque|si) (lo |le )?arrest/i,
    ],
  },
  // source: Georgia v. Randolph, 547 U.S. 103 (2006), https://www.timroselaw.com/blog/georgia-v-randolph-co-tenant-consent
  // ("When a physically present resident expressly refuses consent, the police cannot rely on another
  // occupant's consent to justify entry and search"); United States v. Matlock (absent co-occupant).
  {
    id: 'hob-tn-roommate-consent-es-memphis',
    state: 'TN',
    language: 'es',
    question: {
      message:
        'Vivo con un compañero de cuarto en Memphis. La policía vino y yo les dije que no podían pasar, pero mi compañero les dijo que sí. ¿Pueden entrar y revisar mi cuarto?',
    },
    mustContain: [
      /Randolph|presente[^.]{0,120}(niega|se niega|rechaza|objeta)|(niega|se niega|rechaza|objeta)[^.]{0,120}presente/i,
      /orden (judicial|de registro|de cateo)|warrant|consentimiento/i,
    ],
    mustNotContain: [/(?<!no )basta (con )?(el consentimiento|que uno) (de|diga)/i],
  },
  // source: Maryland v. Wilson, 519 U.S. 408 (1997), https://law.onecle.com/ussc/519/519us408.html
  // ("An officer making a traffic stop may order passengers to get out of the car pending completion of
  // the stop"); Arizona v. Johnson (pat-down only on reasonable suspicion of being armed),
  // http://law.jrank.org/pages/13082/Maryland-v-Wilson.html
  {
    id: 'hob-ct-passenger-out-es-hartford',
    state: 'CT',
    language: 'es',
    question: {
      message:
        'Iba de pasajero en el carro de mi amigo en Hartford y la policía nos paró. Me ordenaron salir del carro a mí también. ¿Tengo que salir si yo no iba manejando? ¿Me pueden revisar?',
    },
    mustContain: [
      /Wilson|(s[ií]|debe|tiene que|pueden ordenar)[^.]{0,80}(salir|bajar)/i,
      /arma|armad|sospecha razonable|consentimiento|causa probable/i,
    ],
  },
  // source: Rodriguez v. United States, 575 U.S. 348 (2015), https://www.jasonkomninos.com/us-supreme-court-rules-prolonged-traffic-stop-unreasonable/
  // ("a police stop exceeding the time reasonably required to handle the matter for which the stop was
  // made becomes unlawful").
  {
    id: 'hob-ks-k9-wait-es-wichita',
    state: 'KS',
    language: 'es',
    question: {
      message:
        'Un policía en Wichita me paró por exceso de velocidad, ya me dio la multa y ahora dice que tengo que esperar al perro antidrogas. Yo no di permiso. ¿Me puede retener?',
    },
    mustContain: [
      /Rodriguez/i,
      /sospecha razonable|reasonable suspicion/i,
      /prolong|alarg|extend|m[áa]s (tiempo )?de lo necesario/i,
    ],
  },
  // source: Berghuis v. Thompkins, 560 U.S. 370 (2010) (silence alone does not invoke the right), and
  // ACLU of Arkansas, https://www.acluarkansas.org/en/know-your-rights/what-do-if-youre-stopped-police-immigration-agents-or-fbi
  // ("You have the right to remain silent. If you wish to exercise that right, say so out loud";
  // "invoke your right to [a lawyer] by asking for one immediately").
  {
    id: 'hob-ny-invoke-silence-es-queens',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'Si la policía de Nueva York me lleva a la comisaría en Queens para preguntarme cosas, ¿qué tengo que decir exactamente para no hablar? ¿Basta con quedarme callado?',
    },
    mustContain: [
      /en voz alta|claramente|expresamente|decirlo|d[íi]galo|diga que/i,
      /abogad/i,
      /Berghuis|no basta|no es suficiente|quedarse callad[oa] no/i,
    ],
  },
  // source: "Oregon law requires authorities to knock and announce their presence",
  // https://www.nydailynews.com/news/national/ny-virginia-bans-no-knock-warrants-20201029-ih3mfhybmnbjhl6qurxri54s74-story.html
  // and https://www.jacksonsun.com/story/news/2020/10/28/virginia-governor-signs-states-no-knock-search-warrant-ban-aka-breonnas-law/6055902002/
  // (Virginia "joins Florida and Oregon with statewide prohibitions").
  {
    id: 'hob-or-no-knock-es-salem',
    state: 'OR',
    language: 'es',
    question: {
      message:
        'Vivo en Salem, Oregon. ¿La policía puede tumbar la puerta sin tocar ni decir que es la policía cuando traen orden de registro?',
    },
    mustContain: [
      /tocar|anunci|identific|knock/i,
      /(prohib|no (est[áa]n )?permitid|no (pueden|puede)|requiere|exige|obliga)/i,
    ],
  },
  // source: Sobriety checkpoint survey, https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Minnesota: checkpoints violate the state constitution) and https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints.
  {
    id: 'hob-mn-checkpoint-es-st-paul',
    state: 'MN',
    language: 'es',
    question: {
      message:
        'Oí que van a poner un retén de alcoholímetro en St. Paul para Año Nuevo. ¿Eso es legal en Minnesota?',
    },
    mustContain: [
      /(prohib|no (son|est[áa]n) (permitid|autorizad|legal)|inconstitucional|no se (permiten|usan|hacen|realizan)|ilegal)/i,
      /constituci[óo]n (estatal|de Minnesota)|state constitution|Ascher/i,
    ],
    mustNotContain: [/(?<!no )(son|est[áa]n) (legales|permitidos) en Minnesota/i],
  },
  // source: GHSA, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints ("Idaho: Checkpoints are
  // not conducted. They are illegal under state law").
  {
    id: 'hob-id-checkpoint-es-boise',
    state: 'ID',
    language: 'es',
    question: {
      message:
        '¿En Boise hacen retenes de alcohol donde paran a todos los carros? Me dijeron que en Idaho no se puede.',
    },
    mustContain: [
      /(prohib|no (son|est[áa]n) (permitid|autorizad|legal)|no se (permiten|usan|hacen|realizan)|ilegal)/i,
    ],
    mustNotContain: [/(?<!no )(son|est[áa]n) (legales|permitidos) en Idaho/i],
  },
  // source: United States v. Martinez-Fuerte, 428 U.S. 543 (1976), https://openbooks.lib.msu.edu/cj275/chapter/united-states-v-martinez-fuerte-1976/
  // (brief questioning at a fixed Border Patrol checkpoint away from the border needs no individualized
  // suspicion); United States v. Ortiz (1975) (no search there without consent or probable cause);
  // ACLU: right to remain silent; "Separate rules apply at checkpoints",
  // https://aclu-mn.org/en/node/1207
  {
    id: 'hob-tx-border-checkpoint-es-falfurrias',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Voy a manejar de McAllen a Houston y hay un retén de la Patrulla Fronteriza en Falfurrias. Tengo DACA. ¿Me pueden parar ahí sin razón? ¿Pueden revisar mi carro?',
    },
    mustContain: [
      /Martinez-Fuerte|ret[ée]n (fijo|permanente)|punto de control (fijo|permanente)|preguntas breves/i,
      /consentimiento|causa probable/i,
    ],
    mustNotContain: [
      /(?<!no )pueden (revisar|registrar) (su |el )?(carro|veh[íi]culo|cajuela) sin (consentimiento|causa probable|ninguna raz[óo]n)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02, text in Green v. State, https://app.midpage.ai/document/green-v-state-5089118
  // (refusal is an offense only after lawful arrest; a false name, address, or date of birth is an
  // offense when lawfully arrested or lawfully detained).
  {
    id: 'hob-tx-passenger-name-es-houston',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Iba de pasajero en Houston y el policía me pidió mi nombre y fecha de nacimiento. No me arrestaron. ¿Tengo que dárselos? ¿Y si le doy otro nombre?',
    },
    mustContain: [
      /38\.02/,
      /arrest/i,
      /(nombre|datos|informaci[óo]n) fals|mentir|dar otro nombre[^.]{0,40}(delito|crimen)/i,
    ],
  },
  // source: Fla. Stat. §§ 316.1932, 316.1939; https://www.ferryandferry.com/blog/2014/04/4-is-it-against-the-law-to-refuse-to-blow-into-a-breathalyzer/
  // ("The first time someone refuses to blow into the machine, no charges are filed"); first refusal
  // suspension one year, https://legalclarity.org/what-are-the-penalties-for-a-second-refusal-to-test-in-florida
  {
    id: 'hob-fl-first-refusal-es-miami',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Nunca me han arrestado. Si me paran en Miami por DUI y no quiero soplar en la máquina, ¿qué me pasa con la licencia?',
    },
    mustContain: [
      /un a[ñn]o|1 a[ñn]o|12 meses/i,
      /suspen/i,
      /316\.193|consentimiento impl[íi]cito|implied consent/i,
    ],
  },
  // source: D.C. Code § 5-331.05(a), https://policyrisk.com/states/district-of-columbia/statutes?chapter=3A&title=5
  // ("It shall not be an offense to assemble or parade on a District street, sidewalk ... without
  // having provided notice or obtained an approved assembly plan"); § 5-331.03(2) (no mass arrests
  // without an order to disperse), https://code.dccouncil.gov/us/dc/council/code/sections/5-331.03
  {
    id: 'hob-dc-vigil-es-columbia-heights',
    state: 'DC',
    language: 'es',
    question: {
      message:
        'Queremos hacer una vigilia en la banqueta en Columbia Heights, en Washington DC, por un vecino que detuvo ICE. ¿Nos pueden arrestar por no tener permiso?',
    },
    mustContain: [
      /5-331|Ley de Asambleas|First Amendment Assemblies/i,
      /no es (un )?delito|no (se )?necesita(n)? (un )?permiso|sin (permiso|aviso|plan aprobado)/i,
      /dispers/i,
    ],
  },
];
