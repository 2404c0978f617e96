import { CASES } from './corpus/sources';
import { STOP_AND_IDENTIFY } from './generated/stop-and-identify';
import type { LegalLanguage, LegalSource, StateStopAndIdentify } from './types';
import type { Passage } from './engine/passage';

/**
 * A state's rule on giving your name during a stop, from the 51-row table. Every
 * template errs on the side that cannot lead someone into a crime: where a row is not verified,
 * the answer says so and advises giving one's name if lawfully detained; a false name is never
 * advised anywhere.
 */
type Template = (row: StateStopAndIdentify, detail: string) => string;

const TEXT: Record<LegalLanguage, Record<StateStopAndIdentify['duty'], Template> & Extra> = {
  en: {
    'crime-to-refuse': (row, detail) =>
      `Yes, if you are lawfully detained: in ${row.name}, when police detain you on reasonable suspicion of a crime, it is a crime to refuse to give your ${detail} (${row.statutes}). You do not have to answer other questions.`,
    'after-arrest': (row, detail) =>
      `No, not unless you are arrested: in ${row.name} the duty to give your ${detail} begins only after a lawful arrest, but giving a false name to an officer who has detained you is a crime (${row.statutes}).`,
    'police-may-ask': (row, detail) =>
      `If you are lawfully detained in ${row.name}, give your name: its stop-and-identify law lets police who stop you on reasonable suspicion ask for your ${detail} (${row.statutes}). You do not have to answer other questions.`,
    loitering: (row, detail) =>
      `In ${row.name} refusing to give your ${detail} can count toward a loitering charge (${row.statutes}), so if you are lawfully detained, give your name. You do not have to answer other questions.`,
    limited: (row, detail) =>
      `${row.name} has only a narrow law on identifying yourself (${row.statutes}): ${detail}. If you are lawfully detained, giving your name is still the safer course.`,
    concealing: (row) =>
      `In ${row.name} it is a crime to conceal your true name or identity to obstruct an officer (${row.statutes}), so if you are lawfully detained, give your true name. You do not have to answer other questions.`,
    interfering: (row, detail) =>
      `If you are lawfully detained in ${row.name}, give your name: refusing to identify yourself during a lawful stop can be charged as ${detail}, as a court has upheld (${row.statutes}). You do not have to answer other questions.`,
    'false-name': (row) =>
      `If you are lawfully detained in ${row.name}, give your true name: giving a false name to an officer who has lawfully detained or arrested you is a crime (${row.statutes}); we found no law that makes refusing a crime, but could not verify that. You do not have to answer other questions.`,
    'listed-unverified': (row, detail) =>
      `${detail}; we could not verify the statute, so if you are lawfully detained in ${row.name}, give your name. You do not have to answer other questions.`,
    'none-found': (row) =>
      row.code === 'CA'
        ? `No: in California you do not have to carry or show ID on foot, and no law makes you give your name during a stop; the Supreme Court struck down the old one (Kolender v. Lawson). Never give a false name: that is a crime (Cal. Penal Code § 148.9).`
        : `We found no ${row.name} law that makes you give your name during a stop, but we have not verified that, so if you are lawfully detained there, giving your name is the safer course. Never give a false name.`,
    unverified: (row) =>
      `We have not checked this against ${row.name}’s current statutes, so if you are lawfully detained there, giving your name is the safer course.`,
    title: (row) => `${row.name}: giving your name to police`,
  },
  es: {
    'crime-to-refuse': (row, detail) =>
      `Sí, si lo detienen legalmente: en ${row.name}, cuando la policía lo detiene por sospecha razonable de un delito, es un delito negarse a dar su ${detail} (${row.statutes}). No tiene que responder otras preguntas.`,
    'after-arrest': (row, detail) =>
      `No, a menos que lo arresten: en ${row.name} la obligación de dar su ${detail} empieza solo después de un arresto legal, pero dar un nombre falso a un oficial que lo ha detenido es un delito (${row.statutes}).`,
    'police-may-ask': (row, detail) =>
      `Si lo detienen legalmente en ${row.name}, dé su nombre: su ley de "parar e identificarse" permite a la policía que lo detiene por sospecha razonable pedirle su ${detail} (${row.statutes}). No tiene que responder otras preguntas.`,
    loitering: (row, detail) =>
      `En ${row.name} negarse a dar su ${detail} puede contar para una acusación de merodeo (${row.statutes}), así que si lo detienen legalmente, dé su nombre. No tiene que responder otras preguntas.`,
    limited: (row, detail) =>
      `${row.name} solo tiene una ley limitada sobre identificarse (${row.statutes}): ${detail}. Si lo detienen legalmente, dar su nombre sigue siendo lo más seguro.`,
    concealing: (row) =>
      `En ${row.name} es un delito ocultar su verdadero nombre o identidad para obstruir a un oficial (${row.statutes}), así que si lo detienen legalmente, dé su nombre verdadero. No tiene que responder otras preguntas.`,
    interfering: (row, detail) =>
      `Si lo detienen legalmente en ${row.name}, dé su nombre: negarse a identificarse durante una parada legal puede acusarse como ${detail}, como lo ha confirmado un tribunal (${row.statutes}). No tiene que responder otras preguntas.`,
    'false-name': (row) =>
      `Si lo detienen legalmente en ${row.name}, dé su nombre verdadero: dar un nombre falso a un oficial que lo ha detenido o arrestado legalmente es un delito (${row.statutes}); no encontramos una ley que castigue negarse, pero no pudimos verificarlo. No tiene que responder otras preguntas.`,
    'listed-unverified': (row, detail) =>
      `${detail}; no pudimos verificar la ley, así que si lo detienen legalmente en ${row.name}, dé su nombre. No tiene que responder otras preguntas.`,
    'none-found': (row) =>
      row.code === 'CA'
        ? `No: en California no tiene que llevar ni mostrar identificación si va a pie, y ninguna ley le obliga a dar su nombre durante una parada; la Corte Suprema anuló la que había (Kolender v. Lawson). Nunca dé un nombre falso: es un delito (Cal. Penal Code § 148.9).`
        : `No encontramos una ley de ${row.name} que le obligue a dar su nombre durante una parada, pero no lo hemos verificado, así que si lo detienen legalmente allí, dar su nombre es lo más seguro. Nunca dé un nombre falso.`,
    unverified: (row) =>
      `No lo hemos verificado con las leyes vigentes de ${row.name}, así que si lo detienen legalmente allí, dar su nombre es lo más seguro.`,
    title: (row) => `${row.name}: dar su nombre a la policía`,
  },
};

