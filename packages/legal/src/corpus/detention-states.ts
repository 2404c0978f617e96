import type { LegalRule, LegalSource } from '../types';
import { CASES, CONSTITUTION } from './sources';

const REVIEWED = '2026-11-28';

/**
 * The two states whose Uniform Arrest Act lets police hold someone who will not explain
 * themselves for up to two hours (decision 094). The stop-and-identify table already names them;
 * these rules answer "do I have to say where I am going, and how long can they keep me?", which
 * the table's row on names did not lead. Read on 2026-11-28 with the search tool: R.I. Gen. Laws
 * § 12-7-1 on the legislature's site (webserver.rilin.state.ri.us) and 11 Del. C. § 1902 on
 * delcode.delaware.gov, each in its text.
 */
const S = {
  rhodeIsland: {
    title: 'Rhode Island: temporary detention of suspects',
    citation: 'R.I. Gen. Laws § 12-7-1',
    url: 'https://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm',
    states: ['RI'],
  },
  delaware: {
    title: 'Delaware: questioning and detaining suspects',
    citation: 'Del. Code Ann. tit. 11, § 1902',
    url: 'https://delcode.delaware.gov/title11/c019/sc01/index.shtml',
    states: ['DE'],
  },
} satisfies Record<string, LegalSource>;

const SAY = ['My name is [your name]. Am I free to go?'];
const DIGA = ['Me llamo [su nombre]. ¿Me puedo ir?'];

/** One state's two-hour detention rule, in both languages. */
function twoHourRule(
  code: string,
  name: string,
  nameEs: string,
  citation: string,
  source: LegalSource,
): LegalRule {
  return {
    id: `detention-two-hours-${code.toLowerCase()}`,
    topic: 'street-stop',
    reviewed: REVIEWED,
    title: `${name}: held up to two hours for not explaining yourself`,
    text: `In ${name}, an officer who reasonably suspects you of a crime may ask your name, address, business and where you are going, and may hold someone who does not identify themselves or explain their actions for further questioning, for no more than two hours in all (${citation}). The detention is not an arrest; at its end you must be let go unless you are arrested and charged with a crime. Without that suspicion, you may stay silent and ask whether you are free to go.`,
    sayThis: SAY,
    keywords: ['where i was going', 'explain', 'business', 'hold me', 'how long', 'two hours'],
    states: [code],
    sources: [source, CASES.terry, CONSTITUTION.fifth],
    es: {
      title: `${nameEs}: retenido hasta dos horas por no explicarse`,
      text: `En ${nameEs}, un agente que sospecha razonablemente que usted cometió un delito puede preguntarle su nombre, dirección, qué hace fuera y adónde va, y puede retener a quien no se identifique o no explique lo que hace para seguir interrogándolo, por no más de dos horas en total (${citation}). La detención no es un arresto; al terminar lo deben dejar ir salvo que lo arresten y lo acusen de un delito. Sin esa sospecha, puede guardar silencio y preguntar si se puede ir.`,
      sayThis: DIGA,
      keywords: ['adónde voy', 'explicar', 'retener', 'cuánto tiempo', 'dos horas'],
    },
  };
}

export const DETENTION_STATE_RULES: LegalRule[] = [
  twoHourRule('RI', 'Rhode Island', 'Rhode Island', 'R.I. Gen. Laws § 12-7-1', S.rhodeIsland),
  twoHourRule('DE', 'Delaware', 'Delaware', 'Del. Code Ann. tit. 11, § 1902', S.delaware),
];
