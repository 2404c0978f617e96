import type { EvalCase } from '../../eval-case';
import { anyOf, DONT_SIGN_ES, LAWYER_ES, NO_CONSENT_ES, RECORD_OK_ES, SILENT_ES } from './shared';

/** Spanish: Tennessee to Michigan. */
export const PART_10: EvalCase[] = [
  // source: https://factually.co/fact-checks/justice/right-to-remain-silent-traffic-stop-6f26e3
  // (ACLU: drivers and passengers have the right to remain silent at a traffic stop);
  // https://www.ufcw.org/raids/ (do not say where you were born; never carry false documents)
  {
    id: 'hod-es-tn-nash-pasajera',
    state: 'TN',
    language: 'es',
    question: {
      message:
        'Iba de pasajera en un carro que paró la Patrulla de Carreteras de Tennessee en Nashville. Me pidieron identificación y me preguntaron dónde nací. ¿Tengo que contestar?',
      language: 'es',
    },
    mustContain: [
      SILENT_ES,
      /no (?:mienta|mientas|mentir|d[ée] (?:documentos|papeles) falsos)|documentos falsos|papeles falsos|identificaci[óo]n falsa/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe|est[áa] obligad[oa] a) (?:decir|decirles|informar) (?:d[óo]nde naci[óo]|su lugar de nacimiento|su pa[íi]s)/i,
    ],
  },
  // source: https://scstatehouse.gov/sess126_2025-2026/bills/3288.htm (S.C. Code 23-1-240(G)(1):
  // data recorded by a body-worn camera is not a public record subject to FOIA; agencies may release
  // it in their discretion; defendants and civil litigants get it through court rules or orders);
  // https://masc.dev.vc3.com/node/2990 (footage is not a public record)
  {
    id: 'hod-es-sc-cola-bodycam',
    state: 'SC',
    language: 'es',
    question: {
      message:
        'Un policía de Columbia, Carolina del Sur golpeó a mi hermano durante un arresto. ¿Podemos pedir el video de la cámara corporal como registro público?',
      language: 'es',
    },
    mustContain: [
      /no (?:es|son|se considera\w*) (?:un )?(?:documento|registro)s? p[úu]blicos?|no (?:est[áa]|est[áa]n) (?:sujet|disponibl)\w* (?:a|bajo|por) (?:la )?(?:ley de )?(?:FOIA|libertad de informaci[óo]n|acceso)/i,
      /orden (?:del |de un |de una )?(?:juez|tribunal|corte)|proceso (?:penal|civil)|demanda|juicio|abogad|discreci[óo]n/i,
    ],
    mustNotContain: [
      /(?:video|grabaci[óo]n|c[áa]mara corporal|bodycam)[^.]{0,40}(?<!no )(?:es|son) (?:un )?(?:documento|registro)s? p[úu]blicos?/i,
    ],
  },
  // source: https://en.m.wikisource.org/wiki/Page:Riley_v._California_Opinion.djvu/28 (Riley v.
  // California, 573 U.S. 373 (2014): what police must do before searching a cell phone seized
  // incident to an arrest is simple, get a warrant); http://knowledgecenter.csg.org/kc/category/policy-area/public-safety/technology?tid=All&page=1
  {
    id: 'hod-es-ky-lex-celular',
    state: 'KY',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Lexington y el policía agarró mi celular y quiere revisar mis mensajes. ¿Puede hacerlo sin orden?',
      language: 'es',
    },
    mustContain: [
      /Riley|(?:necesita|necesitan|requiere|requieren|debe tener|deben tener|hace falta|tiene que (?:conseguir|obtener|tener)|tienen que (?:conseguir|obtener|tener)) (?:una )?orden/i,
      anyOf(
        NO_CONSENT_ES,
        /no (?:d[ée]|dar|entregue) (?:la |su )?contrase[ñn]a|no (?:lo )?desbloquee|ni su permiso/i,
      ),
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:revisar|registrar|ver) (?:su |tu |el )?(?:celular|tel[ée]fono|mensajes)[^.]{0,20}(?:sin (?:una )?orden|porque (?:lo|te|le) arrest)(?![^.]{0,30}(?:emergencia|urgencia))/i,
    ],
  },
  // source: https://www.flexyourrights.org/supreme_court/schneckloth_v_bustamonte (Schneckloth v.
  // Bustamonte: police need not tell you that you may refuse; without a warrant or probable cause
  // you cannot be searched unless you consent; you always have the right to refuse consent)
  {
    id: 'hod-es-al-hsv-consent',
    state: 'AL',
    language: 'es',
    question: {
      message:
        "Un policía en Huntsville me paró por una luz fundida y me dijo '¿me deja revisar su carro? Si no tiene nada que esconder no hay problema'. ¿Tengo que dejarlo?",
      language: 'es',
    },
    mustContain: [NO_CONSENT_ES, /causa probable|orden/i],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe) (?:dejarlo|permitirlo|permitir|dejar que (?:lo |le )?revise)/i,
    ],
  },
  // source: https://law.justia.com/cases/federal/appellate-courts/ca5/16-10312/16-10312-2017-02-16.html
  // (Turner v. Driver, 5th Cir. 2017: a First Amendment right to record the police exists, subject
  // only to reasonable time, place and manner restrictions); https://www.suitupmaine.org/immigration-checkpoints-rights/
  // (you may record immigration agents as long as you do not interfere)
  {
    id: 'hod-es-ms-morton-grabar',
    state: 'MS',
    language: 'es',
    question: {
      message:
        'En Morton, Mississippi, ICE está arrestando gente afuera de la planta. ¿Puedo grabar con mi celular desde la banqueta? ¿Me pueden quitar el teléfono?',
      language: 'es',
    },
    mustContain: [
      RECORD_OK_ES,
      /no (?:interfiera|interferir|interfieras|obstruya|obstruir|estorbe|estorbar|se meta|se acerque demasiado)|sin (?:interferir|obstruir|estorbar)|distancia/i,
    ],
    mustNotContain: [
      /(?<!no )(?:necesita|requiere|hace falta) (?:el )?(?:permiso|consentimiento) (?:de|del) (?:ICE|los agentes|agente)/i,
    ],
  },
  // source: https://legalaidatwork.org/5-things-workers-should-know-about-immigration-raids-yourrightsatwork/
  // (do not sign any document ICE gives you before speaking with an attorney; you have the right to
  // refuse to sign); https://www.ufcw.org/raids/ (contact a reputable immigration lawyer)
  {
    id: 'hod-es-la-nola-firmar',
    state: 'LA',
    language: 'es',
    question: {
      message:
        'Detuvieron a mi esposo en Nueva Orleans y ICE le está dando papeles para que firme su salida voluntaria. ¿Los firma?',
      language: 'es',
    },
    mustContain: [DONT_SIGN_ES, LAWYER_ES],
    mustNotContain: [
      /(?<!no )(?:debe|tiene que|le conviene) firmar(?![^.]{0,40}(?:despu[ée]s de|hasta|\bsolo si\b|sin antes))/i,
    ],
  },
  // source: https://www.lawpipe.com/U.S.-Supreme-Court/Berghuis_v_Thompkins.html and
  // https://app.midpage.ai/document/berghuis-v-thompkins-147529 (the Miranda warnings: right to an
  // attorney before and during questioning; if you cannot afford one, one will be appointed before
  // any questioning)
  {
    id: 'hod-es-ks-wichita-abogado',
    state: 'KS',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Wichita y no tengo dinero para un abogado. ¿Me dan uno gratis? ¿Puedo pedirlo antes de que me interroguen?',
      language: 'es',
    },
    mustContain: [
      /defensor(?:[íi]a)? p[úu]blic|abogad[oa] (?:de oficio|gratis|gratuit[oa]|asignad[oa]|nombrad[oa]|designad[oa])|(?:asignar[áa]n|nombrar[áa]n|dar[áa]n|designar[áa]n) (?:un )?abogad/i,
      /antes de (?:cualquier |que |la |el )?(?:interrog|le (?:hagan|pregunten)|preguntas)|durante (?:el |la |cualquier )?interrog/i,
    ],
    mustNotContain: [
      /no (?:tiene|tienes) derecho a (?:un )?abogad[oa] (?:gratis|gratuito|de oficio)/i,
    ],
  },
  // source: https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Minnesota does not conduct sobriety checkpoints: they violate the state constitution); and
  // https://studylib.net/doc/8438650/twelve-proof--examining-the-reasons-12-states-refuse-to-a...
  // (GHSA list of twelve states that refuse sobriety checkpoints, including Minnesota)
  {
    id: 'hod-es-mn-mpls-reten',
    state: 'MN',
    language: 'es',
    question: {
      message:
        '¿En Minneapolis la policía puede poner retenes para revisar si los conductores están borrachos? Me dijeron que va a haber en Año Nuevo.',
      language: 'es',
    },
    mustContain: [
      /no (?:son|est[áa]n) (?:legales|permitid|autorizad)|ilegales|prohibid|no se permiten|inconstitucional|Ascher|viola\w* la [Cc]onstituci[óo]n/i,
    ],
    mustNotContain: [
      /retenes?[^.]{0,40}(?<!no )(?:son|est[áa]n) (?:legales|permitidos)(?! en otros)/i,
    ],
  },
  // source: https://www.lawpipe.com/U.S.-Supreme-Court/County_of_Riverside_v_McLaughlin.html
  // (County of Riverside v. McLaughlin, 500 U.S. 44 (1991): a probable cause determination must
  // come within 48 hours of a warrantless arrest; an intervening weekend is no justification)
  {
    id: 'hod-es-wi-mke-48h',
    state: 'WI',
    language: 'es',
    question: {
      message:
        'A mi hijo lo arrestaron el viernes en Milwaukee sin orden y todavía no lo ven ante un juez. ¿Cuánto tiempo lo pueden tener así?',
      language: 'es',
    },
    mustContain: [/48 horas|cuarenta y ocho horas/i, /juez|magistrad|tribunal|corte/i, LAWYER_ES],
    mustNotContain: [
      /fin(?:es)? de semana[^.]{0,40}(?:no cuenta|no cuentan|no se cuenta|se excluye|no se incluye)/i,
    ],
  },
  // source: https://m.openjurist.org/422/us/873 (United States v. Brignoni-Ponce, 422 U.S. 873
  // (1975): except at the border and its functional equivalents, roving patrols may stop a car only
  // on specific articulable facts giving reasonable suspicion; Mexican appearance alone is not
  // enough; further detention or search needs consent or probable cause)
  {
    id: 'hod-es-mi-det-patrulla',
    state: 'MI',
    language: 'es',
    question: {
      message:
        'En el suroeste de Detroit la Patrulla Fronteriza me paró cuando iba manejando, dicen que pueden porque estamos cerca de la frontera. ¿Pueden pararme sin ninguna razón?',
      language: 'es',
    },
    mustContain: [/sospecha razonable|Brignoni/i, SILENT_ES],
    mustNotContain: [
      /(?<!no )(?:pueden|puede) (?:pararlo|pararle|pararte|detenerlo|detenerte) sin (?:ninguna )?(?:raz[óo]n|motivo|sospecha)(?![^.]{0,30}(?:en (?:un |el )?ret[ée]n|punto de control))/i,
    ],
  },
];
