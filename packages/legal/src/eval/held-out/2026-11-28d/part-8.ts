import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_ES,
  ANUMBER_ES,
  anyOf,
  claimEs,
  CONSULADO_ES,
  DOS_ANOS_ES,
  FREE_IMM_LAWYER_WRONG_ES,
  JUDICIAL_ES,
  LAWYER_ES,
  LOCATOR_ES,
  SILENT_ES,
  SOSPECHA_ES,
} from './shared';

/** Part 8 (Spanish): immigration enforcement, jail and arrest. */
export const PART_8: EvalCase[] = [
  // source: Connecticut TRUST Act (no holding on an ICE detainer alone without a judicial warrant,
  // a class A/B felony conviction or a watch-list match), https://www.safeimmigrants.us/connecticut-trust-act
  {
    id: 'hod-es-ct-fair-haven-primo-detenido',
    state: 'CT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi primo en fair haven, new haven, por manejar sin licencia. no tiene papeles. ¿la policía lo va a entregar a ICE? ¿lo pueden dejar encerrado más tiempo por inmigración?',
    },
    mustContain: [
      anyOf(
        /Ley TRUST|Trust Act/i,
        /detainer|orden de retenci[óo]n|solicitud de (?:retenci[óo]n|detenci[óo]n)|retenci[óo]n/i,
      ),
      anyOf(JUDICIAL_ES, /juez/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:la polic[íi]a|la c[áa]rcel|ellos) (?:lo )?(?:va a|tiene que|debe) (?:retener|detener|entregar)(?:lo)?[^.]{0,30}(?:a ICE|para ICE|48 horas)`,
      ),
    ],
  },
  // source: ICE needs a judicial warrant to enter non-public work areas without consent; workers
  // may stay silent (AB 450 summaries),
  // https://legalclarity.org/california-ab-450-employer-obligations-and-requirements
  {
    id: 'hod-es-ca-huntington-park-fabrica-ice',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'llegó ICE a la fábrica de costura donde trabajo en huntington park, están en la entrada preguntando quién tiene papeles. ¿tenemos que contestarles? ¿pueden entrar hasta atrás donde cosemos?',
    },
    mustContain: [SILENT_ES, anyOf(JUDICIAL_ES, /juez/)],
    mustNotContain: [
      ADMIN_ENTRY_WRONG_ES,
      claimEs(
        String.raw`(?:tienen que|deben|est[áa]n obligados a) (?:contestar|responder|mostrar|decir)[^.]{0,30}(?:papeles|estatus|estado migratorio|de d[óo]nde)`,
      ),
    ],
  },
  // source: Cal. Lab. Code § 90.2 (AB 450: notice to employees within 72 hours of an I-9
  // inspection notice; upheld), https://www.wga.com/news/overview-of-californias-immigrant-worker-protection-act-ab-450/
  {
    id: 'hod-es-ca-santa-maria-revision-i9',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en el rancho donde trabajo en santa maria dicen que ICE le mandó una carta al patrón para revisar los papeles (los I-9). ¿el patrón nos tiene que avisar?',
    },
    mustContain: [/72 horas|tres d[íi]as|3 d[íi]as/i, /avis|notific|public/i],
    mustNotContain: [
      /(?:el patr[óo]n|el empleador|la empresa) no (?:tiene que|est[áa] obligad[oa] a|debe) (?:avisar|notificar|informar)/i,
    ],
  },
  // source: United States v. Brignoni-Ponce (1975) (apparent Mexican ancestry alone does not
  // justify a roving-patrol stop), https://www.lawpipe.com/U.S.-Supreme-Court/United_States_v_Brignoni-Ponce.html
  {
    id: 'hod-es-tx-brownsville-patrulla-por-parecer',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la patrulla fronteriza me paró en la carretera saliendo de brownsville, no era el retén, y el agente me dijo que me paró porque "parecía mexicano". soy ciudadano americano. ¿eso es legal?',
    },
    mustContain: [
      anyOf(
        /Brignoni/,
        /(?:apariencia|origen|ascendencia|raza|aspecto|parecer mexican)[^.]{0,100}(?:por s[íi] sol|no (?:es|basta)|no es suficiente|insuficiente)/,
      ),
      anyOf(SOSPECHA_ES, /sospech/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:la Patrulla Fronteriza|los agentes) (?:puede|pueden) (?:parar|detener) (?:a cualquiera|a cualquier carro|cualquier veh[íi]culo)[^.]{0,20}(?:dentro de|a menos de) (?:las )?100 millas`,
      ),
    ],
  },
  // source: Vienna Convention art. 36 / State Department manual (any foreign national, regardless
  // of status, must be told without delay of the right to consular notification),
  // https://leb.fbi.gov/2017/february/consular-notification-and-access
  {
    id: 'hod-es-mi-holland-hermano-guatemalteco-consulado',
    state: 'MI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi hermano que es de guatemala lo arrestaron en holland michigan. ¿puede pedir que avisen al consulado? ¿se lo tienen que decir aunque no tenga papeles?',
    },
    mustContain: [
      CONSULADO_ES,
      anyOf(/sin demora/, /notific/, /avis/, /derecho a (?:que|pedir|contactar|comunicarse)/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:solo|s[óo]lo) (?:los )?(?:residentes|que tienen papeles)[^.]{0,40}(?:consulado|consular)`,
      ),
    ],
  },
  // source: ICE Online Detainee Locator System (A-number plus country of birth, or name plus
  // country of birth), https://www.reference.com/government-politics/use-online-detainee-locator-system-3260fd218740cc80
  {
    id: 'hod-es-fl-homestead-localizar-esposo',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'se llevaron a mi esposo los de ICE en homestead cuando iba al vivero y nadie me dice dónde está. ¿cómo lo encuentro? tengo su pasaporte de honduras',
    },
    mustContain: [LOCATOR_ES, ANUMBER_ES],
  },
  // source: INA § 240(b)(4) (counsel at no expense to the Government; EOIR list of pro bono
  // providers), https://www.everycrsreport.com/reports/IF12158.html
  {
    id: 'hod-es-nj-newark-abogado-gratis-corte-inmigracion',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'tengo corte de inmigración en newark el mes que viene. ¿el gobierno me va a dar un abogado gratis como en los casos criminales? no tengo dinero',
    },
    mustContain: [
      anyOf(
        /sin costo para el gobierno/,
        /no (?:le |te )?(?:dan|da|asigna|asignan|proporciona|proporcionan|nombra|nombran)[^.]{0,30}abogad/,
        /no (?:hay|tiene|tienes) derecho a (?:un )?abogad[oa] (?:gratis|gratuit|de oficio|pagado)/,
      ),
      /gratuit|pro bono|sin fines de lucro|organizaci|bajo costo|representante acreditad|ayuda legal/i,
    ],
    mustNotContain: [FREE_IMM_LAWYER_WRONG_ES],
  },
  // source: expedited removal applied nationwide (Jan. 2025) to those who cannot show two years'
  // continuous presence; carry proof of presence and never false papers,
  // https://thelaa.org/en/community-resources/expansion-of-expedited-removal/ ; status of the
  // litigation (Make the Road New York v. Noem) at https://davisvanguard.org/2025/09/trump-deportation-policy-blocked/
  // and https://www.biggunbulletin.com/articles/for-10-months-one-judge-kept-millions-from-being-deported-thats-over-now/
  {
    id: 'hod-es-tx-austin-deportacion-sin-juez',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'llegué en el 2024 sin papeles y vivo en austin. dicen que ahora la migra te puede deportar sin ver a un juez. ¿es cierto? ¿qué papeles debo cargar?',
    },
    mustContain: [
      /expulsi[óo]n (?:acelerada|expedita|r[áa]pida|sumaria)|deportaci[óo]n (?:r[áa]pida|acelerada|expedita|sumaria)|expedited removal/i,
      DOS_ANOS_ES,
      anyOf(LAWYER_ES, /miedo/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:cargue|lleve|use|muestre|cargar|llevar|usar) (?:papeles|documentos|una identificaci[óo]n|una licencia) (?:falsos?|falsas?|de otra persona|prestad[oa]s?)`,
      ),
    ],
  },
  // source: N.Y. Green Light law (DMV records to immigration agencies only on a judge's order;
  // notice within three days), https://www.pogowasright.org/federal-immigration-and-customs-cannot-access-immigrants-dmv-records-without-court-order/
  {
    id: 'hod-es-ny-corona-queens-licencia-luz-verde',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'saqué mi licencia de nueva york con la ley luz verde. si me para la policía en corona queens, ¿le pueden pasar mis datos a ICE? ¿el DMV comparte la información?',
    },
    mustContain: [
      anyOf(/Luz Verde|Green Light/i, /DMV/),
      anyOf(JUDICIAL_ES, /orden (?:de (?:un )?(?:juez|tribunal|corte)|judicial)/, /juez/),
    ],
    mustNotContain: [
      /(?<!(?:significa|garantiza|asegura)(?: que)? )(?:la polic[íi]a|los polic[íi]as|los agentes) (?:nunca|jam[áa]s|no pueden) (?:le )?(?:avisa|avisar|llamar|contactar|compartir|pasar)[^.]{0,20}(?:a )?ICE/i,
    ],
  },
  // source: Massachusetts Work and Family Mobility Act (licenses regardless of status; RMV does
  // not share status information unless federal law requires); no duty to answer status
  // questions, https://legalclarity.org/h-3528-the-work-and-family-mobility-act-in-massachusetts
  {
    id: 'hod-es-ma-worcester-licencia-nueva-estatus',
    state: 'MA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'ya tengo licencia de massachusetts con la ley nueva. un policía en worcester me paró y me preguntó si estoy legal en el país. ¿tengo que contestarle eso?',
    },
    mustContain: [SILENT_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:tiene que|tienes que|debe|debes|est[áa]s? obligad[oa] a) (?:contestar|responder|decir)[^.]{0,30}(?:estatus|si (?:est[áa]s?|es) legal|estado migratorio|ciudadan)`,
      ),
    ],
  },
  // source: Cal. Penal Code § 851.5 (three free calls within three hours of arrest; a custodial
  // parent gets two more to arrange child care), https://legalclarity.org/california-penal-code-8500-2-right-to-make-telephone-calls
  // and https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html
  {
    id: 'hod-es-ca-anaheim-esposo-llamadas-ninos',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi esposo en anaheim, ¿cuántas llamadas le dejan hacer? tenemos tres niños chiquitos y yo trabajo de noche',
    },
    mustContain: [
      /tres|\b3\b/i,
      /dos (?:llamadas )?(?:adicionales|m[áa]s|extra)|2 (?:llamadas )?(?:adicionales|m[áa]s|extra)|adicionales/i,
    ],
    mustNotContain: [/(?:solo|s[óo]lo|nom[áa]s) (?:una|1) llamada/i],
  },
  // source: DHS rescinded the protected-areas (sensitive locations) guidance on 20 Jan 2025,
  // https://www.nilc.org/resources/factsheet-trumps-rescission-of-protected-areas-policies-undermines-safety-for-all/
  {
    id: 'hod-es-fl-hialeah-iglesia-escuela-ice',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿todavía es cierto que ICE no puede arrestar a nadie en la iglesia ni en la escuela? vamos a una iglesia en hialeah y la gente tiene miedo de ir a misa',
    },
    mustContain: [
      /rescind|revoc|elimin|anul|ya no|dej[óo] de|cancel/i,
      /iglesia|escuela|lugares? (?:sensibles|protegid)|[áa]reas? protegid/i,
    ],
    mustNotContain: [
      claimEs(
        String.raw`ICE no (?:puede|pueden|tiene permitido) (?:hacer )?(?:arrestos?|arrestar)[^.]{0,20}(?:en|dentro de) (?:las |una |la )?(?:iglesias?|escuelas?)`,
      ),
    ],
  },
];
