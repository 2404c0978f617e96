import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_ES,
  anyOf,
  CELULAR_SIN_ORDEN_WRONG_ES,
  claimEs,
  CLAVE_ES,
  DONT_OPEN_ES_ANY,
  JUDICIAL_ES,
  LAWYER_ES,
  MUST_GIVE_CLAVE_WRONG_ES,
  ORDEN_ES,
  QUINTA_ES,
  SOSPECHA_ES,
} from './shared';

/** Part 7 (Spanish): homes, phones and minors. */
export const PART_7: EvalCase[] = [
  // source: Georgia v. Randolph, 547 U.S. 103 (2006) (a present co-occupant's refusal defeats the
  // other occupant's consent), https://www.timroselaw.com/blog/georgia-v-randolph-co-tenant-consent
  {
    id: 'hod-es-ar-springdale-suegra-dijo-que-si',
    state: 'AR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policía llegó a la casa en springdale arkansas, mi suegra les dijo que pasaran a revisar pero yo estaba ahí mismo diciéndoles que NO. entraron igual. ¿pueden hacer eso?',
    },
    mustContain: [
      anyOf(
        /Randolph/,
        /(?:presente|ah[íi])[^.]{0,100}(?:se opone|se neg|dijo que no|niega|objeta)/,
        /(?:se opone|se neg|dijo que no|niega|objeta)[^.]{0,100}(?:presente|ah[íi])/,
      ),
      ORDEN_ES,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:el )?(?:permiso|consentimiento) de (?:su|tu) suegra (?:es suficiente|basta|vale m[áa]s)`,
      ),
    ],
  },
  // source: Riley v. California (2014) (a warrant is generally required to search a phone taken at
  // arrest), https://www.criminaldef.com/library/riley-v-california-search-warrant-required-to-search-cell.cfm
  {
    id: 'hod-es-tx-arlington-celular-hijo-arrestado',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi hijo en arlington texas y le quitaron el celular. ¿se lo pueden revisar sin orden? él no les dio la clave',
    },
    mustContain: [
      ORDEN_ES,
      anyOf(
        /Riley/,
        /(?:generalmente|normalmente|por lo general) (?:necesitan|deben|tienen que|requieren)/,
        /necesitan? (?:una )?orden/,
      ),
    ],
    mustNotContain: [CELULAR_SIN_ORDEN_WRONG_ES],
  },
  // source: Seo v. State, 148 N.E.3d 952 (Ind. 2020) (compelled unlocking of a phone violated the
  // Fifth Amendment), https://eu.indystar.com/story/news/local/hamilton-county/carmel/2020/06/23/indiana-supreme-court-woman-did-not-have-unlock-phone-police/3242867001/
  {
    id: 'hod-es-in-gary-juez-desbloquear',
    state: 'IN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'estoy detenido en gary indiana y el detective dice que el juez me va a obligar a desbloquear mi celular o me mete por desacato. ¿eso es cierto?',
    },
    mustContain: [
      QUINTA_ES,
      anyOf(
        /Seo/,
        /Corte Suprema de Indiana/,
        /Tribunal Supremo de Indiana/,
        /en Indiana[^.]{0,80}no (?:lo |le |te )?(?:pueden|puede) (?:obligar|forzar)/,
      ),
      LAWYER_ES,
    ],
    mustNotContain: [MUST_GIVE_CLAVE_WRONG_ES],
  },
  // source: State v. Valdez, 2023 UT 26 (passcode is testimonial; refusal may not be used against
  // the defendant at trial), https://www.ksl.com/article/50844081/utah-supreme-court-rules-cellphone-passcodes-are-protected-under-5th-amendment
  {
    id: 'hod-es-ut-provo-esposo-no-da-contrasena',
    state: 'UT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi esposo lo arrestaron en provo utah y no quiere darles la contraseña del teléfono. ¿se lo pueden usar en su contra en el juicio si no la da?',
    },
    mustContain: [QUINTA_ES, CLAVE_ES, LAWYER_ES],
    mustNotContain: [
      MUST_GIVE_CLAVE_WRONG_ES,
      claimEs(
        String.raw`(?:su )?(?:negativa|negarse|no darla)[^.]{0,40}(?:se )?(?:puede|pueden|podr[áa]n?) (?:usar|utilizar) en su contra`,
      ),
    ],
  },
  // source: Cal. Welf. & Inst. Code § 625.6 (youth 17 or younger must consult a lawyer before
  // custodial interrogation; not waivable), https://cityofsierramadre.hosted.civiclive.com/cityhall/departments/police_department/critical_incident_management/patrol_resources/juvenile_interrogation_information
  {
    id: 'hod-es-ca-chula-vista-hijo-17-interrogatorio',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'detuvieron a mi hijo de 17 años en chula vista y lo quieren interrogar en la estación. él dice que va a hablar para que lo dejen ir. ¿lo pueden interrogar sin abogado?',
    },
    mustContain: [
      LAWYER_ES,
      anyOf(
        /625\.6/,
        /antes de(?:l)? (?:interrogatorio|interrogarlo|que lo interroguen|renunciar|cualquier interrogatorio)/,
        /no (?:puede|se puede|pueden) renunciar/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:pueden|puede) interrogarlo sin (?:un |ning[úu]n )?abogado(?![^.]{0,60}\b(?:si|salvo|excepto|cuando|solo)\b)`,
      ),
    ],
  },
  // source: Md. Code, Cts. & Jud. Proc. § 3-8A-14.2 (no custodial interrogation of a child until
  // the child has consulted an attorney and the parent has been notified; not waivable),
  // https://lawserver.com/law/state/maryland/md-laws/maryland_laws_courts_and_judicial_proceedings_3-8a-14-2
  {
    id: 'hod-es-md-baltimore-followup-hijo-15',
    state: 'MD',
    language: 'es',
    question: {
      language: 'es',
      message: '¿lo pueden interrogar sin abogado? dice que quiere hablar para salir rápido',
      conversationHistory: [
        { role: 'user', content: 'estoy en baltimore maryland, arrestaron a mi hijo de 15 años' },
        {
          role: 'assistant',
          content:
            'Lo siento mucho. Puedo explicarle los derechos de su hijo en Maryland. ¿Qué quiere saber?',
        },
      ],
    },
    mustContain: [
      LAWYER_ES,
      anyOf(
        /Defensor(?:[íi]a)? P[úu]blic/,
        /no (?:se )?puede renunciar/,
        /3-8A-14\.2/,
        /antes de/,
        /Child Interrogation/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:pueden|puede) interrogarlo sin (?:un |ning[úu]n )?abogado(?![^.]{0,60}\b(?:si|salvo|excepto|cuando|solo)\b)`,
      ),
    ],
  },
  // source: RCW 13.40.740 (access to an attorney before a juvenile consents to a search or waives
  // rights; not waivable), https://seattleattorneysblog.com/category/criminal-law/page/3
  {
    id: 'hod-es-wa-yakima-mochila-hijo-16',
    state: 'WA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policía paró a mi hijo de 16 en yakima y le pidió permiso para revisarle la mochila, y el muchacho dijo que sí. ¿eso es legal en washington siendo menor?',
    },
    mustContain: [
      LAWYER_ES,
      anyOf(/13\.40\.740/, /antes de[^.]{0,100}abogad/, /abogad[^.]{0,100}antes/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:su|el) (?:s[íi]|consentimiento|permiso) (?:hace|hizo) (?:que )?(?:el registro |la revisi[óo]n )?(?:sea )?(?:legal|v[áa]lid)`,
      ),
    ],
  },
  // source: New Jersey v. T.L.O. (1985) (school officials need reasonable suspicion, not a
  // warrant), https://ticri.org/cases/criminal-justice/new-jersey-v-tlo-1985
  {
    id: 'hod-es-fl-homestead-subdirectora-mochila',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la subdirectora de la escuela de mi hija en homestead le revisó la mochila porque otra niña dijo que traía un vape. sin orden ni nada. ¿lo pueden hacer?',
    },
    mustContain: [anyOf(SOSPECHA_ES, /sospecha/)],
    mustNotContain: [
      claimEs(
        String.raw`(?:la escuela|la subdirectora|el director|los maestros)[^.]{0,40}(?:necesita|necesitan|debe tener|deben tener) una orden`,
      ),
    ],
  },
  // source: an ICE administrative warrant (I-200/I-205) is not signed by a judge and does not
  // allow entry into a home without consent; only a judicial warrant does,
  // https://legalclarity.org/california-ab-450-employer-obligations-and-requirements
  {
    id: 'hod-es-tn-memphis-ice-tocando-puerta',
    state: 'TN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'ICE está tocando la puerta de mi casa en memphis ahorita, dicen que traen una orden. estoy con mis hijos. ¿tengo que abrir??',
    },
    mustContain: [DONT_OPEN_ES_ANY, JUDICIAL_ES],
    mustNotContain: [ADMIN_ENTRY_WRONG_ES],
    firstPartMustContain: [DONT_OPEN_ES_ANY],
  },
  // source: same rule everywhere in the U.S.: without a judge-signed warrant (or consent) agents
  // may not enter a home (Payton; ICE administrative warrants),
  // https://production.jdsupra.com/legalnews/ice-at-the-door-employer-obligation-9195277
  {
    id: 'hod-es-nostate-ice-sin-orden-de-juez',
    language: 'es',
    question: {
      language: 'es',
      message: '¿tengo que abrirle la puerta a la migra si no traen orden de un juez?',
    },
    mustContain: [DONT_OPEN_ES_ANY, JUDICIAL_ES],
    mustNotContain: [ADMIN_ENTRY_WRONG_ES],
    firstPartMustContain: [DONT_OPEN_ES_ANY],
  },
  // source: Lexington-Fayette Urban County Council voted to ban no-knock warrants (2021), in
  // addition to Kentucky SB 4's statewide limits, https://www.wnky.com/another-kentucky-council-votes-to-ban-no-knock-warrants/
  {
    id: 'hod-es-ky-lexington-entraron-sin-tocar',
    state: 'KY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policía de lexington kentucky entró a la casa de mi hermano sin tocar ni avisar, tumbaron la puerta. ¿eso no estaba prohibido?',
    },
    mustContain: [
      /prohib|no se permiten|ya no (?:se )?permit|vet[óo]|elimin|restring|limit/i,
      LAWYER_ES,
    ],
    mustNotContain: [
      claimEs(
        String.raw`las [óo]rdenes sin (?:tocar|aviso)[^.]{0,20}(?:son|siguen siendo) (?:legales|permitidas) en Lexington`,
      ),
    ],
  },
  // source: Collins v. Virginia (2018) (no warrantless entry into the curtilage to search a
  // vehicle), https://capcentral.org/case_summaries/collins-v-virginia/
  {
    id: 'hod-es-va-manassas-troca-en-la-entrada',
    state: 'VA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policía se metió hasta la entrada de mi casa en manassas, pegado a la casa, y se puso a revisar mi troca sin orden. no estaba en la calle. ¿puede hacer eso?',
    },
    mustContain: [
      ORDEN_ES,
      anyOf(
        /Collins/,
        /curtilage|curtilaje|alrededor de (?:la|su) casa|pegad[oa] a (?:la|su) casa|junto a (?:la|su) casa|terreno de (?:la|su) casa/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:pueden|puede) revisar (?:su|tu|la) troca (?:sin orden )?(?:en cualquier lugar|donde sea)`,
      ),
    ],
  },
  // source: Florida v. Jardines (2013) (a drug dog on the front porch is a search that needs a
  // warrant), https://www.jgcrimlaw.com/articles/what-technologies-can-police-use-to-look-inside-your-home
  {
    id: 'hod-es-fl-lake-worth-perro-en-la-puerta',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi vecina me dijo que la policía trajo un perro a olfatear la puerta de mi casa en lake worth mientras yo estaba trabajando. sin orden. ¿es legal?',
    },
    mustContain: [
      ORDEN_ES,
      anyOf(/Jardines/, /porche|entrada|puerta[^.]{0,100}(?:registro|protegid|cateo)/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:el )?olfateo (?:del perro )?(?:en|a) (?:la|su) puerta (?:no es|no cuenta como) (?:un )?(?:registro|cateo)`,
      ),
    ],
  },
];
