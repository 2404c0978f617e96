import type { EvalCase } from './eval-case';

/**
 * Questions of the kind the issue-25 audit asked: new topics, cities, denied arrests, places
 * the corpus does not cover, and other states' statutes that must not be cited. Each expected
 * fact names its source beside it; none is copied from the engine's output.
 */
export const AUDIT_CASES: EvalCase[] = [
  {
    id: 'police-may-lie',
    question: { message: 'Can police lie to me?' },
    // Frazier v. Cupp, 394 U.S. 731 (1969): a lie alone does not make a confession involuntary.
    mustContain: ['Frazier v. Cupp', /Police may lie to you/, /remain silent/],
    mustNotContain: [/Staying silent is your right; lying is not/],
  },
  {
    id: 'es-police-may-lie',
    language: 'es',
    question: { message: '¿La policía me puede mentir?' },
    mustContain: ['Frazier v. Cupp', /puede mentirle/],
    mustNotContain: [/mentir no lo es/],
  },
  {
    id: 'not-under-arrest-leave',
    question: { message: "I'm not under arrest. Can I just leave?" },
    // Florida v. Royer, 460 U.S. 491 (1983).
    mustContain: ['Florida v. Royer', /free to go/],
    mustNotContain: [/Before questioning someone in custody/],
  },
  {
    id: 'es-not-under-arrest-leave',
    language: 'es',
    question: { message: 'No estoy arrestado. ¿Me puedo ir?' },
    mustContain: ['Florida v. Royer', /puede seguir su camino|puede irse/],
  },
  {
    id: 'dallas-name-not-arrested',
    state: 'TX',
    question: { message: "I'm not under arrest in Dallas. Do I have to give my name?" },
    // Tex. Penal Code § 38.02: name, address and birth date only after a lawful arrest.
    mustContain: ['38.02', /lawful(ly)? arrest/],
  },
  {
    id: 'chicago-recording',
    state: 'IL',
    question: { message: 'Can I record the police in Chicago?' },
    // 720 ILCS 5/14-2; ACLU v. Alvarez, 679 F.3d 583 (7th Cir. 2012).
    mustContain: ['720 ILCS 5/14', /all-party/, 'ACLU of Illinois v. Alvarez'],
  },
  {
    id: 'es-houston-recording',
    state: 'TX',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía en Houston?' },
    // Tex. Penal Code § 16.02(c)(4): one-party consent.
    mustContain: ['16.02', /una de las partes/],
  },
  {
    id: 'arizona-id-no-nevada-statute',
    state: 'AZ',
    question: { message: 'Do I have to show ID to police in Phoenix?' },
    mustContain: ['Brown v. Texas'],
    mustNotCite: [/Nev\. Rev\. Stat/, /Tex\. Penal Code/],
  },
  {
    id: 'los-angeles-name-no-texas-statute',
    state: 'CA',
    question: { message: 'Do I have to tell the police my name in Los Angeles? Can I lie?' },
    mustContain: [/false name|lying is not/],
    mustNotCite: [/Tex\. Penal Code/, /Nev\. Rev\. Stat/],
  },
  {
    id: 'las-vegas-name',
    state: 'NV',
    question: { message: 'Do I have to give my name to police in Las Vegas?' },
    // Nev. Rev. Stat. § 171.123, upheld in Hiibel, 542 U.S. 177 (2004).
    mustContain: ['171.123', 'Hiibel'],
  },
  {
    id: 'drug-dog-wait',
    question: { message: 'They pulled me over and are making me wait for a drug dog. Can they?' },
    // Caballes, 543 U.S. 405 (2005); Rodriguez, 575 U.S. 348 (2015).
    mustContain: ['Illinois v. Caballes', 'Rodriguez v. United States', /reasonable suspicion/],
  },
  {
    id: 'es-drug-dog-wait',
    language: 'es',
    question: { message: 'Me pararon y me hacen esperar a un perro antidrogas. ¿Pueden?' },
    mustContain: ['Illinois v. Caballes', 'Rodriguez v. United States', /sospecha razonable/],
  },
  {
    id: 'arrested-for-filming',
    question: { message: 'I was arrested for filming the police. Is that retaliation?' },
    // Nieves v. Bartlett, 587 U.S. 391 (2019); Gonzalez v. Trevino (2024).
    mustContain: ['Nieves v. Bartlett', 'Gonzalez v. Trevino', /probable cause/],
  },
  {
    id: 'phone-held-for-warrant',
    question: {
      message: 'The officer took my phone and says he will keep it until he gets a warrant',
    },
    // Illinois v. McArthur, 531 U.S. 326 (2001); Riley v. California, 573 U.S. 373 (2014).
    mustContain: ['Illinois v. McArthur', 'Riley v. California', /needs the warrant/],
  },
  {
    id: 'unlock-with-face',
    question: { message: 'Can police make me unlock my phone with my face?' },
    // No Supreme Court ruling; lower courts split (say it is unsettled).
    mustContain: [/not settled/, /Supreme Court has not decided/],
    mustNotContain: [/you (must|have to) unlock/i],
  },
  {
    id: 'es-unlock-with-fingerprint',
    language: 'es',
    question: { message: '¿Me pueden obligar a desbloquear mi celular con mi huella?' },
    mustContain: [/No está resuelto/, /Corte Suprema no lo ha decidido/],
  },
  {
    id: 'dog-on-porch',
    question: { message: 'Can police bring a drug dog onto my front porch?' },
    // Florida v. Jardines, 569 U.S. 1 (2013).
    mustContain: ['Florida v. Jardines', /needs a warrant/],
  },
  {
    id: 'texas-breathalyzer',
    state: 'TX',
    question: { message: 'Can I refuse a breathalyzer in Texas?' },
    // Birchfield v. North Dakota, 579 U.S. 438 (2016).
    mustContain: ['Birchfield v. North Dakota', /breath test/, /implied-consent/],
    mustNotContain: [/refuse to give your name/],
  },
  {
    id: 'es-blood-test-dui',
    language: 'es',
    question: {
      message: '¿Me pueden sacar una prueba de sangre sin orden si me arrestan por manejar ebrio?',
    },
    mustContain: ['Birchfield v. North Dakota', /prueba de sangre/],
  },
  {
    id: 'ice-at-the-door',
    question: { message: 'ICE agents are knocking with a warrant. Do I have to let them in?' },
    // Form I-205 is signed by an officer; Payton v. New York, 445 U.S. 573 (1980).
    mustContain: ['I-205', 'Payton v. New York', /not a judge/],
    mustNotContain: [/you (must|have to) let them in/i],
  },
  {
    id: 'es-ice-at-the-door',
    language: 'es',
    question: {
      message: 'Agentes de ICE tocan mi puerta con una orden. ¿Tengo que dejarlos entrar?',
    },
    mustContain: ['I-205', 'Payton v. New York', /no un juez/],
  },
  {
    id: 'green-card-carry',
    question: { message: "I'm a permanent resident. Do I have to carry my green card?" },
    // 8 U.S.C. § 1304(e): carry it at all times; a misdemeanor not to.
    mustContain: ['8 U.S.C. § 1304(e)', /misdemeanor/],
  },
  {
    id: 'es-green-card-carry',
    language: 'es',
    question: { message: 'Soy residente permanente, ¿tengo que llevar mi green card?' },
    mustContain: ['8 U.S.C. § 1304(e)', /delito menor/],
  },
  {
    id: 'moment-of-threat',
    question: { message: 'Is police deadly force judged only at the moment of threat?' },
    // Barnes v. Felix (2025), unanimous.
    mustContain: ['Barnes v. Felix', /all the circumstances/],
  },
  {
    id: 'not-covered-divorce',
    question: { message: 'How do I get a divorce?' },
    mustContain: [/is not covered by our legal library/, /lawyer referral service/],
    mustNotContain: [/remain silent/],
  },
  {
    id: 'es-not-covered-divorce',
    language: 'es',
    question: { message: '¿Cuánto cuesta un divorcio?' },
    mustContain: [/no cubre esa pregunta/],
  },
  {
    id: 'es-montana-hidden',
    state: 'MT',
    language: 'es',
    question: { message: '¿Puedo grabar en secreto a un policía en Montana?' },
    // Mont. Code Ann. § 45-8-213(1)(c), (2)(a).
    mustContain: ['45-8-213', /oculto/, /no está exceptuada/],
    mustNotContain: [/grabar a la policía en servicio está exceptuado/],
  },
  {
    id: 'es-massachusetts-secret',
    state: 'MA',
    language: 'es',
    question: { message: '¿Es legal grabar en secreto a la policía en Massachusetts?' },
    mustContain: ['Martin v. Rollins'],
    mustNotContain: [/funcionarios públicos, incluida la policía/],
  },
  {
    id: 'es-denver-recording',
    state: 'CO',
    language: 'es',
    question: { message: '¿Puedo grabar a un policía en Denver?' },
    mustContain: ['HB 15-1290', 'Irizarry v. Yehia'],
  },
  {
    id: 'es-seattle-traffic-stop',
    state: 'WA',
    language: 'es',
    question: { message: '¿Puedo grabar una parada de tráfico en Seattle?' },
    mustContain: ["Lewis v. Dep't of Licensing", /todas las partes/],
  },
  {
    id: 'ohio-recording',
    state: 'OH',
    question: { message: 'Can I record police in Columbus, Ohio?' },
    mustContain: ['2933.52', /one-party/],
  },
  {
    id: 'atlanta-filming',
    state: 'GA',
    question: { message: 'Atlanta police stopped my friend. Can I film them?' },
    mustContain: ['16-11-6', 'Smith v. City of Cumming'],
  },
  {
    id: 'es-detroit-recording',
    state: 'MI',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía en Detroit?' },
    // Michigan is mixed in the data: advised as all-party.
    mustContain: ['750.539', /todas las partes/],
  },
  {
    id: 'newark-recording',
    state: 'NJ',
    question: { message: 'Can I record cops in Newark?' },
    mustContain: ['2A:156A-4', /one-party/, 'Fields v. City of Philadelphia'],
  },
  {
    id: 'es-philadelphia-recording',
    state: 'PA',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía en Philadelphia?' },
    mustContain: ['Fields v. City of Philadelphia', /todas las partes/],
  },
  {
    id: 'es-indiana-hea-1122',
    state: 'IN',
    language: 'es',
    question: { message: 'En Indianápolis, ¿me pueden ordenar que no me acerque a 25 pies?' },
    mustContain: ['HEA 1122', 'Reporters Committee', /medida cautelar preliminar/],
  },
];
