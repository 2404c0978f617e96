import type { EvalCase } from '../../eval-case';
import {
  AVISAR_ES,
  A_LA_VISTA_ES,
  CIUDADANO_PR_ES,
  CORTE_ES,
  DIRECCION_ES,
  DOS_HORAS_ES,
  LICENCIA_ES,
  MUST_DELETE_WRONG_ES,
  MUST_SHOW_ID_WRONG_ES,
  NOMBRE_ES,
  NO_BORRAR_ES,
  NO_PRIVADA_ES,
  PASAJERO_NO_ID_ES,
  PIES_25_ES,
  RECORD_OK_ES_ANY,
  SILENT_ES_ANY,
  anyOf,
  claimEs,
} from './shared';

/** A false name is a crime (ES). */
const NOMBRE_FALSO_DELITO_ES = anyOf(
  /(?:nombre|identidad|datos) (?:falso|falsa|falsos|inventad[oa]s?|de otra persona|de (?:su|tu) (?:hermano|primo|cuñado))[^.]{0,80}(?:delito|crimen|ilegal|arrest|cargo|acusa|misdemeanor|obstrucci)/,
  /(?:delito|crimen|ilegal|obstrucci[óo]n)[^.]{0,80}(?:nombre|identidad|datos) (?:falso|falsa|falsos|inventad)/,
  /(?:nunca|no) (?:d[ée]|des|dar|use|uses|usar|invente|inventes)[^.]{0,30}(?:un )?(?:nombre|identidad|datos) (?:falso|falsa|falsos|inventad)/,
);

