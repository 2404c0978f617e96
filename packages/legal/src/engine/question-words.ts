import { LEGAL_CORPUS, legalRule } from '../corpus';
import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import type { Passage } from './passage';
import { PROCESS_TERM } from './terms';

// The words of a question and of the corpus as the coverage check and the ranking of close
// matches compare them: stop and filler words out, a loose stem, a few everyday synonyms.

/** Words that say nothing about what is asked, beyond the search's stop words. */
const FILLER: Record<LegalLanguage, Set<string>> = {
  en: new Set(
    `ask asked asking tell told telling say said saying want wanted need needed make made let
    know think happen happened today tonight yesterday night day just really still also even
    ever someone somebody anyone anybody person people guy man woman friend year old time way
    thing something anything please help go went going come came back again one two should must
    might every any some all here ok yes no like about because since while after before without
    only own other else sure actually legally illegal law allowed allow hey hi thanks happening
    doing done try tried trying keep says mean means us them him her cops officers always never
    lot much many also well now then first last next someone guys thing give gave given giving
    gets getting gotten took taken see saw seen call called calls put puts supposed able okay
    trooper deputy sheriff detective patrol patrolman agent marshal constable ranger feds fbi
    dea atf cbp department crime crimes offense illegal legal refuse refusing required require
    hand over seat wasn isn didn don doesn aren weren couldn shouldn won until being check
    checking side road stop stopped stops stopping having dont cant cannot true truth far
    ahead exactly exact past stood stand standing new mom mother dad father wife husband brother
    sister cousin girlfriend boyfriend neighbor gonna wanna gotta weekend week month tomorrow
    morning evening afternoon monday tuesday wednesday thursday friday saturday sunday holiday
    holidays live lives living refused refusal trouble bad tho though isnt wasnt doesnt didnt arent werent
    wont couldnt shouldnt wouldnt havent hasnt hadnt aint themselves himself herself myself yourself ourselves
    thru ppl screwed screw doomed info thought believe believed changed change roll rolled window windows hiding hide
    real legit legitimate exist exists existed gone long away anymore till til neighborhood
    neighbourhood kinda sorta scared scary nervous worried afraid late lately`.split(/\s+/),
  ),
  es: new Set(
    `dijo dijeron decir quiero quiere quieren hay hoy ayer noche dia alguien persona gente amigo
    amiga ano anos tiempo cosa algo favor ayuda ir fue fueron vino otra vez solo aun siempre nunca
    seguro ilegal permitido hacer hizo hicieron pasa paso pasar saber sabe creo ahora luego
    primero ultimo mucho mucha muchos muchas bien mal asi pidio pidieron pide piden pedir pedirme
    pidiendo pido pida pedi dar darle darles darselo darsela darselos darselas doy dio dieron dan tengo tienes
    tuve tenia puedes podia debes decirle digo dice dicen quieres hago hace hacen voy van ver veo
    vio llamar llamaron sabia estoy estaba estuve sido habia patrulla alguacil detective guardia
    federales sheriff departamento paro pararon paran para pare paren parar parando paraba paraban
    detuvo detuvieron detienen detener detiene detenga detengan
    hacerlo hacerla hago haga hagan cual cuales cuanto cuanta cuantos cuantas poli polis chota tira
    jura migra verdad cierto ahi alli aqui aca exactamente exacto basta bastar podemos dejan deja
    dejar dejaron esposo esposa hermano hermana primo prima novio novia mama papa vecino vecina
    semana fin manana tarde lunes martes miercoles jueves viernes sabado domingo vivo vive vivimos
    traen trae traer trajeron traian traia hice hicimos hiciste den de sirve sirva vale valga
    bien anda ando andaba andan anoche rato obligatorio obligatoria obligado obligada
    meto meter meterme mete metes problema problemas lio acaban acaba acabo acabamos pensar piensa
    piense pensaran escondo esconder escondiendo igual hasta atras tenemos creia pense oi oiga
    podian podrian podra podran podria nomas noma nomasito funciona funcionando funcionar consigo
    conseguir consigue consiguen ocupamos ocupo ocupan ocupas ocupa existe existen exista soy dedico
    dedica direccional direccionales poner`.split(/\s+/),
  ),
};

/** A looser stem than retrieval's, so "recorded" meets "record" and "searching" meets "search". */
function loose(term: string, language: LegalLanguage): string {
  if (language === 'es') return term;
  return term.length > 5 ? term.replace(/(able|ing|ed|es|ly|ers|er)$/, '') : term;
}

/** Words people use for what the corpus names otherwise: a truck is the corpus's car. */
const SAME_AS: Record<LegalLanguage, Record<string, string>> = {
  en: {
    truck: 'car',
    quiet: 'silent',
    van: 'car',
    suv: 'car',
    pickup: 'car',
    vehicle: 'car',
    automobile: 'car',
    cell: 'phone',
    cellphone: 'phone',
    iphone: 'phone',
    android: 'phone',
    smartphone: 'phone',
    shout: 'yell',
    scream: 'yell',
    purse: 'bag',
    talk: 'speak',
    talking: 'speak',
    instagram: 'livestream',
    facebook: 'livestream',
    tiktok: 'livestream',
    youtube: 'livestream',
    biking: 'walking',
    bicycle: 'walking',
    bike: 'walking',
    handbag: 'bag',
    wallet: 'pocket',
    prosecutor: 'trial',
    prosecutors: 'trial',
    jury: 'trial',
    jurors: 'trial',
    sit: 'wait',
    sat: 'wait',
    sitting: 'wait',
    min: 'wait',
    // A records request by the federal law's name: the corpus says "public record".
    foia: 'public',
    mins: 'wait',
    minutes: 'wait',
  },
  es: { camioneta: 'carr', troca: 'carr', coche: 'carr', auto: 'carr', celular: 'telefon' },
};

