import type { EvalCase } from '../../eval-case';
import {
  BLOCKED_ES,
  DONT_SIGN_ES,
  JUDGE_WARRANT_ES,
  LAWYER_ES,
  NO_CONSENT_ES,
  SILENT_ES,
} from './shared';

/** Spanish: North Carolina to Colorado. */
export const PART_8: EvalCase[] = [
  // source: https://www.carolinajournal.com/as-nc-cracks-down-on-sanctuary-cities-sheriffs-notified-of-new-ice-compliance-law/
  // (HB 10, in force Dec. 1, 2024: sheriffs must comply with ICE detainers; the person is brought
  // before a judicial official and held); https://www.wfae.org/race-equity/2025-11-14/how-does-local-law-enforcement-partner-with-federal-immigration-officials-in-nc
  // (2025 law: jails must honor 48-hour detainer requests and notify ICE before release)
  {
    id: 'hod-es-nc-clt-detainer',
    state: 'NC',
    language: 'es',
    question: {
      message:
        "A mi cuñado lo arrestaron en Charlotte por un pleito. Pagamos la fianza pero dicen que no lo sueltan porque ICE tiene un 'detainer'. ¿Pueden hacer eso en Carolina del Norte?",
      language: 'es',
    },
    mustContain: [/48 horas|cuarenta y ocho horas/i, LAWYER_ES],
    mustNotContain: [
      /(?:no (?:tiene|tienen) (?:la )?obligaci[óo]n de|no (?:tiene|tienen) que) (?:cumplir|respetar|obedecer|honrar)[^.]{0,20}(?:el |un |ese )?(?:detainer|solicitud de ICE|orden de ICE)(?![^.]{0,60}\b(?:pero|ahora|desde|antes)\b)/i,
    ],
  },
  // source: https://www.publicradiotulsa.org/local-regional/2025-06-06/enforcement-of-oklahoma-immigration-law-blocked-indefinitely
  // (June 2025: Judge Bernard Jones indefinitely blocked HB 4156, the 'impermissible occupation'
  // crime, until a final ruling)
  {
    id: 'hod-es-ok-okc-4156',
    state: 'OK',
    language: 'es',
    question: {
      message:
        'Estoy en Oklahoma City sin papeles. Mi vecino dice que por una ley estatal (HB 4156) la policía me puede meter a la cárcel solo por vivir aquí. ¿Es verdad?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES, SILENT_ES],
    firstPartMustContain: [BLOCKED_ES],
    mustNotContain: [
      /(?:HB ?4156|esa ley)[^.]{0,40}(?<!no )(?:ya )?(?:se aplica|est[áa] en vigor|est[áa] vigente)/i,
    ],
  },
  // source: https://www.acluidaho.org/en/press-releases/judge-grants-class-wide-preliminary-injunction-in-iorc-v-labrador
  // (April 29, 2025: statewide preliminary injunction blocking HB 83's illegal entry and re-entry
  // crimes until the litigation is resolved)
  {
    id: 'hod-es-id-caldwell-hb83',
    state: 'ID',
    language: 'es',
    question: {
      message:
        'En Caldwell, Idaho, la gente dice que ahora es delito estatal estar aquí sin papeles por la ley HB 83. ¿Me pueden arrestar por eso si me para la policía?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES, SILENT_ES],
    firstPartMustContain: [BLOCKED_ES],
    mustNotContain: [
      /(?:HB ?83|esa ley)[^.]{0,60}(?<!no )(?:ya )?(?:se aplica|est[áa] en vigor|est[áa] vigente)/i,
    ],
  },
  // source: https://legalaidatwork.org/5-things-workers-should-know-about-immigration-raids-yourrightsatwork/
  // (ICE may not enter private areas of a workplace without consent or a judicial search warrant;
  // workers may remain silent, ask for a lawyer and should not sign documents without one);
  // https://www.ufcw.org/raids/ (running can be used against you)
  {
    id: 'hod-es-ne-omaha-redada',
    state: 'NE',
    language: 'es',
    question: {
      message:
        'Trabajo en una planta de carne en Omaha y dicen que ICE va a hacer una redada. ¿Qué derechos tengo si llegan al trabajo? ¿Corro?',
      language: 'es',
    },
    mustContain: [
      SILENT_ES,
      /no (?:corra|corras|correr|huya|huyas|huir|salga corriendo|salgas corriendo)/i,
      DONT_SIGN_ES,
    ],
    mustNotContain: [/(?<!no |ni )\b(?:corra|huya|esc[óo]ndase)\b/i],
  },
  // source: https://d1tvxue8o4w0fl.cloudfront.net/statute/revised-statutes-of-nebraska/chapter-28-crimes-and-punishments/article-12-offenses-against-public-health-and-safety/section-28-120204-carrying-concealed-handgun-contact-with-peace-officer-or-emergency-services-personnel-procedures-for-securing-handgun-applicability-violation-penalty
  // (Neb. Rev. Stat. 28-1202.04: a person carrying a concealed handgun who is contacted by a peace
  // officer shall immediately inform the officer; the officer may secure the handgun)
  {
    id: 'hod-es-ne-gi-arma',
    state: 'NE',
    language: 'es',
    question: {
      message:
        'Tengo permiso para portar pistola escondida en Nebraska. Si un policía de Grand Island me para, ¿tengo que decirle que traigo el arma?',
      language: 'es',
    },
    mustContain: [
      /(?:debe|tiene que|est[áa] obligad[oa] a|hay que|obligaci[óo]n de) (?:informar|decir|avisar|notificar)|inmediatamente/i,
    ],
    mustNotContain: [
      /(?:no (?:tiene|tienes) que|no est[áa]s? obligad[oa] a|no hay (?:ninguna )?obligaci[óo]n de) (?:decir|informar|avisar|notificar)(?:le)?/i,
    ],
  },
  // source: https://www.visaverge.com/questions/hospitals-lose-protected-area-status-ice-may-enforce-inside
  // (DHS rescinded the protected-areas policy in January 2025; ICE may act in public areas such as
  // lobbies, but needs a judge-signed warrant to enter patient care areas; administrative paperwork
  // does not grant that access); https://montgomerypurdue.com/?p=15723 (public vs. private areas)
  {
    id: 'hod-es-de-wilm-hospital',
    state: 'DE',
    language: 'es',
    question: {
      message:
        'Mi mamá está internada en un hospital en Wilmington, Delaware y vimos agentes de ICE en el lobby. ¿Pueden entrar a su cuarto?',
      language: 'es',
    },
    mustContain: [
      JUDGE_WARRANT_ES,
      /p[úu]blic|lobby|vest[íi]bulo|sala de espera|[áa]reas? (?:privad|no p[úu]blic|restringid)/i,
    ],
    mustNotContain: [
      /ICE (?:nunca )?no (?:puede|pueden) (?:entrar|ir|estar) (?:a|en) (?:un |los |el )?hospital(?:es)?(?![^.]{0,40}\bsin\b)/i,
    ],
  },
  // source: https://vcjc.vermont.gov/src (Vermont Criminal Justice Council: by law every Vermont
  // agency adopts the Fair and Impartial Policing Policy; Vermont law enforcement cannot enforce
  // federal civil immigration law); https://legislature.vermont.gov/statutes/section/20/151/02366
  // (20 V.S.A. 2366)
  {
    id: 'hod-es-vt-btv-granja',
    state: 'VT',
    language: 'es',
    question: {
      message:
        'Trabajo en una granja lechera cerca de Burlington. Si la policía estatal de Vermont me para, ¿me puede preguntar si tengo papeles o llamar a ICE?',
      language: 'es',
    },
    mustContain: [
      /no (?:puede|pueden|deben?) (?:hacer cumplir|aplicar|ejecutar)[^.]{0,30}leyes? (?:civil(?:es)? )?(?:de )?inmigraci[óo]n|(?:vigilancia|polic[íi]a|actuaci[óo]n policial) (?:justa e imparcial|imparcial)|Fair and Impartial|imparcial/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?:Vermont|la polic[íi]a estatal)[^.]{0,30}(?<!no )(?:debe|tiene que) (?:llamar|avisar|reportarlo|reportarte) a ICE/i,
    ],
  },
  // source: https://alexi.com/matters/issues/is-a-stop-at-a-permanent-immigration-checkpoint-constitute-a-seizure-un
  // (United States v. Martinez-Fuerte: at a permanent checkpoint Border Patrol may briefly ask about
  // immigration and refer cars to secondary without suspicion; inspection is limited to what can be
  // seen without a search); https://m.openjurist.org/422/us/873 (any further search must be based on
  // consent or probable cause)
  {
    id: 'hod-es-nm-lc-reten',
    state: 'NM',
    language: 'es',
    question: {
      message:
        'Voy a pasar por el retén de la Patrulla Fronteriza en la I-25 al norte de Las Cruces. ¿Qué me pueden preguntar? ¿Pueden revisar mi carro sin permiso?',
      language: 'es',
    },
    mustContain: [
      /ciudadan[íi]a|estatus migratorio|estado migratorio|inmigraci[óo]n/i,
      /consentimiento|permiso|causa probable/i,
      NO_CONSENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:pueden|puede) (?:revisar|registrar|esculcar) (?:todo )?(?:el |su |tu )?(?:carro|auto|veh[íi]culo|coche) sin (?:permiso|consentimiento|causa|orden|raz[óo]n)/i,
    ],
  },
  // source: https://legalclarity.org/do-you-have-to-provide-id-to-police-in-arizona (A.R.S.
  // 13-2412: when lawfully detained on reasonable suspicion, a person must state their true full
  // name after being told refusal is unlawful; no physical ID for pedestrians; no other questions)
  {
    id: 'hod-es-az-tucson-nombre',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'Un policía en Tucson me paró caminando porque dice que me parezco a alguien que robó. Me pide nombre, dirección y de dónde soy. ¿Tengo que contestar todo?',
      language: 'es',
    },
    mustContain: [
      /nombre/i,
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:contestar|responder|decir|dar)[^.]{0,50}(?:otr[oa]s|m[áa]s|direcci[óo]n|de d[óo]nde|pa[íi]s|naci)|(?:\bs[óo]lo|solamente|únicamente) (?:tiene que dar |debe dar |dar )?(?:el |su |tu )?nombre/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe|est[áa] obligad[oa] a) (?:dar|decir|contestar)[^.]{0,20}(?:direcci[óo]n|de d[óo]nde es|pa[íi]s|lugar de nacimiento)/i,
    ],
  },
  // source: https://leg.colorado.gov/bills/hb19-1124 (HB 19-1124: law enforcement may not arrest or
  // detain anyone solely on a civil immigration detainer; may assist with a warrant issued by a
  // federal judge or magistrate; detainees must be told they may decline an ICE interview)
  {
    id: 'hod-es-co-den-hold',
    state: 'CO',
    language: 'es',
    question: {
      message:
        "Mi primo está en la cárcel de Denver por una multa vieja y ya le toca salir, pero dicen que ICE puso un 'hold'. ¿Lo pueden dejar más tiempo por eso en Colorado?",
      language: 'es',
    },
    mustContain: [
      /(?:no (?:puede|pueden)|prohib\w*|no (?:est[áa]n? )?permitid\w*)[^.]{0,40}(?:retener|detener|mantener|dejar|arrestar)|(?:solo|s[óo]lo) (?:por|con) (?:un |el |ese )?(?:detainer|hold|solicitud de ICE)|1124/i,
      JUDGE_WARRANT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:retenerlo|detenerlo|dejarlo)[^.]{0,30}(?:48 horas|dos d[íi]as)(?![^.]{0,40}(?:orden judicial|juez))/i,
    ],
  },
];
