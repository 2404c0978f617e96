import type { EvalCase } from '../../eval-case';

/** Part 5: arrests at home, no-knock warrants, Miranda. */
export const PART_5: EvalCase[] = [
  // source: Payton v. New York, 445 U.S. 573 (1980), https://courses.lumenlearning.com/monroecc-crj103/chapter/payton-v-new-york/
  // (Fourth Amendment "prohibits the police from making a warrantless and nonconsensual entry into a
  // suspect's home in order to make a routine felony arrest"); exigent-circumstances exception,
  // http://law.jrank.org/pages/24034/Payton-v-New-York-Impact.html
  {
    id: 'hob-ny-arrest-home-no-warrant-bronx',
    state: 'NY',
    question: {
      message:
        "Cops are outside my mom's apartment in the Bronx saying they're here to arrest my brother. They didn't show any warrant. Can they just come in and take him?",
    },
    mustContain: [/Payton|arrest warrant|warrant/i, /consent|emergency|exigent|hot pursuit/i],
    mustNotContain: [
      /(?<!not |n't )(can|may) (just )?(come|walk|enter) (in|inside)[^.]{0,30}without (a |any )?warrant (to arrest|and arrest)/i,
      /(?<!not |n't )(you )?(must|have to) (open the door|let them in)/i,
    ],
  },
  // source: Payton v. New York, 445 U.S. 573 (1980), https://en.wikipedia.org/wiki/Payton_v._New_York
  // ("Absent exigent circumstances, that threshold may not be reasonably crossed without a warrant";
  // an arrest warrant suffices to enter the suspect's own home when there is reason to believe he is
  // inside).
  {
    id: 'hob-nm-arrest-home-es-albuquerque',
    state: 'NM',
    language: 'es',
    question: {
      message:
        'Vinieron policías a mi casa en Albuquerque para arrestar a mi esposo por algo del trabajo. No traen ninguna orden. ¿Pueden meterse a la casa sin orden? ¿Y si traen orden de arresto?',
    },
    mustContain: [
      /orden (de arresto|judicial)|warrant|Payton/i,
      /consentimiento|emergencia|circunstancias (urgentes|apremiantes|exigentes)|persecuci[óo]n/i,
    ],
    mustNotContain: [
      /(?<!no )pueden (entrar|meterse) (a la casa )?sin orden (cuando quieran|siempre)/i,
    ],
  },
  // source: Virginia "Breonna's Law" (HB 5099, 2020), https://fd.org/news/virginia-enacts-breonnas-law-banning-no-knock-warrants
  // (officers must be recognizable and in uniform and give "audible notice" of their authority and
  // purpose before executing a search warrant) and https://www.wdbj7.com/2020/12/07/governor-northam-signs-breonnas-law/
  // (prohibits law enforcement officers from seeking or executing no-knock search warrants).
  {
    id: 'hob-va-no-knock-norfolk',
    state: 'VA',
    question: {
      message:
        "I'm scared of a no-knock raid like what happened to Breonna Taylor. Can Norfolk police get a no-knock warrant for my house in Virginia?",
    },
    mustContain: [
      /ban|prohibit|not allowed|no longer|can't|cannot/i,
      /announce|notice|identify|knock/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(can|may) (still )?(get|obtain|use|seek) (a )?no-knock warrant/i,
    ],
  },
  // source: "Virginia is now the third state to ban no-knock warrants. Oregon law requires authorities
  // to knock and announce their presence, and no-knocks have been illegal in Florida since a 1994
  // state supreme court decision", https://www.nydailynews.com/news/national/ny-virginia-bans-no-knock-warrants-20201029-ih3mfhybmnbjhl6qurxri54s74-story.html
  {
    id: 'hob-fl-no-knock-es-orlando',
    state: 'FL',
    language: 'es',
    question: {
      message:
        '¿En Florida la policía puede entrar a una casa con una orden "sin tocar" (no-knock) como en las películas? Vivo en Orlando.',
    },
    mustContain: [
      /(no (est[áa]n )?permitid|prohib|ilegal|no (se )?(pueden|puede) (usar|entrar sin))/i,
      /anunci|identific|tocar|llamar a la puerta/i,
    ],
    mustNotContain: [
      /(?<!no )(pueden|puede) (usar|conseguir|obtener) (una )?orden (sin tocar|no-knock)/i,
    ],
  },
  // source: Berkemer v. McCarty, 468 U.S. 420 (1984), https://wikisum.wiki/wiki/Berkemer_v._McCarty
  // ("The roadside questioning of a motorist detained pursuant to a routine traffic stop does not
  // constitute 'custodial interrogation' for the purposes of the Miranda rule"; once "in custody"
  // for practical purposes, full Miranda protections apply).
  {
    id: 'hob-ut-no-miranda-traffic-stop-salt-lake',
    state: 'UT',
    question: {
      message:
        "Trooper outside Salt Lake pulled me over and asked a bunch of questions about where I'd been and if I'd been drinking, never read me my rights. Doesn't that make everything I said inadmissible?",
    },
    mustContain: [
      /Berkemer|routine traffic stop|roadside questioning|not (considered )?(in )?custod/i,
      /custody|under arrest|arrested/i,
      /(don't|do not|not) (have to|required to|obligated to) answer|remain silent|right to (stay|remain) silent/i,
    ],
    mustNotContain: [
      /(everything|anything) you said (is|will be) (automatically )?(inadmissible|thrown out)/i,
    ],
  },
  // source: Vega v. Tekoh, 597 U.S. 134 (2022), https://www.studicata.com/case-briefs/case/vega-v-tekoh
  // and http://www.scotusblog.com/?p=306868 ("Generally, if the police obtain a suspect's statement in
  // violation of Miranda, the government cannot use that statement against the defendant in court";
  // a Miranda violation alone is not a basis for a § 1983 damages suit).
  {
    id: 'hob-ca-miranda-not-read-es-los-angeles',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'A mi hijo lo arrestaron en Los Ángeles y nunca le leyeron sus derechos (Miranda). ¿Eso quiere decir que le tienen que tirar el caso? ¿Podemos demandar al policía por eso?',
    },
    mustContain: [
      /no (significa|quiere decir)[^.]{0,60}(caso|cargos)|no (se )?(cae|anula|desecha|descarta) (autom[áa]ticamente )?el caso|no (se )?(retiran|desechan) (autom[áa]ticamente )?los cargos/i,
      /(declaraciones|lo que dijo)[^.]{0,80}(no (se )?(pueden|puede) usar|excluir|exclu|suprim|inadmisible)|(excluir|suprimir)[^.]{0,60}(declaraciones|lo que dijo)/i,
      /Vega|Tekoh|no (se )?puede demandar|no (puede|pueden) (demandar|pedir da[ñn]os)|1983/i,
    ],
    mustNotContain: [/(?<!no )(le )?(tienen que|deben) (tirar|desechar|anular) el caso/i],
  },
];
