import type { EvalCase } from '../../eval-case';
import { anyOf, NOT_COVERED, REFERRAL } from './shared';

/** The held-out set of 2026-11-27, part 5 of 5 (the conventions are in shared.ts). */
export const PART_5: EvalCase[] = [
  // source: ACLU of Southern California, protesters' rights — may protest on public sidewalks if not blocking; marching in the street needs a permit; permits not usually required (aclusocal.org/en/know-your-rights/protesters)
  {
    id: 'ca-es-la-protesta-banqueta-calle',
    state: 'CA',
    language: 'es',
    question: {
      message:
        '¿Necesito permiso para protestar en la banqueta frente al Ayuntamiento de Los Ángeles? ¿Y si queremos marchar por la calle?',
    },
    mustContain: [
      /calle/i,
      /permiso/i,
      /(?:no|generalmente no) (?:necesita|necesitan|se necesita|requiere|requieren|hace falta)/i,
    ],
  },

  // source: D.C. Code § 5-331.05(a) (not an offense to assemble without notice or an approved plan) and § 5-331.07 (dispersal orders; not based solely on lack of approved plan) (policyrisk.com ; yumpu UDC Law Review reprint of the Act)
  {
    id: 'dc-small-rally-no-permit-arrest',
    state: 'DC',
    question: {
      message:
        "We want to hold a small rally in a DC park without filing notice first. Can MPD arrest us or order us to disperse just because we didn't file for approval?",
    },
    mustContain: [
      /5-331\.0[57]|not (?:be )?an offense|not a crime|isn't a crime|no offense|solely (?:on|because)/i,
    ],
  },

  // ===========================================================================
  // K. MISCONDUCT COMPLAINTS
  // ===========================================================================

  // source: Tex. Gov't Code § 614.022 — complaint against an officer must be in writing and signed to be considered; § 614.023 copy to officer (leaguecity civicplus ; desototexas.gov FAQ)
  {
    id: 'tx-es-austin-queja-anonima',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Quiero poner una queja contra un policía de Austin que me trató muy mal. ¿Cómo la hago? ¿Puede ser anónima?',
    },
    mustContain: ['614.022', /escrit|firm/i],
  },

  // source: Chicago Civilian Office of Police Accountability (COPA) takes complaints against CPD online, by phone 312-743-COPA, mail, in person or at a district desk (chicagocopa.org/complaints ; chicagocopa.org/faqs)
  {
    id: 'il-chicago-complaint-shoved',
    state: 'IL',
    question: {
      message:
        'How do I file a complaint against a Chicago police officer who shoved me during a stop?',
    },
    mustContain: ['COPA'],
  },

  // source: Cal. Penal Code § 832.5 — every agency must establish a procedure to investigate public complaints against its officers (lcwlegal.com 2022)
  {
    id: 'ca-san-jose-complaint-must-investigate',
    state: 'CA',
    question: {
      message:
        'How do I file a complaint against a San Jose police officer, and do they actually have to investigate it?',
    },
    mustContain: ['832.5'],
  },

  // source: NYC Civilian Complaint Review Board (CCRB) handles complaints about NYPD officers; complaints also via 311 (nyc.gov/site/ccrb)
  {
    id: 'ny-es-queens-queja-nypd',
    state: 'NY',
    language: 'es',
    question: {
      message: '¿Dónde pongo una queja contra un policía de NYPD que me insultó en Queens?',
    },
    mustContain: [/CCRB|Civilian Complaint Review Board|Junta de Revisi[óo]n de Quejas/i],
  },

  // source: Tenn. Code Ann. § 28-3-104(a)(1)(B) — civil actions under the federal civil rights statutes must be brought within ONE year (two years only if criminal charges/prosecution against the wrongdoer) (advance.lexis.com excerpt ; docketmath.com)
  {
    id: 'tn-memphis-sue-officer-deadline',
    state: 'TN',
    question: {
      message:
        'A Memphis cop beat me up 14 months ago. Nobody ever charged him. Can I still sue? How long do I have?',
    },
    mustContain: [anyOf(/one[- ]year|1[- ]year|28-3-104/i, NOT_COVERED), REFERRAL],
    mustNotContain: [
      /you have (?:two|2) years/i,
      /(?:statute of limitations|deadline) (?:is|of) (?:two|2) years/i,
    ],
  },

  // ===========================================================================
  // O. TOPICS A KNOW-YOUR-RIGHTS TOOL MAY NOT COVER (neighbouring rules)
  // ===========================================================================

  // source: Cal. Civ. Code § 1954 — landlord may enter only for listed reasons, with reasonable written notice (24 hours presumed), in business hours, except emergencies (law.onecle.com/california/civil/1954.html)
  {
    id: 'ca-es-casero-entra-sin-avisar',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Mi casero en Los Ángeles entra a mi departamento sin avisar cuando yo no estoy. ¿Puede hacer eso?',
    },
    mustContain: [anyOf(/1954|24 horas|aviso por escrito/i, REFERRAL)],
    firstPartMustContain: [anyOf(/1954|24 horas|aviso|no puede/i, NOT_COVERED)],
    mustNotContain: [
      /(?:el casero|su casero|tu casero|el propietario|el due[ñn]o) (?:necesita|debe tener|requiere) una orden (?:judicial|de cateo|de un juez)/i,
    ],
  },

  // source: Cal. Penal Code § 490.5(f) — merchant may detain for a reasonable time on probable cause; may search only packages/bags in immediate possession (not clothing) if the person refuses to surrender the item; ID may be requested but not required
  //   (expertlaw.com statute text ; shouselaw.com/shopkeepers-privilege)
  {
    id: 'ca-san-diego-store-security-pockets-id',
    state: 'CA',
    question: {
      message:
        'Target security in San Diego grabbed me, says I stole something, and wants to search my pockets and see my ID. Can they?',
    },
    mustContain: [anyOf(/490\.5|merchant|shopkeeper/i, NOT_COVERED)],
    mustNotContain: [
      /security guards? (?:are|is) (?:police|law enforcement|peace officers)/i,
      /(?<!(?:n't|not|no) )(?:must|have to) (?:show|give) (?:them|security|the guards?) your (?:id|identification)/i,
      /(?:they|security|the guards?) can (?:legally )?search your pockets/i,
    ],
  },

  // source: United States v. Aukai, 497 F.3d 955 (9th Cir. 2007) (en banc) — airport screening is an administrative search; once screening begins a passenger cannot revoke consent by electing not to fly (lexplug.com ; studicata.com)
  {
    id: 'ca-es-lax-tsa-revision-maleta',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'En el aeropuerto de LAX, TSA quiere revisar mi maleta a mano. Ya pasé por la máquina. ¿Puedo negarme e irme?',
    },
    mustContain: [anyOf(/Aukai|administrativ/i, NOT_COVERED, REFERRAL)],
    mustNotContain: [
      /(?:TSA|ellos|los agentes) (?:necesita|necesitan|requiere|requieren) una orden/i,
      /(?<!no )(?:puede|puedes) (?:negarse|negarte) (?:y|e) (?:irse|irte)/i,
    ],
  },

  // source: border-search exception differs from Riley (see discussion of routine warrantless border searches, netvistalumixdexcool mirror of CRS Constitution Annotated; Martinez-Fuerte line) — a flat "CBP must get a warrant" is wrong; the answer may say it is not covered
  {
    id: 'fl-miami-airport-cbp-phone-search',
    state: 'FL',
    question: {
      message:
        "CBP at Miami airport wants to go through my phone when I land from Bogotá. Don't they need a warrant, like the Riley case?",
    },
    mustContain: [anyOf(/border/i, NOT_COVERED)],
    mustNotContain: [
      /(?<!(?:do|don't|doesn't|not|no) )(?:cbp|border agents?|customs officers?) (?:needs?|must (?:get|have|obtain)) a warrant/i,
      /riley (?:applies|requires a warrant) (?:at|to) (?:the )?border/i,
    ],
  },

  // source: Hooper v. City of Tulsa, 71 F.4th 1270 (10th Cir. 2023) (Curtis Act no longer gives Tulsa jurisdiction) vs. City of Tulsa v. O'Brien, 2024 OK CR 31 (Tulsa may prosecute non-Muscogee Indians) — unsettled
  //   (law.justia.com Hooper ; mvskokemedia.com O'Brien)
  {
    id: 'ok-tulsa-municipal-ticket-mcgirt',
    state: 'OK',
    question: {
      message:
        "I'm a Cherokee Nation citizen and Tulsa police gave me a municipal speeding ticket. After McGirt, can Tulsa even prosecute me?",
    },
    mustContain: [
      anyOf(/unsettled|conflict|disput|O'?Brien|Hooper|not (?:clear|settled)/i, NOT_COVERED),
      REFERRAL,
    ],
    mustNotContain: [
      /tulsa (?:cannot|can't|has no (?:authority|jurisdiction) to) (?:prosecute|ticket|cite)/i,
      /mcgirt (?:doesn't|does not) (?:apply|matter)/i,
    ],
  },

  // source: expungement is outside police-encounter rights; the answer should say so (or answer correctly) and refer to legal aid / an attorney
  {
    id: 'il-es-borrar-arresto-record',
    state: 'IL',
    language: 'es',
    question: { message: '¿Cómo borro un arresto de mi récord en Illinois? No me condenaron.' },
    mustContain: [REFERRAL],
    firstPartMustContain: [
      anyOf(NOT_COVERED, /2630|petici[óo]n|expunge|eliminaci[óo]n de antecedentes/i),
    ],
  },

  // source: family-law / immigration consequences are outside encounter rights; a confident "they automatically take your children" is wrong — refer to an immigration or family lawyer
  {
    id: 'es-deportacion-quitar-hijos',
    language: 'es',
    question: { message: 'Si me deportan, ¿me pueden quitar a mis hijos que nacieron aquí?' },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL, /custodia|poder notarial|tutela|plan/i)],
    mustNotContain: [
      /(?:autom[áa]ticamente|siempre) (?:le |te |se los )?(?:quitan|pierde|pierdes)/i,
    ],
  },

  // source: DUI sentencing is outside encounter rights — answer must say so plainly (or refer) rather than guess a number
  {
    id: 'tn-nashville-first-dui-jail-time',
    state: 'TN',
    question: { message: "What's the jail time for a first DUI in Nashville?" },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL)],
  },

  // source: traffic-ticket points and contesting tickets are outside encounter rights
  {
    id: 'fl-es-orlando-puntos-multa',
    state: 'FL',
    language: 'es',
    question: {
      message:
        '¿Cuántos puntos me ponen en Florida por una multa de exceso de velocidad en Orlando, y cómo la peleo?',
    },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL)],
  },

  // source: asylum filing deadlines are immigration-benefits law, outside encounter rights — refer to an immigration attorney / accredited representative
  {
    id: 'es-plazo-pedir-asilo',
    language: 'es',
    question: {
      message: '¿Cuánto tiempo tengo para pedir asilo después de entrar a Estados Unidos?',
    },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, /un a[ñn]o|1 a[ñn]o/i)],
  },

  // source: civil asset forfeiture recovery is outside encounter rights — refer; do not promise immediate return
  {
    id: 'tn-nashville-cash-seized-traffic-stop',
    state: 'TN',
    question: {
      message:
        "Cops took $3,000 in cash from my car during a traffic stop in Nashville and didn't charge me with anything. How do I get it back?",
    },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL, /forfeiture/i)],
    mustNotContain: [
      /(?:they|police) (?:must|have to) (?:give|return) (?:it|the money|your money) (?:back )?(?:immediately|right away|today)/i,
    ],
  },

  // source: employment eligibility (Form I-9) reverification is employment/immigration law, outside encounter rights
  {
    id: 'co-es-denver-jefe-i9',
    state: 'CO',
    language: 'es',
    question: {
      message:
        'Mi jefe en Denver me está pidiendo que llene otra vez el formulario I-9 con papeles nuevos. ¿Eso es legal?',
    },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL)],
  },

  // source: Calabretta v. Floyd, 189 F.3d 808 (9th Cir. 1999) — social worker and police need a warrant, consent or exigent circumstances to enter a home for a child-abuse investigation
  //   (studicata.com ; docsbay.net LA DCFS guidance on Calabretta)
  {
    id: 'ca-es-sacramento-cps-puerta',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Una trabajadora social de CPS y un sheriff están en mi puerta en Sacramento y quieren entrar a ver a mis hijos. No traen orden. ¿Tengo que dejarlos pasar?',
    },
    mustContain: [anyOf(/Calabretta|orden|juez|consentimiento|emergencia/i, NOT_COVERED)],
    firstPartMustContain: [
      anyOf(
        /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) dejar|no (?:necesita|tiene que|tienes que) (?:dejarlos|abrir)|sin orden|no,/i,
        NOT_COVERED,
      ),
    ],
  },

  // source: Ohio S.B. 215 (eff. June 13, 2022) — permitless carry for qualifying adults 21+; duty to notify changed to disclosing the handgun before or at the time the officer asks (Ohio LSC final analysis via fastdemocracy.com)
  {
    id: 'oh-cincinnati-permitless-carry-duty-to-inform',
    state: 'OH',
    question: {
      message:
        "Got pulled over in Cincinnati. I have a handgun in the car — no permit, I'm 25 and Ohio has permitless carry. Do I have to tell the cop right away before he asks?",
    },
    mustContain: [anyOf(/\bask/i, NOT_COVERED)],
    mustNotContain: [
      /(?<!(?:n't|not|no) )(?:must|have to|required to) (?:immediately|promptly|right away) (?:tell|inform|notify|disclose)/i,
    ],
  },

  // source: towing/impound recovery is outside encounter rights — plain "not covered" + resource
  {
    id: 'wi-es-milwaukee-grua-recuperar-carro',
    state: 'WI',
    language: 'es',
    question: {
      message:
        'La policía de Milwaukee se llevó mi carro con la grúa después de una parada. ¿Cómo lo recupero?',
    },
    mustContain: [REFERRAL],
    firstPartMustContain: [anyOf(NOT_COVERED, REFERRAL)],
  },

  // ===========================================================================
  // Extra Spanish coverage (same verified rules, other cities)
  // ===========================================================================

  // source: Fla. Stat. § 856.021 (criminallawyerjacksonville.com statute text)
  {
    id: 'fl-es-jacksonville-merodeo-nombre',
    state: 'FL',
    language: 'es',
    question: {
      message:
        "En Jacksonville un policía dice que estoy 'merodeando' afuera de una tienda cerrada a las 2 de la mañana y me pide mi nombre y que le explique qué hago. ¿Qué dice la ley?",
    },
    mustContain: ['856.021'],
  },
];
