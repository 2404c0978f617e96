/*
 * Held-out set 2026-11-30, part 7 (Spanish): DUI tests, searches of phones, cars and homes, arrest,
 * questioning and minors. Written by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  NO_ABRIR_PUERTA_ES,
  STOP_QUESTIONS_ES,
  TRES_LLAMADAS_ES,
  UNA_LLAMADA_WRONG_ES,
  claimEsX,
} from './shared';

const UN_ANO_ES = /(?:un|1) a[ñn]o|12 meses|doce meses/i;
const REVOCA_ES = /revoca|revocar|suspend|suspensi[óo]n|quita|quitar|pierde|perder/i;
const CLAVE_NO_ES =
  /no (?:tiene|tienes|est[áa]s? obligad[oa]|le pueden obligar|te pueden obligar|lo pueden obligar|pueden obligarle|pueden obligarte)[^.]{0,50}(?:dar|decir|revelar|entregar|desbloquear|proporcionar)[^.]{0,30}(?:clave|contrase[ñn]a|c[óo]digo|PIN)|quinta enmienda|autoincrimina/i;
const GANT_ES =
  /alcance|acceso (?:al|a su|a tu) (?:carro|veh[íi]culo|auto|coche|troca)|evidencia (?:del|de ese|de la|relacionada con el) (?:delito|crimen|arresto)|pruebas? (?:del|de ese) (?:delito|crimen)|Gant/i;

export const PART_7: EvalCase[] = [
  // source: Iowa Code 321J.9 (laws9.com; legalclarity.org): one-year revocation for a first refusal.
  {
    id: 'hog-es-ia-perry-negarse',
    state: 'IA',
    language: 'es',
    question: {
      message:
        'Trabajo en la empacadora de Perry, Iowa. Si me arrestan por manejar tomado y no quiero soplar en la estación, ¿qué me pasa con la licencia? Nunca me han arrestado',
      language: 'es',
    },
    mustContain: [UN_ANO_ES, REVOCA_ES],
    mustNotCite: [/41-6a-521/, /343\.305/],
  },
  // source: Utah Code 41-6a-521.1 (law.justia.com); provocriminaldefense.com: 18 months for a first
  // refusal at 21 or older.
  {
    id: 'hog-es-ut-midvale-negarse',
    state: 'UT',
    language: 'es',
    question: {
      message:
        'A mi esposo lo arrestaron en Midvale, Utah, por DUI y no quiso hacerse la prueba de aliento en la estación. Tiene 34 años. ¿Por cuánto tiempo le van a quitar la licencia?',
      language: 'es',
    },
    mustContain: [/18 meses|dieciocho meses/i, REVOCA_ES],
    mustNotCite: [/321J/, /343\.305/],
  },
  // source: Birchfield v. North Dakota (2016) (tdcaa.com): warrantless breath test allowed incident to
  // a DUI arrest; a blood test needs a warrant.
  {
    id: 'hog-es-nm-sunlandpark-sangre',
    state: 'NM',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Sunland Park por manejar tomado y ahora me quieren sacar sangre en el hospital, no enseñaron ninguna orden. ¿Pueden hacer eso sin orden de un juez?',
      language: 'es',
    },
    mustContain: [/sangre[^.]{0,120}orden|orden[^.]{0,120}sangre|Birchfield/i, /aliento/i],
  },
  // source: Riley v. California (2014) (wikisource; csg.org): a warrant is generally needed to search
  // a phone seized at arrest; compelled passcodes raise the Fifth Amendment.
  {
    id: 'hog-es-wa-kennewick-celular',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Kennewick y el policía agarró mi celular, quiere que le dé la contraseña para ver mis mensajes. ¿Pueden revisarlo sin mi permiso? ¿Tengo que darle la clave?',
      language: 'es',
    },
    mustContain: [/orden/i, CLAVE_NO_ES],
    mustNotContain: [
      claimEsX(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:darle|darles|dar|decirle|decirles) (?:la|su|tu) (?:clave|contrase[ñn]a|c[óo]digo)`,
      ),
    ],
  },
  // source: Arizona v. Gant (2009) (policemag.com; lawpipe.com): a car search incident to arrest only
  // if the arrestee can reach the car or it may hold evidence of the offense of arrest.
  {
    id: 'hog-es-ia-councilbluffs-gant',
    state: 'IA',
    language: 'es',
    question: {
      message:
        'En Council Bluffs me arrestaron por manejar sin licencia, me esposaron y me subieron a la patrulla, y luego revisaron toda mi troca. ¿Eso es legal?',
      language: 'es',
    },
    mustContain: [GANT_ES],
  },
  // source: knock-and-talk guidance (maconcriminaldefense.com; muchinsky-law.com): without a warrant
  // there is no duty to open the door or let officers in; they may only ask.
  {
    id: 'hog-es-nc-sanford-tocan',
    state: 'NC',
    language: 'es',
    question: {
      message:
        'Dos policías de Sanford están tocando mi puerta ahorita, dicen que solo quieren hablar de un vecino. No traen orden. ¿Tengo que abrirles o dejarlos pasar?',
      language: 'es',
    },
    mustContain: [NO_ABRIR_PUERTA_ES, /orden/i],
    mustNotContain: [
      claimEsX(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:abrir|abrirles|dejarlos (?:entrar|pasar))`,
      ),
    ],
  },
  // source: Cal. Penal Code 851.5 (FindLaw; sfexaminer.com): at least three completed calls no later
  // than three hours after arrest.
  {
    id: 'hog-es-ca-escondido-llamadas',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'A mi hijo lo arrestaron anoche en Escondido y no nos ha llamado. Un vecino dice que nomás le dan una llamada. ¿Es cierto? ¿Cuántas llamadas puede hacer en California?',
      language: 'es',
    },
    mustContain: [TRES_LLAMADAS_ES, /tres horas|3 horas/i],
    mustNotContain: [UNA_LLAMADA_WRONG_ES],
    mustNotCite: [/33A/, /16-3-402/, /171\.153/],
  },
  // source: Cal. Welf. & Inst. Code 625.6 (lawserver.com; Sierra Madre PD page): a youth 17 or younger
  // must consult a lawyer before custodial interrogation; the consultation cannot be waived.
  {
    id: 'hog-es-ca-sanbernardino-menor',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Mi hija de 15 años está detenida en San Bernardino y los detectives quieren interrogarla. ¿La pueden interrogar sin abogado si ella dice que sí quiere hablar?',
      language: 'es',
    },
    mustContain: [
      /abogad/i,
      /no (?:se )?puede renunciar|no es renunciable|no puede ser renunciad|no (?:puede|pueden) (?:omitir|saltarse)|625\.6|17 a[ñn]os o menos|menor(?:es)? de 18|antes de (?:cualquier |un )?interrogatorio/i,
    ],
    mustNotCite: [/5-401\.6/, /232\.11/],
  },
  // source: Edwards v. Arizona (1981) (lawpipe.com; constitution.congress.gov): once a suspect asks
  // for a lawyer, police-initiated questioning must stop.
  {
    id: 'hog-es-pa-norristown-abogado',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'Mi hermano está detenido en Norristown. Él pidió un abogado pero dice que los detectives siguen entrando a hacerle preguntas. ¿Pueden seguir preguntándole?',
      language: 'es',
    },
    mustContain: [STOP_QUESTIONS_ES],
    mustNotContain: [
      claimEsX(
        String.raw`(?:pueden|puede) seguir (?:preguntándole|interrogándolo|haciéndole preguntas)`,
      ),
    ],
  },
  // source: New Jersey v. T.L.O. (1985) (Bill of Rights Institute; lawpipe.com): school officials need
  // reasonable suspicion, not a warrant or probable cause.
  {
    id: 'hog-es-ne-crete-mochila',
    state: 'NE',
    language: 'es',
    question: {
      message:
        'En la escuela de mi hijo en Crete, Nebraska, el director le revisó la mochila porque alguien dijo que traía un vape. ¿No necesitaban una orden? Tiene 14',
      language: 'es',
    },
    mustContain: [
      /no (?:necesita|necesitan|necesitaba|necesitaban|requiere|requieren|hace falta)[^.]{0,30}orden|sin (?:una )?orden|sospecha razonable|T\.?\s?L\.?\s?O/i,
    ],
    mustNotContain: [
      claimEsX(
        String.raw`(?:la escuela|el director|los maestros) (?:necesita|necesitan|debe tener|deben tener) (?:una )?orden`,
      ),
    ],
  },
  // source: Oregon SB 418 (2021) (Innocence Project; Criminal Legal News): a custodial statement of a
  // person under 18 is presumed involuntary if officers knowingly used false information.
  {
    id: 'hog-es-or-cornelius-menor-mentira',
    state: 'OR',
    language: 'es',
    question: {
      message:
        'En Cornelius, Oregon, un detective interrogó a mi hijo de 16 años y le dijo que tenían un video de él, pero era mentira. Mi hijo terminó confesando. ¿Eso es legal?',
      language: 'es',
    },
    mustContain: [
      /involuntari|no (?:es |sea |ser[íi]a )?(?:voluntari|admisible|v[áa]lid)|inadmisible|no (?:se )?(?:puede|podr[íi]a) usar|excluir|suprimir/i,
      /menor(?:es)? de (?:18|edad)|menores|j[óo]venes|18 a[ñn]os/i,
    ],
    mustNotCite: [/5-401\.6/, /625\.6/],
  },
  // source: Frazier v. Cupp (1969) (legalclarity.org; wikisum): police deception alone does not make an
  // adult's otherwise voluntary confession inadmissible.
  {
    id: 'hog-es-ok-shawnee-mentir',
    state: 'OK',
    language: 'es',
    question: {
      message:
        'Tengo 30 años. En Shawnee, Oklahoma, la policía me dijo que mi compadre ya había dicho que yo fui, pero era mentira. ¿La policía puede mentirle a uno así?',
      language: 'es',
    },
    mustContain: [
      /(?:puede|pueden|est[áa] permitido|es legal|se les permite)[^.]{0,40}(?:mentir|enga[ñn]ar|usar enga[ñn]os|decir mentiras)|Frazier/i,
    ],
  },
];