/** Spanish, recording the police and identification. */
export const PART_6: EvalCase[] = [
  // source: Ind. Code 35-44.1-2-14; Nicodemus v. City of South Bend (7th Cir. May 15, 2025,
  // https://caselaw.findlaw.com/court/us-7th-circuit/117268965.html) and Reporters Committee v.
  // Rokita (7th Cir. Aug. 5, 2025, https://www.fd.org/news/seventh-circuit-blocks-indiana-police-buffer-law).
  {
    id: 'hoe-es-in-goshen-ley-25-pies-grabando',
    state: 'IN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'oiga estoy grabando con mi cel a unos policias que tienen detenido a mi compadre en la calle main en goshen, y uno me grito que me haga 25 pies pa atras o me arresta por una ley de indiana. eso existe?? puedo seguir grabando desde donde estoy',
    },
    mustContain: [RECORD_OK_ES_ANY, PIES_25_ES, CORTE_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:es|est[áa]) (?:ilegal|prohibido) grabar (?:a la polic[íi]a|a los (?:agentes|polic[íi]as))`,
      ),
    ],
    mustNotCite: [/14:109|843\.31/i],
  },

  // source: La. R.S. 14:109; Louisiana Illuminator, Jan. 31, 2025 (preliminary injunction by Judge
  // deGravelles, M.D. La., https://tulanehullabaloo.com/68460/news/police-buffer-zone-law-paused-in-court/);
  // Fifth Circuit appeal argued (Bloomberg Law), outcome not found.
  {
    id: 'hoe-es-la-metairie-25-pies-vigente',
    state: 'LA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en metairie la policía paró a mi vecino en veterans blvd y yo lo estaba grabando. un oficial me dijo que en luisiana hay una ley que no me puedo acercar a menos de 25 pies o me lleva preso. esa ley si está vigente? yo no me estaba metiendo, solo grababa',
    },
    mustContain: [PIES_25_ES, CORTE_ES, RECORD_OK_ES_ANY],
    mustNotCite: [/35-44\.1-2-14|843\.31/i],
  },

  // source: Fla. Stat. 843.31 (https://lawserver.com/law/state/florida/statutes/florida_statutes_843-31):
  // 25 feet after a verbal warning, only with intent to impede or interfere, threaten, or harass;
  // second-degree misdemeanor.
  {
    id: 'hoe-es-fl-doral-25-pies-advertencia-intencion',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en doral la policía estaba arrestando a un muchacho afuera del supermercado y yo grabando tranquila. un policía me dijo "25 pies para atrás, es la ley nueva de la florida". ¿me pueden arrestar solo por estar grabando cerca? no estaba diciendo nada',
    },
    mustContain: [
      PIES_25_ES,
      /impedir|interferir|obstaculizar|amenazar|acosar|hostigar/i,
      anyOf(RECORD_OK_ES_ANY, /advertencia|advierte|aviso/),
    ],
    mustNotCite: [/35-44\.1-2-14|14:109/i],
  },

  // source: Turner v. Driver, 848 F.3d 678 (5th Cir. 2017) (https://en.wikipedia.org/wiki/Turner_v._Driver):
  // right to record the police, subject to reasonable time, place and manner limits; ACLU (via
  // https://ww.democraticunderground.org/10025383770, quoting the ACLU page): police may not demand
  // that you delete photos or video, nor confiscate them without a warrant.
  {
    id: 'hoe-es-tx-garland-borrar-video-banqueta',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'estaba grabando desde la banqueta cómo la policía de garland revisaba una troca y el oficial me dijo que borrara el video o me lo iba a quitar el cel. ¿tengo que borrarlo? ¿me pueden quitar el teléfono nomás así?',
    },
    mustContain: [RECORD_OK_ES_ANY, NO_BORRAR_ES, /orden/i],
    mustNotContain: [MUST_DELETE_WRONG_ES],
  },

  // source: ORS 165.540 and HB 2704 (2015), ACLU of Oregon
  // (https://www.aclu-or.org/en/legislation/victory-right-film-police-bill-passes-oregon-legislature):
  // recording an officer "openly and in plain view" is allowed without telling them; otherwise all
  // participants must be informed.
  {
    id: 'hoe-es-or-hood-river-audio-escondido',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'trabajo en las huertas de hood river. si la policía me para, ¿puedo grabar el audio con el cel escondido en la bolsa sin que se den cuenta? un amigo dice que en oregon hay que avisarles. ¿y si lo tengo en la mano que lo vean?',
    },
    mustContain: [A_LA_VISTA_ES, AVISAR_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:puede|puedes) grabar(?:los|lo)? (?:a escondidas|en secreto|escondid[oa]|sin (?:avisar|que se den cuenta))`,
      ),
    ],
  },

  // source: State v. Graber (Harford County Cir. Ct. 2010), via AELE
  // (https://publicpersonnellaw.blogspot.com/2010/11/maryland-police-may-not-claim-shield.html?m=1):
  // a traffic stop on a public street is not a private conversation under the Maryland wiretap
  // law.
  {
    id: 'hoe-es-md-langley-park-grabe-parada-dos-partes',
    state: 'MD',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me paró la policía en university blvd en langley park y grabé todo con audio en el celular. el policía me dijo que en maryland es ilegal grabar sin permiso de las dos partes y que me van a acusar. ¿es cierto? ¿lo puedo subir a facebook?',
    },
    mustContain: [anyOf(NO_PRIVADA_ES, RECORD_OK_ES_ANY)],
    mustNotContain: [
      claimEs(
        String.raw`(?:grabar|grabarlo|la grabaci[óo]n)[^.]{0,40}(?:parada|polic[íi]a|oficial)[^.]{0,30}(?:es|fue|ser[íi]a) (?:ilegal|un delito|delito grave)`,
      ),
    ],
  },

  // source: 725 ILCS 5/107-14 (https://law.onecle.com/illinois/725ilcs5/107-14.html): on
  // reasonable inference of an offense, an officer may stop a person in public and "demand the
  // name and address of the person and an explanation of his actions"; 720 ILCS 5/31-4.5
  // (http://www.criminallawyerillinois.com/2011/09/29/new-crime-of-obstructing-identification-in-illinois/):
  // giving a false name, date of birth or address is obstructing identification, a Class A
  // misdemeanor.
  {
    id: 'hoe-es-il-melrose-park-nombre-del-primo',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policía me paró caminando por la north ave en melrose park dicen que me parezco a alguien. me pidieron nombre y dirección y no traigo identificación. ¿tengo que darles mis datos? ¿y si les doy el nombre de mi primo que tiene papeles?',
    },
    mustContain: [NOMBRE_ES, DIRECCION_ES, NOMBRE_FALSO_DELITO_ES],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29|594:2|968\.24/i],
  },

  // source: Worgul law firm (https://pittsburghcriminalattorney.com/?p=13390): Pennsylvania is not
  // a stop-and-identify state; 18 Pa.C.S. 4914 and In re D.S. (Pa. 2012,
  // http://vodzaklegal.com/blog/2012/04/22/in-the-interest-of-d-s-police-must-identify-themselves-and-state-their-purpose-for-a-false-identification-to-law-enforcement-charge/):
  // a false identity is an offense after an identified officer says the person is the subject of
  // an official investigation.
  {
    id: 'hoe-es-pa-reading-nombre-en-la-esquina',
    state: 'PA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mano la policía de reading nos paró en la esquina de la 5 y penn a mí y a unos panas y nos pidieron el nombre a todos. yo no hice na. ¿en pensilvania uno está obligao a dar el nombre? ¿y si digo otro nombre qué pasa?',
    },
    mustContain: [
      anyOf(
        /no (?:est[áa]s?|est[áa]) obligad[oa]s? a (?:dar|decir|identificar)/,
        /no (?:tiene|tienes) que (?:dar|decir)[^.]{0,20}(?:su |tu )?nombre/,
        /no (?:hay|existe) (?:una )?ley[^.]{0,60}(?:oblig|exij|requier)/,
        /no es (?:un )?estado de ["“]?(?:stop and identify|detener e identificar|parar e identificar)/,
      ),
      NOMBRE_FALSO_DELITO_ES,
    ],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29|594:2|968\.24/i],
  },

  // source: Ind. Code 34-28-5-3.5 (https://marclopezlaw.com/what-to-do-when-youre-stopped-by-the-the-police/amp/)
  // and Starr v. State, Ind. Ct. App. 2010 (https://www.bbgibson.com/blog/august-2010/court-holds-passengers-not-required-to-interact-wi):
  // the duty to identify applies to a person stopped for an infraction; a passenger not suspected
  // of any infraction cannot be convicted for refusing.
  {
    id: 'hoe-es-in-elkhart-pasajera-fecha-nacimiento',
    state: 'IN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi esposo iba manejando y nos paró la policía en elkhart por una luz fundida. yo iba de pasajera y el policía me pidió nombre y fecha de nacimiento, dice que en indiana es obligatorio. ¿es cierto? yo no iba manejando',
    },
    mustContain: [LICENCIA_ES, PASAJERO_NO_ID_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:los |las )?pasajer[oa]s? (?:tiene|tienen|debe|deben|est[áa]n? obligad[oa]s?) (?:que |a )?(?:dar|identificarse|mostrar|decir)`,
      ),
    ],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29/i],
  },

  // source: R.I. Gen. Laws 12-7-1 (http://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm):
  // a person reasonably suspected may be asked name, address, business abroad and destination; one
  // who fails to identify and explain may be further detained, but never more than two hours, and
  // it is not recorded as an arrest. The state is only in the earlier turn.
  {
    id: 'hoe-es-ri-pawtucket-seguimiento-cuanto-me-detienen',
    state: 'RI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'y si no le digo mi nombre ni pa dónde voy, ¿cuánto tiempo me puede tener ahí parado el policía?',
      conversationHistory: [
        {
          role: 'user',
          content: 'vivo en pawtucket rhode island y la policía siempre para gente en la calle',
        },
        { role: 'assistant', content: 'Entendido, Rhode Island. ¿Qué le pasó?' },
      ],
    },
    mustContain: [DOS_HORAS_ES],
    mustNotCite: [/171\.123|13-2412|38\.02|2921\.29|594:2|968\.24|1902/i],
  },

  // source: 8 U.S.C. 1402 (text quoted at https://www.puertoricoreport.com/how-u-s-citizenship-evolved-in-puerto-rico/):
  // all persons born in Puerto Rico on or after Jan. 13, 1941 are U.S. citizens at birth; ACLU
  // guidance: you may remain silent. The trap is answering as if she were a non-citizen.
  {
    id: 'hoe-es-ma-holyoke-boricua-papeles-inmigracion',
    state: 'MA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'ay bendito, un policía en holyoke me pidió "los papeles de inmigración" porque me oyó hablando español. yo nací en ponce, puerto rico. ¿tengo que enseñarle algo? ¿me pueden deportar?',
    },
    mustContain: [CIUDADANO_PR_ES, SILENT_ES_ANY],
    mustNotContain: [
      claimEs(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:llevar|mostrar|ense[ñn]ar|cargar|portar)[^.]{0,30}(?:papeles|documentos|tarjeta) de (?:inmigraci[óo]n|residencia)`,
      ),
      claimEs(String.raw`(?:le|te|la) (?:pueden|puede) deportar`),
    ],
  },
];
