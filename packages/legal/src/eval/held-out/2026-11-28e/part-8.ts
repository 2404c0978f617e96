import type { EvalCase } from '../../eval-case';
import {
  CONSULADO_ES,
  LICENCIA_ES,
  NO_ADMISIBLE_ES,
  NO_RETENES_ES,
  PADRE_ES,
  RETEN_LEGAL_ES,
  SILENT_ES_ANY,
  SUSPENSION_ES,
  TRES_HORAS_ES,
  UN_ANO_ES,
  VARIAS_LLAMADAS_ES,
  anyOf,
  claimEs,
} from './shared';

/** Spanish, checkpoints, breath tests, body cameras, arrests, minors, consulates, protests. */
export const PART_8: EvalCase[] = [
  // source: GHSA (https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints): "Idaho —
  // Checkpoints are not conducted. They are illegal under state law."
  {
    id: 'hoe-es-id-caldwell-reten-de-alcohol',
    state: 'ID',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mis compas dicen que el viernes va a haber retén de alcohol en la cleveland blvd en caldwell idaho. ¿eso es legal aquí? ¿tengo que pararme?',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:los )?ret[ée]n(?:es)? (?:de alcohol |de sobriedad )?(?:son|es|est[áa]n?) (?:legales?|permitidos?) en idaho`,
      ),
    ],
  },

  // source: NRS 484B.570 (Shouse Law, https://www.shouselaw.com/nv/blog/dui/five-things-to-you-should-know-about-las-vegas-dui-checkpoints/):
  // Nevada authorizes checkpoints with posted warnings; Darren Weiss Law
  // (https://darrenweiss.law/what-are-my-rights-at-a-sobriety-checkpoint-in-las-vegas/): you must
  // show licence, registration and insurance but need not answer whether you have been drinking.
  {
    id: 'hoe-es-nv-henderson-reten-que-me-pueden-pedir',
    state: 'NV',
    language: 'es',
    question: {
      language: 'es',
      message:
        'voy a pasar por un retén de la policía en la boulder hwy en henderson. ¿es legal eso en nevada? ¿qué les tengo que dar y tengo que contestar si he tomado?',
    },
    mustContain: [RETEN_LEGAL_ES, LICENCIA_ES, SILENT_ES_ANY],
    mustNotContain: [
      claimEs(
        String.raw`(?:los )?ret[ée]n(?:es)? (?:de alcohol |de sobriedad )?(?:son|es) ilegales? en nevada`,
      ),
    ],
  },

  // source: Battlefield Law Group (https://www.battlefieldlawgroup.com/blog/refused-a-breathalyzer-in-virginia-what-it-means-for-your-license):
  // the roadside preliminary breath test (Va. Code 18.2-267) is voluntary; refusing the test after
  // arrest (18.2-268.3) is, for a first offense, a civil offense with a one-year suspension.
  {
    id: 'hoe-es-va-culpeper-aparatito-en-la-calle',
    state: 'VA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me paró la policía en culpeper y quiere que sople en un aparatito de mano ahí en la calle. ¿me puedo negar? ¿y si me arrestan y en la estación me piden la prueba de aliento grande y me niego?',
    },
    mustContain: [
      anyOf(
        /(?:puede|puedes) (?:negarse|negarte|rechazar|decir que no)[^.]{0,100}(?:preliminar|en la calle|en el lugar|port[áa]til|de mano|aparatito|PBT)/,
        /(?:preliminar|port[áa]til|en la calle|PBT|aparatito|de mano)[^.]{0,120}(?:voluntari|opcional|puede negarse|puedes negarte|no es obligatori|sin (?:multa|castigo|sanci))/,
      ),
      UN_ANO_ES,
      SUSPENSION_ES,
    ],
  },

  // source: S.C. Code 23-1-240(G) (quoted in H.3288, https://scstatehouse.gov/sess126_2025-2026/bills/3288.htm):
  // body-camera data is not a public record under FOIA; the agency may release it in its
  // discretion; the subject, a defendant or a civil litigant may get it under court rules or a
  // court order.
  {
    id: 'hoe-es-sc-columbia-video-de-la-camara-del-policia',
    state: 'SC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policía de columbia carolina del sur me empujó en una parada y quiero el video de su cámara del cuerpo. ¿lo puedo pedir con una solicitud de récords públicos (FOIA)?',
    },
    mustContain: [
      anyOf(
        /no (?:es|son) (?:un )?(?:registros?|documentos?|r[ée]cords?) p[úu]blicos?/,
        /no (?:est[áa]n? )?sujet[oa]s? a (?:la )?(?:ley de )?(?:FOIA|libertad de informaci[óo]n)/,
        /(?:FOIA|ley de libertad de informaci[óo]n) no (?:aplica|cubre|incluye)/,
        /no (?:lo |la )?(?:puede|puedes|va a poder) (?:pedir|obtener|conseguir) (?:con|por|mediante) (?:una )?(?:solicitud de )?(?:FOIA|r[ée]cords p[úu]blicos)/,
      ),
      /orden (?:de un |del |judicial|de la corte)|juez|tribunal|corte|discreci[óo]n|abogad|demanda|caso/i,
    ],
    mustNotCite: [/61\.168|132-1\.4A|1701\.661/i],
  },

  // source: NRS 171.153 (https://law.onecle.com/nevada/criminal-procedure/171.153.html): "a
  // reasonable number of completed telephone calls ... immediately after he is booked and, except
  // where physically impossible, no later than 3 hours after his arrest", including one to a
  // friend or bail agent and one to an attorney. The state is only in the earlier turn.
  {
    id: 'hoe-es-nv-seguimiento-llamadas-despues-del-arresto',
    state: 'NV',
    language: 'es',
    question: {
      language: 'es',
      message:
        'y si me arrestan, ¿puedo hacer llamadas? ¿cuántas y a qué hora me dejan? quiero llamarle a mi abogado y a mi esposa',
      conversationHistory: [
        { role: 'user', content: 'hola, vivo en henderson nevada' },
        { role: 'assistant', content: 'Hola, entendido: Nevada. ¿En qué le puedo ayudar?' },
      ],
    },
    mustContain: [TRES_HORAS_ES, VARIAS_LLAMADAS_ES, /abogad/i],
    mustNotCite: [/33A|851\.5|16-3-402|103-3\.5|12-7-20/i],
  },

  // source: C.R.S. 16-3-402 (https://mydenverduilawyer.com/2015/05/27/call-your-dui-attorney-from-jail/):
  // a "reasonable number of telephone calls" to an attorney and a family member at the earliest
  // possible time after arrival at the jail; renewed on transfer.
  {
    id: 'hoe-es-co-commerce-city-solo-una-llamada',
    state: 'CO',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi hijo en commerce city colorado y le llamó a su novia, no a nosotros. ¿es cierto que nada más tiene derecho a una llamada? ¿puede llamar a un abogado también?',
    },
    mustContain: [VARIAS_LLAMADAS_ES, /abogad/i],
    mustNotContain: [
      claimEs(
        String.raw`(?:solo|s[óo]lo|solamente|nada m[áa]s) (?:tiene|tienes|le dan|te dan|tiene derecho a) (?:derecho a )?una (?:sola )?llamada`,
      ),
    ],
    mustNotCite: [/33A|851\.5|171\.153|103-3\.5/i],
  },

  // source: Iowa Code 232.11(2) (http://statutes.laws-info.com/iowa/title-6/subtitle-5/chapter-232/232-11):
  // a child under 16 cannot waive counsel during questioning after being taken into custody for a
  // serious or aggravated misdemeanor or felony without the written consent of a parent, guardian
  // or custodian. The state is only in the earlier turn.
  {
    id: 'hoe-es-ia-marshalltown-seguimiento-hijo-15-abogado',
    state: 'IA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'arrestaron a mi hijo de 15 por un robo en una casa y lo quieren interrogar. el policía dice que él solito puede renunciar al abogado. ¿es cierto?',
      conversationHistory: [
        { role: 'user', content: 'buenas, vivimos en marshalltown iowa' },
        { role: 'assistant', content: 'Buenas. Entendido, Iowa. ¿Qué pasó?' },
      ],
    },
    mustContain: [
      /(?:menor(?:es)? de|menos de|debajo de) (?:16|diecis[ée]is)/i,
      /consentimiento|permiso|autoriza|firma/i,
      PADRE_ES,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:[ée]l|su hijo|un menor|los menores) (?:solo|solito|por s[íi] (?:solo|mismo))? ?(?:puede|pueden) renunciar (?:al|a su) (?:abogado|derecho)`,
      ),
    ],
    mustNotCite: [/625\.6|19-2\.5-203|32A-2-14|5-401\.6/i],
  },

  // source: 705 ILCS 405/5-401.6 (Innocence Project,
  // https://beta.innocenceproject.org/policies/deception-in-juvenile-interrogations-in-illinois/): a
  // confession by a person under 18 obtained in a custodial interrogation at a police station
  // through knowing deception (false facts about evidence, unauthorized leniency) is presumed
  // inadmissible, unless the State proves it voluntary.
  {
    id: 'hoe-es-il-round-lake-beach-le-mintieron-a-mi-hija',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi hija de 17 la interrogaron en la estación de policía en round lake beach y le dijeron que su amiga ya la había acusado y que tenían video, y era mentira. ella acabó diciendo cosas. ¿eso es legal en illinois? ¿pueden usar lo que dijo?',
    },
    mustContain: [
      /ment[ií]r|mentira|minti[óoe]|mient[ea]n?|enga[ñn]|fals[oa]s?|truco/i,
      NO_ADMISIBLE_ES,
      /menor(?:es)? de (?:18|dieciocho)|menor(?:es)? de edad|menores/i,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:la polic[íi]a|los detectives|los agentes) (?:puede|pueden) (?:legalmente )?(?:mentir|enga[ñn]ar)[^.]{0,40}(?:menores?|su hija|adolescentes|j[óo]venes)`,
      ),
    ],
  },

  // source: NMSA 32A-2-14(F) per State v. DeAngelo M., 2015-NMSC-033
  // (http://ecases.us/case/nm/c2217397/state-v-deangelo): for a 13- or 14-year-old there is a
  // rebuttable presumption that a statement to a person in a position of authority is
  // inadmissible.
  {
    id: 'hoe-es-nm-farmington-hija-14-anos-declaracion',
    state: 'NM',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en farmington nuevo mexico un policía habló con mi hija de 14 años en la escuela sin avisarme y ella le contó cosas. ¿pueden usar eso en su contra?',
    },
    mustContain: [NO_ADMISIBLE_ES],
    mustNotCite: [/625\.6|19-2\.5-203|232\.11|5-401\.6/i],
  },

  // source: Vienna Convention on Consular Relations art. 36(1)(b)
  // (https://ohchrglossary.wikispaces.com/Access%20to%20consular%20officials%20%28VCCR%20art%2036%281%29%20%28a%29%29):
  // authorities must inform detained foreigners without delay of the right to have their consulate
  // notified and must notify it on request.
  {
    id: 'hoe-es-ms-morton-consulado-hermano-detenido',
    state: 'MS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi hermano lo detuvieron en morton mississippi, él es de guatemala. ¿el consulado lo puede ayudar? ¿la policía tiene que avisarle al consulado?',
    },
    mustContain: [
      CONSULADO_ES,
      /sin demora|derecho a (?:que|pedir|solicitar|contactar|comunicarse)|notific|avis|inform/i,
    ],
  },

  // source: Wis. Stat. 947.06 (criminaldefenselawyer.com, https://criminaldefenselawyer.com/resources/disorderly-conduct-wisconsin.htm;
  // mywisconsindefenselawyer.com): it is a crime to fail or refuse to withdraw from an unlawful
  // assembly one knows has been ordered to disperse (Class A misdemeanor).
  {
    id: 'hoe-es-wi-racine-orden-de-dispersarse-protesta',
    state: 'WI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'estamos en una marcha en racine frente al ayuntamiento y la policía dijo por altavoz que es reunión ilegal y que todos se dispersen. yo nomás estoy en la banqueta con mi cartel. ¿qué me pasa si me quedo?',
    },
    mustContain: [
      /delito|arrest|cargo|multa|misdemeanor|acusa|detener/i,
      /retir|dispers|irse|salir|moverse|alejarse/i,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:puede|puedes|tiene derecho a|tienes derecho a) quedarse[^.]{0,40}(?:aunque|despu[ée]s|a pesar)[^.]{0,40}(?:orden|dispers)`,
      ),
    ],
  },
];