/** Everyday verbs for what the corpus says with another one, as words ("enseñar" is "mostrar"). */
const SAME_WORD: Record<LegalLanguage, Record<string, string>> = {
  en: {
    hand: 'show',
    flash: 'show',
    exit: 'out',
    step: 'out',
    fight: 'challenge',
    contest: 'challenge',
    scroll: 'search',
    scrolling: 'search',
  },
  es: {
    contestar: 'responder',
    contestarles: 'responder',
    contestarle: 'responder',
    contesto: 'responder',
    ensenar: 'mostrar',
    ensene: 'mostrar',
    ensenarle: 'mostrar',
    ensenarles: 'mostrar',
    ensenarselo: 'mostrar',
    pongo: 'presentar',
    poner: 'presentar',
    puse: 'presentar',
    ponga: 'presentar',
    bajara: 'salir',
    bajarme: 'salir',
    bajarse: 'salir',
    bajar: 'salir',
    baje: 'salir',
    meter: 'entrar',
    meterse: 'entrar',
    meterme: 'entrar',
    metieron: 'entrar',
    meten: 'entrar',
    tumbar: 'forzar',
    tumbaron: 'forzar',
    tumban: 'forzar',
    vigilar: 'vigilancia',
    vigilan: 'vigilancia',
    vigilando: 'vigilancia',
    platicar: 'hablar',
    abro: 'abrir',
    agarrar: 'arrestar',
    agarra: 'arrestar',
    agarran: 'arrestar',
    agarre: 'arrestar',
    agarren: 'arrestar',
    agarro: 'arrestar',
    agarraron: 'arrestar',
    abrimos: 'abrir',
    cargar: 'llevar',
    cargarla: 'llevar',
    cargarlo: 'llevar',
    cargo: 'llevar',
    conmigo: 'encima',
    platicamos: 'hablar',
    conversar: 'hablar',
  },
};

export function terms(text: string, language: LegalLanguage): string[] {
  const words = (language === 'es' ? foldAccents(text) : text).split(/[^\p{L}\p{N}]+/u);
  return words.flatMap((typed) => {
    // "obligao", "parao", "arrestaos": Caribbean Spanish drops the d of a participle.
    const word =
      language === 'es' && /^\p{L}{3,}a(o|os)$/u.test(typed)
        ? typed.replace(/ao(s?)$/, 'ado$1')
        : typed;
    // A number, an hour ("2am") or a street's ("63rd") is a circumstance, never what is asked.
    if ((word.length < 3 && word.toLowerCase() !== 'id') || /^\d+(am|pm|st|nd|rd|th)?$/i.test(word))
      return [];
    const term = PROCESS_TERM[language](word);
    if (term === null || FILLER[language].has(word.toLowerCase()) || FILLER[language].has(term))
      return [];
    const same = SAME_AS[language][word.toLowerCase()];
    const sameWord = SAME_WORD[language][word.toLowerCase()];
    if (sameWord !== undefined)
      return [loose(PROCESS_TERM[language](sameWord) ?? sameWord, language)];
    return [same ?? loose(term, language)];
  });
}

/** The words a passage speaks in, with its rule's keywords when it is a corpus rule. */
export function passageWords(passage: Passage, language: LegalLanguage): string[] {
  let keywords: string[] = [];
  try {
    const rule = legalRule(passage.id);
    keywords = (language === 'es' ? rule.es.keywords : rule.keywords) ?? [];
  } catch {
    // A passage built from the state tables has no rule of its own; its text speaks for it.
  }
  const said = [passage.title, passage.text, ...(passage.sayThis ?? []), ...keywords].join(' ');
  return terms(said, language);
}

/** In how many rules each word appears, per language: a rare word says more about a match. */
const ruleCounts = new Map<LegalLanguage, Map<string, number>>();
function ruleCount(term: string, language: LegalLanguage): number {
  let counts = ruleCounts.get(language);
  if (counts === undefined) {
    counts = new Map();
    for (const rule of LEGAL_CORPUS) {
      const own = language === 'es' ? rule.es : rule;
      const said = [own.title, own.text, ...(own.sayThis ?? []), ...(own.keywords ?? [])];
      for (const word of new Set(terms(said.join(' '), language))) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    ruleCounts.set(language, counts);
  }
  return counts.get(term) ?? 0;
}

/**
 * How much of the question a passage accounts for, to choose among close matches: each word it
 * shares counts more the fewer rules use it ("bag" says more than "traffic" or "search"), and
 * twice when the passage's title has it.
 */
export function wordsExplained(query: string, passage: Passage, language: LegalLanguage): number {
  const own = new Set(passageWords(passage, language));
  // A word of the title is what the passage is about, not only a word it uses.
  const about = new Set(terms(passage.title, language));
  const rules = LEGAL_CORPUS.length;
  return [...new Set(terms(query, language))]
    .filter((term) => own.has(term))
    .reduce(
      (sum, term) =>
        sum + Math.log((rules + 1) / (ruleCount(term, language) + 1)) * (about.has(term) ? 2 : 1),
      0,
    );
}

/** Every word the corpus speaks in, per language: a word outside it is a subject it never treats. */
const vocabularies = new Map<LegalLanguage, Set<string>>();
export function corpusVocabulary(language: LegalLanguage): Set<string> {
  const built = vocabularies.get(language);
  if (built !== undefined) return built;
  const words = new Set(
    LEGAL_CORPUS.flatMap((rule) => {
      const own = language === 'es' ? rule.es : rule;
      const said = [own.title, own.text, ...(own.sayThis ?? []), ...(own.keywords ?? [])];
      return terms(said.join(' '), language);
    }),
  );
  vocabularies.set(language, words);
  return words;
}
