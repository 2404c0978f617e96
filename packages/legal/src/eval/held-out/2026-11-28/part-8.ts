import type { EvalCase } from '../../eval-case';
import { SILENT_ES } from './shared';

/** Spanish, part 8: NJ, GA, NC, AZ, NV, CO, NM, WA, OR, MA. */
export const PART_8: EvalCase[] = [
  // source: N.J. Attorney General Directive 2018-6 (Immigrant Trust Directive), https://www.nj.gov/knowyourrights/immigrant-trust-directive
  // and https://www.tapinto.net/towns/nutley/sections/law-and-justice/articles/new-rules-limit-what-local-police-may-ask-cooperation-with-ice-also-curtailed-9
  {
    id: 'hoc-es-nj-trust-directive',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Elizabeth, NJ, un policía de la ciudad me paró por una multa y me preguntó si tengo papeles. ¿Puede preguntarme eso? Soy de Honduras',
    },
    mustContain: [
      /Immigrant Trust|Confianza (?:de|para) (?:los )?Inmigrantes|2018-6|no (?:puede|pueden|debe|deben|tiene permitido)[^.]{0,60}preguntar[^.]{0,80}(?:estatus|estado|situaci[óo]n|condici[óo]n) migratori/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:decir|responder|contestar)[^.]{0,40}(?:estatus|papeles|situaci[óo]n migratoria)/i,
    ],
  },
  // source: https://mualemfirm.com/blog/know-your-rights-what-to-do-if-ice-comes-to-your-workplace (stay
  // calm, do not run, remain silent, do not sign without a lawyer) and
  // https://legalaidatwork.org/5-things-workers-should-know-about-immigration-raids-yourrightsatwork/
  {
    id: 'hoc-es-ga-ice-street',
    state: 'GA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Ando en Dalton, Georgia, y dicen que ICE anda parando gente afuera de la Walmart. Si me paran a mí, ¿qué hago? ¿corro? ¿firmo lo que me den?',
    },
    mustContain: [
      /(?:no|nunca|jam[áa]s) (?:corra|corras|correr|huya|huyas|salga corriendo)/i,
      SILENT_ES,
      /no (?:firme|firmes|firmar)/i,
    ],
    mustNotContain: [
      /(?<!no |nunca |jam[áa]s )(?:corra|huya)\b/i,
      /(?<!no |nunca |jam[áa]s )firme (?:todo|lo que)/i,
    ],
  },
  // source: Rodriguez v. United States, https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/
  {
    id: 'hoc-es-nc-k9-wait',
    state: 'NC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Raleigh me pararon por exceso de velocidad, el oficial ya me dio el ticket pero me dijo que esperara a que llegara el perro. ¿Me puede tener ahí esperando al perro?',
    },
    mustContain: [
      /sospecha razonable/i,
      /no (?:puede|pueden|se puede)[^.]{0,40}(?:prolongar|alargar|extender|retener|tener(?:le|te|lo)? esperando|detener)|Rodriguez/i,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:tenerle|tenerte|tenerlo|retenerle|retenerte|retenerlo|hacerle esperar|hacerte esperar)[^.]{0,40}(?:hasta que|el tiempo que)[^.]{0,30}(?:perro|K-?9)/i,
    ],
  },
  // source: A.R.S. 28-1321 via https://www.crim-law.info/blog/understanding-arizonas-implied-consent-law/
  // and https://defenseaz.com/blog/understanding-arizonas-implied-consent-law/ (12-month suspension for a
  // first refusal; police may seek a warrant for blood).
  {
    id: 'hoc-es-az-refusal-suspension',
    state: 'AZ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Me agarraron en Phoenix por DUI y no quise soplar ni dar sangre. ¿Qué me pasa con la licencia? me dijeron algo de un año',
    },
    mustContain: [/12 meses|doce meses|un año|1 año/i, /suspend|suspensi[óo]n/i],
    mustNotContain: [/no (?:hay|tiene|tendr[áa]) (?:ninguna )?consecuencia/i],
  },
  // source: NRS 171.123 and Hiibel as explained at https://legalclarity.org/is-nevada-a-stop-and-id-state-know-your-rights
  // (must state one's name when lawfully detained; no duty to produce an ID document or answer other
  // questions).
  {
    id: 'hoc-es-nv-name-only',
    state: 'NV',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Oye, en Las Vegas un policía me paró en la calle diciendo que me parecía a un sospechoso. ¿Tengo que enseñarle mi ID o nomás decirle mi nombre? no quiero hablar más',
    },
    mustContain: [
      /(?:decir|dar|identificar(?:se|te)|dar a conocer)[^.]{0,40}(?:su |tu )?nombre|171\.123/i,
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:mostrar|enseñar|dar|entregar) (?:una |su |tu )?(?:identificaci[óo]n|ID|documento|licencia)|(?:otras|m[áa]s) preguntas/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:mostrar|enseñar|enseñarle|mostrarle|entregar) (?:su |tu )?(?:identificaci[óo]n|ID)\b/i,
    ],
  },
  // source: C.R.S. 13-1-403 (SB 20-083), https://bouldercounty.gov/district-attorney/immigrant-rights-in-the-boulder-county-justice-system
  // and https://www.cairco.org/news/ice-agents-can-no-longer-make-civil-arrests-courthouses-colorado-0
  // (no civil arrest at or around courthouses or going to or from court; exception for judicial
  // process). State only in history.
  {
    id: 'hoc-es-co-courthouse-followup',
    state: 'CO',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Tengo corte por una multa de tránsito y me da miedo que ICE me agarre en el juzgado. ¿Es cierto que aquí no pueden arrestar en las cortes?',
      conversationHistory: [
        { role: 'user', content: 'Buenas, vivo en Denver, Colorado.' },
        { role: 'assistant', content: 'Hola, ¿en qué le puedo ayudar?' },
      ],
    },
    mustContain: [
      /13-1-403|(?:proh[íi]be|no (?:pueden|puede|se permite|permite)|prohibid)[^.]{0,140}(?:arresto|arrestar|detener|detenci[óo]n)[^.]{0,100}(?:corte|juzgado|tribunal)|(?:arresto|arrestar|detenci[óo]n)[^.]{0,40}civil[^.]{0,100}(?:corte|juzgado|tribunal)/i,
      /orden judicial|orden (?:firmada por|de) (?:un )?(?:juez|tribunal)|excepto|salvo|excepci[óo]n|a menos que/i,
    ],
    mustNotContain: [
      /(?<!no )(?:ICE )?(?:puede|pueden) arrestar(?:le|te|lo)? (?:libremente|sin (?:ninguna )?restricci[óo]n) en (?:la corte|el juzgado)/i,
    ],
  },
  // source: NMSA 32A-2-14(F) as applied in State v. DeAngelo M., 2015-NMSC-033,
  // http://ecases.us/case/nm/c3289128/state-v-deangelo-m (statements of a child under 13 are not
  // admissible; 13 and 14 carry a rebuttable presumption of inadmissibility).
  {
    id: 'hoc-es-nm-under-13',
    state: 'NM',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Mi niña de 12 años en Las Cruces, NM: un detective la interrogó en la escuela sobre un robo y ella dijo que sí fue. ¿Eso lo pueden usar en su contra?',
    },
    mustContain: [
      /menor(?:es)? de (?:13|trece)|(?:13|trece) años/i,
      /no (?:es|son|puede ser|pueden ser|ser[áa]n?) (?:admisibles?|usad[oa]s?|utilizad[oa]s?)|inadmisible|no (?:se )?(?:pueden|puede) (?:usar|utilizar)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:s[íi] )?(?:puede|pueden) (?:usar|utilizar)(?:lo)? (?:en su contra|como prueba)(?! (?:si|solo|s[óo]lo))/i,
    ],
  },
  // source: Keep Washington Working Act (RCW 10.93.160), https://defensenet.org/keep-washington-working-act/
  // and https://weareoneamerica.org/resource/what-is-keep-washington-working-and-how-does-it-protect-immigrants/
  {
    id: 'hoc-es-wa-kww',
    state: 'WA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Yakima un sheriff me paró por una luz y me preguntó dónde nací y si soy legal. ¿Eso se puede en Washington?',
    },
    mustContain: [
      /Keep Washington Working|KWW|10\.93\.160|no (?:puede|pueden|deben|debe|tiene permitido)[^.]{0,60}preguntar[^.]{0,100}(?:lugar de nacimiento|d[óo]nde naci|estatus|estado migratorio|ciudadan[íi]a|situaci[óo]n migratoria)/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:decir|responder|contestar)[^.]{0,40}(?:d[óo]nde naci|estatus|ciudadan)/i,
    ],
  },
  // source: ORS 181A.820, https://oregon.public.law/statutes/ors_181A.820 and
  // https://newsregister.com/article?articleTitle=state-sanctuary-law-protections--1738982362--51091--
  // (no use of agency money, equipment or personnel to enforce federal immigration law; no traffic
  // perimeters for immigration enforcement).
  {
    id: 'hoc-es-or-sanctuary',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Woodburn, Oregon, ¿la policía local puede ayudar a ICE a buscar gente? un vecino dice que pusieron un retén junto con la migra',
    },
    mustContain: [
      /181A\.8|(?:ley|leyes) (?:de )?santuario|sanctuary|no (?:pueden|puede|deben|debe)[^.]{0,100}(?:inmigraci[óo]n|migratori|ICE)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:la polic[íi]a (?:local )?)?(?:puede|pueden) (?:legalmente )?(?:ayudar|colaborar) (?:a|con) (?:ICE|la migra) (?:a|en|para) (?:buscar|detener|arrestar)/i,
    ],
  },
  // source: Lunn v. Commonwealth, 477 Mass. 517 (2017), https://law.justia.com/cases/massachusetts/supreme-court/2017/sjc-12276.html
  // and http://www.wbur.org/news/2017/07/24/sjc-ruling-sreynoun-lunn-case
  {
    id: 'hoc-es-ma-detainer',
    state: 'MA',
    language: 'es',
    question: {
      language: 'es',
      message:
        "Mi cuñado está en la cárcel en Lawrence, Massachusetts. Ya le tumbaron los cargos pero dicen que ICE puso un 'detainer' y lo van a dejar ahí 48 horas más. ¿Pueden?",
    },
    mustContain: [
      /Lunn|(?:no (?:tienen|tiene|hay) autoridad|no (?:pueden|puede|deben))[^.]{0,100}(?:retener|detener|mantener|arrestar|dejar)[^.]{0,140}(?:detainer|solicitud|petici[óo]n|orden de detenci[óo]n)|detainer[^.]{0,140}no (?:basta|es suficiente|autoriza|da autoridad)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:pueden|puede) (?:retenerlo|mantenerlo|detenerlo|dejarlo)[^.]{0,30}(?:48|cuarenta y ocho) horas/i,
    ],
  },
];
