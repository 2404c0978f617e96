import type { EvalCase } from '../../eval-case';
import { JUDGE_WARRANT_ES, LAWYER_ES, SILENT_ES } from './shared';

/** Spanish, part 7: CA (2), TX (3), FL (2), NY (2), IL. */
export const PART_7: EvalCase[] = [
  // source: https://observed.org/judicial-warrant-vs-administrative-warrant-what-ice-needs-to-enter-your-home/
  // and https://iceencounter.com/know-your-rights/home-raids (I-200/I-205 are not judge-signed and do not
  // authorize home entry; keep the door closed, ask to see the warrant). Caveat: a February 2026 DHS
  // statement claims I-205 entry for final orders, so no absolute "can never enter" claim is required.
  {
    id: 'hoc-es-ca-ice-door',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Oiga, en Los Ángeles (Boyle Heights) tocaron la puerta unos de ICE a las 6 de la mañana, dicen que traen una orden para mi esposo. ¿Tengo que abrirles? ¿Cómo sé si la orden sirve?',
    },
    mustContain: [
      JUDGE_WARRANT_ES,
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) abrir|no (?:abra|abras|abrir)|(?:mantenga|mant[ée]n|deje) la puerta cerrada|por debajo de la puerta|por la ventana/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes) que abrir(?:les)? la puerta(?![^.]{0,60}(?:si |cuando|solo|s[óo]lo|orden judicial))/i,
      /(?<!no )(?:cualquier|toda) orden (?:de ICE )?(?:les )?(?:permite|autoriza) (?:entrar|ingresar)/i,
    ],
  },
  // source: Cal. Health & Safety Code § 11362.1(c) as quoted at https://da.alamedacountyca.gov/cci-home-page/chapter-22-marijuana-searches
  // and https://michaelkernlaw.com/blog/2019/october/can-i-still-be-searched-or-arrested-for-possessi
  // ("no conduct deemed lawful by this section shall constitute the basis for detention, search, or
  // arrest"; courts allow a search when facts suggest non-compliance).
  {
    id: 'hoc-es-ca-legal-cannabis',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Santa Ana, CA. Tengo 30 años y traía un gramo de mota (legal aquí) cerrado en la guantera, el policía me dijo que por eso me iba a revisar todo el carro. ¿Puede? no fumé nada',
    },
    mustContain: [
      /(?:legal|permitid[oa]|lícit[oa])[^.]{0,160}no (?:es|puede ser|constituye|justifica|da)[^.]{0,60}(?:base|motivo|raz[óo]n|causa|fundamento|registr)|11362\.1|no (?:es|constituye|da) (?:una )?(?:base|motivo|causa)[^.]{0,100}(?:registr|revis|detenci[óo]n|arresto)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:la posesi[óo]n de|tener|traer) (?:un gramo de )?(?:mota|marihuana|cannabis)[^.]{0,40}(?:le |te )?(?:da|dan) (?:causa probable|derecho a (?:registrar|revisar))/i,
    ],
  },
  // source: Martinez-Fuerte / Ortiz, https://reddit.tnl.social/r/AmIFreeToGo/wiki/index/checkpoints;
  // 8 U.S.C. 1304(e), https://www.business-standard.com/immigration/us-to-green-card-holders-visitors-carry-id-at-all-times-or-risk-fine-125072500673_1.html;
  // silence and no false documents, https://mualemfirm.com/blog/know-your-rights-what-to-do-if-ice-comes-to-your-workplace
  {
    id: 'hoc-es-tx-falfurrias-checkpoint',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        "Voy de McAllen pa' San Antonio y hay que pasar el retén de la Migra en Falfurrias. Yo tengo green card y mi prima no tiene papeles. ¿Qué nos pueden preguntar y pueden revisar la troca sin permiso?",
    },
    mustContain: [
      /(?:registr|revis|buscar|inspecci)[^.]{0,140}(?:causa probable|consentimiento|permiso)|(?:causa probable|consentimiento)[^.]{0,140}(?:registr|revis)/i,
      /(?:llevar|cargar|portar|tener consigo|traer)[^.]{0,80}(?:tarjeta|green card|mica|residencia)|(?:tarjeta|green card|mica)[^.]{0,80}(?:consigo|encima|en todo momento|todo el tiempo|siempre)|1304/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:pueden|puede) revisar (?:la troca|el carro|el veh[íi]culo|la camioneta) sin (?:ning[úu]n )?(?:motivo|raz[óo]n|permiso|sospecha)/i,
      /(?<!no |nunca |jam[áa]s |ni )(?:mienta|diga que es ciudadan[oa]|muestre documentos falsos)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02, https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ and
  // https://legalclarity.org/failing-to-identify-as-a-fugitive-from-justice-in-texas (name only required
  // after a lawful arrest; a false name while detained is an offense). State only in history.
  {
    id: 'hoc-es-tx-passenger-followup',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Yo iba de pasajera y el oficial me pidió mi ID a mí también. Yo NO iba manejando. ¿Estoy obligada a darle mi nombre?',
      conversationHistory: [
        {
          role: 'user',
          content: 'Hola, estoy en Dallas, Texas. Pararon a mi esposo por una luz fundida.',
        },
        { role: 'assistant', content: 'Entiendo. ¿Qué pasó durante la parada?' },
      ],
    },
    mustContain: [
      /(?:arrest|detenid[oa] formalmente|bajo arresto)[^.]{0,120}(?:nombre|identific)|(?:nombre|identific)[^.]{0,120}(?:arrest|bajo arresto)|38\.02/i,
      /(?:falso|falsa|inventad[oa]|mentir|ficticio)[^.]{0,80}(?:nombre|delito|crimen|ilegal)|(?:delito|crimen|ilegal)[^.]{0,80}(?:falso|falsa|ficticio|mentir)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:darle|dar|mostrar|mostrarle) (?:su |tu )?(?:nombre|identificaci[óo]n|ID)(?![^.]{0,40}(?:solo|s[óo]lo|si |cuando|[úu]nicamente|despu[ée]s|arrest))/i,
    ],
  },
  // source: New Jersey v. T.L.O., https://billofrightsinstitute.org/resources/educator-resources/americapedia/americapedia-landmark-supreme-court-cases/new-jersey-v-tlo/
  // and the Spanish summary at http://es.knowledger.de/10655284/NewJerseyVTLO
  {
    id: 'hoc-es-tx-school-backpack',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Mi hijo de 14 va a una secundaria en Houston. El subdirector y un policía escolar le revisaron la mochila porque alguien dijo que traía un vape. ¿Necesitaban una orden o llamarme a mí primero?',
    },
    mustContain: [
      /sospecha razonable|motivos? razonables?/i,
      /no (?:necesita|necesitan|necesitaban|se necesita|requiere|requieren|hace falta)n? (?:una )?orden|sin (?:una )?orden|T\.?L\.?O/i,
    ],
    mustNotContain: [
      /(?<!no )(?:necesitaban|necesitan|se necesita|requer[íi]an) (?:una )?orden (?:judicial |de cateo )?para revisar/i,
    ],
  },
  // source: INA 264(e), 8 U.S.C. 1304(e), text at https://www.miindia.com/blog/details/All-Foreign-Nationals-must-carry-Registration-documents-at-all-times-1053
  // (18 and over must carry; misdemeanor, up to $100 and/or 30 days).
  {
    id: 'hoc-es-fl-carry-green-card',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Soy residente permanente, vivo en Hialeah. ¿Es verdad que tengo que andar con la green card encima todo el tiempo? La dejo en la casa para no perderla. Tengo 34 años',
    },
    mustContain: [
      /(?:llevar|cargar|portar|tener consigo|andar con)[^.]{0,80}(?:tarjeta|green card|mica|residencia|documento)|(?:tarjeta|green card|mica)[^.]{0,80}(?:consigo|encima|en todo momento|todo el tiempo)|1304|264\(e\)/i,
      /18|dieciocho/i,
      /delito menor|misdemeanor|multa|c[áa]rcel|\$ ?100|30 d[íi]as/i,
    ],
    mustNotContain: [
      /no (?:tiene|tienes|es necesario|hace falta|est[áa]s? obligad[oa])[^.]{0,15}(?:que |a )?(?:llevar|cargar|portar)(?:la)? (?:la |su |tu )?(?:green card|tarjeta|mica)/i,
    ],
  },
  // source: Fla. Stat. 985.13(2) at http://statutes.laws-info.com/florida/TitleXLVII/chapter985/PARTIII/985_13
  // (reasonable effort to immediately notify the parent); Miranda rights to silence and counsel,
  // https://constitution.congress.gov/browse/essay/amdt5_3_2_2_3_2_2/
  {
    id: 'hoc-es-fl-son-custody',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Ayúdame porfa, a mi hijo de 16 lo arrestaron en Orlando y lo tienen en la estación. ¿Lo pueden interrogar sin mí? ¿Qué le digo que haga?',
    },
    mustContain: [SILENT_ES, LAWYER_ES],
  },
  // source: NYC CCRB, https://citylimits.org/2013/03/19/how-to-file-a-complaint-against-the-police/ and
  // https://greenbergandstein.com/how-do-i-file-a-complaint-against-the-nyc-police/ (complaints in any
  // language; online, by phone, in person or at a precinct).
  {
    id: 'hoc-es-ny-ccrb',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Vivo en Queens, Nueva York. Un policía del NYPD me empujó y me insultó cuando me paró en la calle. ¿Dónde pongo la queja? No hablo mucho inglés',
    },
    mustContain: [
      /CCRB|Civilian Complaint Review Board|Junta (?:de )?Revisi[óo]n de Quejas/i,
      /cualquier idioma|en español|otros idiomas|int[ée]rprete|traducci[óo]n|su idioma/i,
    ],
    mustNotContain: [/(?<!no )(?:solo|s[óo]lo|[úu]nicamente) (?:se acepta[n]? )?en ingl[ée]s/i],
  },
  // source: MacWade v. Kelly (2d Cir. 2006) as explained at http://www.nyrealestatelawblog.com/Manhattan-Litigation-Blog/2006/August/RANDOM-BAG-CHECKS-AT-SUBWAY-ENTRANCES-ARE-CONSTI.aspx
  // and https://eu.lohud.com/story/news/local/new-york/2024/03/11/nyc-subway-bag-search-can-i-refuse-what-are-my-rights-to-privacy/72879080007/
  {
    id: 'hoc-es-ny-subway-bag',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En el metro del Bronx había policías en una mesita revisando mochilas al azar. ¿Me pueden obligar? ¿Qué pasa si digo que no?',
    },
    mustContain: [
      /negar(?:se|te)|rechazar|decir que no|rehusar|puede(?:s)? decir (?:que )?no/i,
      /(?:salir|irse|irte|dejar|abandonar) (?:de )?la estaci[óo]n|no (?:lo |te |le |la )?(?:dejar[áa]n|permitir[áa]n|dejan) (?:entrar|pasar|subir)|no (?:podr[áa]s?|puede|puedes) (?:entrar|tomar el tren|abordar|pasar)|otra (?:entrada|estaci[óo]n)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:le|te|lo|la) pueden (?:arrestar|detener) (?:solo )?por negar(?:se|te)/i,
    ],
  },
  // source: 725 ILCS 5/103-3.5, https://lawserver.com/law/state/illinois/il-statutes/725_ilcs_5_103-3-5
  // and https://duilawyerskokie.com/?p=1806 (three free calls no later than 3 hours after arrival).
  {
    id: 'hoc-es-il-three-calls',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Arrestaron a mi hermano en Cicero, Illinois, hace como 4 horas y no nos ha llamado. ¿No tiene derecho a llamadas? ¿cuántas?',
    },
    mustContain: [/(?:3|tres) llamadas/i, /(?:3|tres) horas/i],
    mustNotContain: [/(?<!no )(?:solo|s[óo]lo) (?:tiene derecho a )?una (?:sola )?llamada/i],
  },
];