interface Extra {
  unverified: (row: StateStopAndIdentify) => string;
  title: (row: StateStopAndIdentify) => string;
}

/** The corpus's own lines (street-stop rules), so an answer never says them two ways. */
const SAY: Record<LegalLanguage, { name: string; detained: string }> = {
  en: {
    name: 'My name is [your name]. I am exercising my right to remain silent.',
    detained: 'Officer, am I being detained, or am I free to go?',
  },
  es: {
    name: 'Me llamo [su nombre]. Estoy ejerciendo mi derecho a permanecer en silencio.',
    detained: 'Oficial, ¿me está deteniendo o me puedo ir?',
  },
};

const byCode = new Map(STOP_AND_IDENTIFY.map((row) => [row.code, row]));

/** The table's row for a USPS code, or undefined for a code it does not hold. */
function stopAndIdentifyRow(code: string): StateStopAndIdentify | undefined {
  return byCode.get(code);
}

function sourcesOf(row: StateStopAndIdentify): LegalSource[] {
  const sources: LegalSource[] = [];
  if (row.code === 'CA') sources.push({ ...CASES.kolender }, CALIFORNIA_FALSE_NAME);
  else if (row.statutes !== undefined)
    sources.push({
      title: `${row.name}: identifying yourself to police${row.isVerified ? '' : ' (not verified)'}`,
      citation: row.statutes,
      ...(row.sourceUrl === undefined ? {} : { url: row.sourceUrl }),
      states: [row.code],
    });
  // Every row rests on Hiibel's rule too: a name may be required only in a lawful detention.
  sources.push(CASES.hiibel);
  return sources;
}

const CALIFORNIA_FALSE_NAME: LegalSource = {
  title: 'California: false identification to a peace officer',
  citation: 'Cal. Penal Code § 148.9',
  states: ['CA'],
};

/** The passage for a state, or null for a code the table does not hold. */
export function stopAndIdentifyPassage(code: string, language: LegalLanguage): Passage | null {
  const row = stopAndIdentifyRow(code);
  if (row === undefined) return null;
  const text = TEXT[language];
  const detail = (language === 'es' ? row.detailEs : row.detail) ?? '';
  const main = text[row.duty](row, detail);
  // Rows that already say they are unverified (listed, none found) need no second caveat.
  const saysSo = ['listed-unverified', 'none-found', 'false-name'].includes(row.duty);
  // An unchecked row opens with the caveat: the first sentence is read alone.
  const caveat = row.isVerified || saysSo ? '' : `${text.unverified(row)} `;
  // Where no name is owed, the first thing to ask is whether one is detained at all.
  const owesNoName = row.isVerified && (row.duty === 'none-found' || row.duty === 'after-arrest');
  const say = SAY[language];
  return {
    id: `stop-and-identify-${row.code.toLowerCase()}`,
    title: text.title(row),
    text: `${caveat}${main}`,
    sayThis: owesNoName ? [say.detained, say.name] : [say.name],
    sources: sourcesOf(row),
  };
}
