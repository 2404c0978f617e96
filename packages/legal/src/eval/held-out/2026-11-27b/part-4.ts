import type { EvalCase } from '../../eval-case';

/** Part 4: ID laws, passengers, car searches, knock at the door. */
export const PART_4: EvalCase[] = [
  // source: Ohio Rev. Code § 2921.29 as applied in State v. Dunn (Ohio App. 2020),
  // https://www.studicata.com/summaries/court-of-appeals-of-ohio/state-v-dunn-2020-pccgmo (offense
  // requires being in a public place and reasonable suspicion of a crime); State v. Frye, 2023-Ohio-2967,
  // https://www.objectivelyreasonable.com/2024/02/09/is-asking-a-suspect-for-his-identification-card-the-same-as-requesting-a-persons-name-address-and-date-of-birth/
  // (name, address, or date of birth).
  {
    id: 'hob-oh-id-park-es-cincinnati',
    state: 'OH',
    language: 'es',
    question: {
      message:
        'Estaba en un parque en Cincinnati de noche y dos policías me pidieron mi nombre y fecha de nacimiento. ¿En Ohio tengo que darlos? ¿Y tengo que enseñar mi identificación?',
    },
    mustContain: [
      /2921\.29/,
      /sospecha razonable|reasonable suspicion/i,
      /nombre/i,
      /fecha de nacimiento|direcci[óo]n|domicilio/i,
    ],
  },
  // source: A.R.S. § 13-2412, https://legalclarity.org/do-you-have-to-provide-id-to-police-in-arizona
  // and https://legalclarity.org/what-is-ars-failure-to-provide-truthful-name (lawful detention on
  // reasonable suspicion; true full name only; officer must first advise that refusal is unlawful;
  // no duty to produce a card as a pedestrian; not compelled to answer other questions).
  {
    id: 'hob-az-walking-name-tucson',
    state: 'AZ',
    question: {
      message:
        "Walking to my car in Tucson, a deputy stopped me saying there were car break-ins around. He wants my ID card. I don't have it on me. What do I actually have to tell him in Arizona?",
    },
    mustContain: [
      /13-2412/,
      /(true )?full name|your name/i,
      /not (required|obligated) to (answer|show|produce|provide)|don't have to (answer|show|carry|hand)|no (duty|obligation) to (answer|carry|show)|other questions/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(must|have to|required to) (show|produce|hand over) (a |an |your )?(ID|identification|license)[^.]{0,20} (card )?(as a pedestrian|while walking)/i,
    ],
  },
  // source: State v. Rankin, 151 Wn.2d 689, 92 P.3d 202 (2004),
  // https://law.justia.com/cases/washington/supreme-court/2004/72509-8-1.html (article I, section 7
  // is violated "when an officer requests identification from a passenger for investigative purposes,
  // absent an independent basis for making the request").
  {
    id: 'hob-wa-passenger-id-es-tacoma',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'Iba de pasajera con mi novio en Tacoma y lo pararon por una luz. El oficial me pidió mi identificación a mí también aunque yo no hice nada. ¿En Washington tengo que dársela?',
    },
    mustContain: [
      /Rankin|art[íi]culo I,? (secci[óo]n|§) ?7|article I,? (section|§) ?7/i,
      /pasajer/i,
      /sospecha|raz[óo]n independiente|motivo independiente|base independiente|independent/i,
    ],
  },
  // source: State v. Carty, 170 N.J. 632, 790 A.2d 903 (2002),
  // https://app.midpage.ai/document/state-v-carty-2301140 ("law enforcement personnel must have a
  // reasonable and articulable suspicion of criminal wrongdoing prior to seeking consent to search a
  // lawfully stopped motor vehicle"); Legal Services of New Jersey summary,
  // https://www.lsnjlaw.org/legal-topics/criminal-charges-and-convictions/motor-vehicle-laws/pages/ban-routine-automobile-consent-searches-aspx
  {
    id: 'hob-nj-consent-search-turnpike-newark',
    state: 'NJ',
    question: {
      message:
        'Pulled over for speeding on the Turnpike near Newark. Trooper handed me a form to sign saying I consent to a search of my car. Nothing else happened, no smell, nothing. Can he even ask that in NJ?',
    },
    mustContain: [
      /Carty/i,
      /reasonable(,)? (and )?articulable suspicion|reasonable suspicion/i,
      /(can|may|have the right to) (say no|refuse|decline)|don't have to (sign|consent|agree)|not (required|obligated) to (sign|consent)/i,
    ],
  },
  // source: Rodriguez v. United States, 575 U.S. 348 (2015),
  // https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/
  // ("absent reasonable suspicion, unnecessarily prolonging a traffic stop can constitute an
  // unreasonable seizure"; Nebraska stop, dog sniff after warning issued).
  {
    id: 'hob-ne-dog-sniff-wait-omaha',
    state: 'NE',
    question: {
      message:
        'Omaha cop gave me a warning ticket, then said I have to wait 20 min for a K9 to sniff my car. I said no to a search. Can he make me wait after the ticket is done?',
    },
    mustContain: [
      /Rodriguez/i,
      /reasonable suspicion/i,
      /prolong|extend|longer than|after the (ticket|warning|stop)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(can|may) (always )?(make you wait|hold you|detain you)[^.]{0,40}(for a|for the) (dog|K-?9)[^.]{0,30}without (any )?(reason|suspicion)/i,
    ],
  },
  // source: Arizona v. Gant, 556 U.S. 332 (2009), https://www.policemag.com/articles/vehicle-searches-incident-to-arrest
  // ("Police may search a vehicle incident to a recent occupant's arrest only if the arrestee is within
  // reaching distance of the passenger compartment at the time of the search or it is reasonable to
  // believe the vehicle contains evidence of the offense of arrest"); Gant was arrested for driving
  // with a suspended license.
  {
    id: 'hob-al-gant-suspended-license-es-birmingham',
    state: 'AL',
    language: 'es',
    question: {
      message:
        'A mi hermano lo arrestaron en Birmingham por manejar con la licencia suspendida. Ya estaba esposado en la patrulla y después registraron todo su carro. ¿Eso es legal?',
    },
    mustContain: [
      /Gant/i,
      /alcance|al alcance|acceso|esposad|asegurad/i,
      /evidencia (del|de ese|relacionada con el) (delito|arresto)/i,
    ],
  },
  // source: Kentucky v. King, 563 U.S. 452, 470 (2011), quoted at https://scotusgate.com/case.php?number=21-7874
  // ("even if an occupant chooses to open the door and speak with the officers, the occupant need not
  // allow the officers to enter the premises and may refuse to answer any questions at any time").
  {
    id: 'hob-ky-knock-talk-louisville',
    state: 'KY',
    question: {
      message:
        "Two detectives keep knocking on my door in Louisville saying they just want to talk. They don't have a warrant as far as I know. Do I have to open up or let them in?",
    },
    mustContain: [
      /(don't|do not|not) (have to|required to|need to) (open|let|allow|answer)|need not/i,
      /warrant/i,
      /(refuse|decline) to answer|don't have to answer|remain silent|right to (stay|remain) silent/i,
    ],
    mustNotContain: [/(?<!not |n't )(you )?(must|have to) (open the door|let them in)/i],
  },
  // source: Kentucky v. King, 563 U.S. 452 (2011), https://scotusgate.com/case.php?number=21-7874
  // (occupant need not let officers in and may refuse to answer questions); exigent circumstances
  // created lawfully can justify entry, https://www.bhwlawfirm.com/whats-behind-door-number-1-knock-and-announce/
  {
    id: 'hob-sc-knock-es-charleston',
    state: 'SC',
    language: 'es',
    question: {
      message:
        'La policía tocó en mi apartamento en Charleston y preguntan por mi compañero de cuarto. No traen orden. Si abro la puerta, ¿pueden entrar? ¿Puedo hablar con ellos por la puerta cerrada?',
    },
    mustContain: [
      /orden (judicial|de cateo|de registro|firmada)|warrant/i,
      /no (tiene que|est[áa] obligad[oa] a) (abrir|dejarlos entrar|permitir)|no (abra|los deje entrar)|puerta cerrada|a trav[ée]s de la puerta/i,
      /no (doy|da|dar) (mi |su )?consentimiento|no consiento|no (tiene que|est[áa] obligad[oa] a) (responder|contestar)/i,
    ],
    mustNotContain: [/(?<!no )(tiene que|debe) (abrir(les)?|dejarlos entrar)/i],
  },
];
