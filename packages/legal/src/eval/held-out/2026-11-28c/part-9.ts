import type { EvalCase } from '../../eval-case';
import { anyOf, ASK_STATE_ES, DONT_OPEN_ES_ANY, LAWYER_ES, LIE_ES } from './shared';

/** Spanish: armas en una parada, pruebas de alcohol, la casa y las órdenes, menores. */
export const PART_9: EvalCase[] = [
  // source: Minn. Stat. § 624.714 subd. 1b — http://print.casetext.com/statute/minnesota-statutes/crimes-expungement-victims/chapter-624-crimes-other-provisions/firearms/section-624714-carrying-of-weapons-without-permit-penalties
  // (no hay que avisar por iniciativa propia; si el agente pregunta, hay que decir si se porta un arma
  // y mostrar permiso e identificación con foto).
  {
    id: 'hoc-es-mn-minneapolis-permiso-avisar',
    state: 'MN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'tengo permiso para portar pistola en minnesota. si me para la policia en la lake street en minneapolis, tengo que avisar luego luego que traigo arma?',
    },
    mustContain: [
      /(?:si|cuando|en cuanto)[^.]{0,40}(?:pregunt|pide|pida|solicit|exig)/i,
      /624\.714|permiso/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes|debe|debes) que (?:avisar|decir|informar)(?:le)?[^.]{0,40}(?:de inmediato|inmediatamente|luego luego|enseguida|antes de que (?:le|te) pregunte)/i,
    ],
    mustNotCite: [/28\.425f/],
  },
  // Sin lugar: el deber de avisar depende del estado (MI de inmediato, MN solo si preguntan).
  // source: las fuentes de MI y MN arriba.
  {
    id: 'hoc-es-nostate-pistola-troca',
    language: 'es',
    question: {
      language: 'es',
      message:
        'oiga traigo mi pistola en la guantera de la troca y me estan parando. tengo que decirle al policia antes de que me pregunte?',
    },
    mustContain: [ASK_STATE_ES],
  },
  // source: Cal. Veh. Code § 23612 — http://trujillolawoffices.com/content/preliminary-alcohol-screen-pas-test-faq
  // and https://www.danielperlmanlaw.com/blog/2015/01/refusal-pas-tests-prior-arrest.shtml (la prueba
  // PAS en la carretera es voluntaria para mayores de 21 sin libertad condicional por DUI; tras el
  // arresto la prueba química es obligatoria; negarse = suspensión de un año la primera vez).
  {
    id: 'hoc-es-ca-salinas-soplar',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en salinas la chp me quiere hacer soplar en un aparatito ahi en la carretera. tengo 40 años y no estoy en probatoria. me puedo negar? y en la estacion?',
    },
    mustContain: [
      /voluntari|opcional|(?:puede|puedes) negar|(?:puede|puedes) rehusar|no (?:est[áa]s?|es) obligatori|no (?:tiene|tienes) que/i,
      /arrest/i,
      /(?:un|1) año/i,
    ],
  },
  // source: Elliott v. State, 305 Ga. 179 (2019) — https://www.gacities.com/Trending-Topics/Legal-Database/2015-2017/Elliott-v-State.aspx
  // (no se puede usar en el juicio la negativa a la prueba de aliento del estado).
  {
    id: 'hoc-es-ga-norcross-negativa-jurado',
    state: 'GA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi esposo lo pararon en norcross georgia por dui y no quiso soplar en la maquina de la carcel. el fiscal le puede decir al jurado que se nego?',
    },
    mustContain: [
      anyOf(
        /Elliott|Constituci[oó]n de Georgia|P[aá]rrafo XVI/,
        /no (?:pueden|puede|se puede)[^.]{0,80}(?:usar|mencionar|presentar|decir|utilizar)[^.]{0,80}(?:neg|rechaz|rehus)/,
      ),
    ],
  },
  // source: Fla. Stat. § 316.1939 — https://www.criminaldefenseattorneytampa.com/dui/chemical-testing/refusal/second-refusal/
  // (segunda negativa tras una suspensión previa por negativa: delito menor de primer grado;
  // suspensión administrativa de 18 meses).
  {
    id: 'hoc-es-fl-kissimmee-segunda-negativa',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi hermano ya se nego una vez a la prueba de aliento hace años en florida y le suspendieron la licencia. ahorita lo pararon en kissimmee. que pasa si se niega otra vez?',
    },
    mustContain: [/delito|crimen|misdemeanor|criminal/i, /18 meses|dieciocho meses/i],
  },
  // source: Birchfield v. North Dakota (2016), with Bernard v. Minnesota —
  // https://publicdefenders.us/blogs/birchfield-v-north-dakota-a-scotus-summary (negarse a la prueba de
  // aliento tras un arresto por DWI puede ser delito en Minnesota; la de sangre necesita orden judicial).
  {
    id: 'hoc-es-mn-worthington-sangre',
    state: 'MN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi cuñado en worthington minnesota por manejar tomado. le quieren hacer prueba de aliento y tal vez de sangre. si se niega es delito?',
    },
    mustContain: [
      /delito|crimen|criminal/i,
      /aliento/i,
      /sangre[^.]{0,100}(?:orden|warrant)|(?:orden|warrant)[^.]{0,100}sangre/i,
    ],
  },
  // Sin lugar: negarse a la prueba es delito en unos estados (MN, FL la segunda vez) y en otros no.
  // source: Birchfield and § 316.1939 above.
  {
    id: 'hoc-es-nostate-alcoholimetro',
    language: 'es',
    question: {
      language: 'es',
      message:
        'es delito negarse al alcoholimetro despues de que te arrestan por manejar borracho? es para mi papa',
    },
    mustContain: [ASK_STATE_ES],
  },
  // source: Payton v. New York (1980) — https://en.wikipedia.org/wiki/Payton_v._New_York (sin
  // circunstancias urgentes ni consentimiento, la policía no puede entrar en una casa sin orden
  // para hacer un arresto).
  {
    id: 'hoc-es-ny-newburgh-sin-orden',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policia de newburgh esta tocando mi puerta, buscan a mi hijo para arrestarlo pero no traen orden. dicen que pueden entrar igual. es cierto? tengo que abrir?',
    },
    mustContain: [
      /orden/i,
      anyOf(
        DONT_OPEN_ES_ANY,
        /no (?:tiene|tienes) que dejarl(?:os|es) (?:entrar|pasar)|no (?:d[ée]|des) (?:su |tu )?consentimiento/,
      ),
      /emergencia|urgen|consentimiento|permiso/i,
    ],
  },
  // source: Va. Code § 19.2-56 — https://www.tkevinwilsonlawyer.com/faqs/virginias-no-knock-warrant-ban.cfm
  // (prohibidas las órdenes sin tocar desde el 1 de marzo de 2021; deben identificarse y avisar en voz
  // alta).
  {
    id: 'hoc-es-va-woodbridge-sin-tocar',
    state: 'VA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'vivo en woodbridge virginia. en las noticias vi que la policia entra a casas sin tocar. aqui en virginia pueden entrar sin tocar la puerta con una orden?',
    },
    mustContain: [
      /19\.2-56|prohib|no (?:est[áa]n|son) permitid|no (?:pueden|puede)|ilegal/i,
      /tocar|anunci|aviso|identific/i,
    ],
    firstPartMustContain: [/prohib|no (?:est[áa]n|son) permitid|no (?:pueden|puede)|ilegal/i],
  },
  // source: Oregon SB 418 (2021) — https://innocenceproject.org/policies/deception-in-juvenile-interrogations-in-oregon/
  // (la declaración de un menor de 18 en un interrogatorio bajo custodia se presume involuntaria si la
  // policía usó a propósito información falsa o engaños).
  {
    id: 'hoc-es-or-hillsboro-mintieron-hija',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en hillsboro oregon interrogaron a mi hija de 14 años y le dijeron que ya tenian huellas de ella (mentira). eso se vale con una niña?',
    },
    mustContain: [
      LIE_ES,
      /menor(?:es)?|18 años|juvenil|niñ[oa]s?|hij[oa]/i,
      /involuntari|no (?:se )?(?:puede|pueden) usar|inadmisible|SB 418|excluir/i,
      LAWYER_ES,
    ],
  },
];
