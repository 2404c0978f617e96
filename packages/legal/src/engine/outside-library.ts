import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import { mainClauses } from './question-clauses';

/**
 * Subjects the library does not treat, though their words are words it uses ("taken off my
 * record", "how much is bail", "a permit to carry"): a question that asks about one of them is
 * told so in the first line and pointed to a lawyer, instead of getting the nearest rule about
 * arrests or records. Only what the question asks is read, not the circumstances it tells.
 */
const OUTSIDE: Record<LegalLanguage, RegExp[]> = {
  en: [
    // Clearing a record.
    /\b(expung\w*|seal\w* (my|his|her|the|an?) (record|arrest|conviction)|(off|from) (my|his|her|the|a) (criminal )?record|clear (my|his|her) (criminal )?record|criminal record)\b/i,
    // Bail amounts and bonds.
    /\b(how much (is|will|would) (the )?(bail|bond)|bail (amount|schedule|hearing)|post (bail|bond)|bail ?bonds?(man|men)?)\b/i,
    // Forfeiture of cash or property.
    /\b(civil forfeiture|forfeit\w*|(keep|kept|seiz\w*|took|take) (my|our|his|her) (cash|money))\b/i,
    // Guns: permits and where one may carry (telling an officer one carries is answered).
    /\b((?<!\b(i have|i've got|i hold|with) (a |my )?(concealed )?)(concealed carry (permit|license)|carry permit|gun permit)|open carry|permit to carry|(can|may) (i|we|you) (legally )?(carry|have|keep|bring) (a |my )?(gun|handgun|pistol|firearm)|(is it|it'?s) legal to (carry|have|keep|bring) (a |my )?(gun|handgun|pistol|firearm))\b/i,
    // Penalties, fines and fighting a ticket.
    /\b((how much|what is the) (jail|prison) time|sentenc\w* for|penalt(y|ies) for|(contest|fight|dispute|pay) (a |the |my )?(traffic |speeding )?ticket|points on my (license|record))\b/i,
    // Family, housing and immigration proceedings (a court date one has is a circumstance).
    /\b(eviction|evict\w*|divorce|child custody|custody of (my|our|the) (kids?|children|son|daughter)|restraining order|protective order|asylum|(?<!\b(have|has|had|got) (an? |my |her |his )?|\b(lawyer|attorney)\b[\s\S]*)immigration court(?![\s\S]*\b(lawyer|attorney))|work permit|apply for (a )?(green card|visa|citizenship))\b/i,
    // Protesters' masks: state laws differ and none was read.
    /\b(i|we|protesters?|people)\b[\w\s']{0,25}\bwear\w* (a |my )?(mask|face covering|bandana|ski mask)/i,
    // Field sobriety tests: no source was read for any state.
    /\b(field sobriety|walk and turn|one[- ]leg stand|walk the line|follow the pen|hgn)\b/i,
    // A case already in court: its outcome, a plea, what a judge will do.
    // A noncitizen's plea is answered: the lawyer must say whether it risks deportation.
    /(?<!\b(green card|deport\w*|immigration|resident)\b[\s\S]*)\b(plea (deal|bargain|offer)|take the (deal|plea)|will i (win|lose|go to (jail|prison))|my (trial|court date|hearing|sentencing)|what will the judge)\b/i,
    // Car crashes, insurance and suing someone other than the police.
    /\b(insurance (company|claim|won'?t pay)|(car )?(crash|accident) claim|rear[- ]ended|sue (the other driver|my landlord|my boss|my employer))\b/i,
  ],
  es: [
    /\b(borr\w*|limpi\w*|quit\w*|sell\w*)\s+(\w+\s+){0,3}(de )?(mi|su|el) (record|historial|expediente|antecedentes)|antecedentes penales|expung\w*\b/,
    // Bail asked about, not bail told as what happened ("pagamos la fianza pero no lo sueltan").
    /\b(cuanto (es|cuesta|sera) la fianza|(puedo|podemos|como|donde|hay que) pagar (la |su )?fianza|fianza (de|para) (mi|su)|audiencia de fianza|fiador(es)?)\b/,
    /\b(decomiso|confiscacion civil|(quitaron|quitar|quedaron con) (mi|el|nuestro) dinero)\b/,
    // A permit one says one has ("tengo permiso para portar") is a circumstance, not the question.
    /\b((?<!\b(tengo|tiene|con) (un |mi |su )?)permiso (para portar|de portacion|de armas)|(puedo|podemos|se puede|es legal) (portar|llevar|traer|tener) (un |una |mi )?(arma|pistola)|licencia de armas)\b/,
    /\b(cuanto tiempo de (carcel|prision)|condena por|pena por|(pelear|disputar|pagar|impugnar) (la |una |mi )?multa|puntos en mi licencia)\b/,
    /\b(desalojo|desalojar\w*|divorcio|custodia de (mis|los|mi|nuestros) (hijos|ninos|hija|hijo)|orden de (restriccion|proteccion)|asilo|(?<!\b(tengo|tiene|tenemos|tienen) |\babogad[\s\S]*)corte de inmigracion(?![\s\S]*\babogad)|permiso de trabajo|solicitar (la )?(green card|visa|ciudadania))\b/,
    /\b(usar|llevar|ponerme|ponernos) (una |mi )?(mascara|cubrebocas|bandana|pasamontanas)\b/,
    /\b(pruebas? de sobriedad (en el campo|de campo)|caminar en linea|pararse en un pie|seguir (la|el) (pluma|luz|dedo))\b/,
    /\b(acuerdo (con el fiscal|de culpabilidad)|mi (juicio|audiencia|corte|cita en la corte)|(me|le) van a dar (carcel|prision)|voy a ganar|que me va a decir el juez)\b/,
    /\b(el seguro|la aseguradora|aseguranza|me chocaron|choque de (carro|auto)|accidente de (carro|auto|transito))\b/,
  ],
};

/**
 * Subjects that are never the circumstances of a police question (an insurer's offer, a
 * landlord's repairs, a business licence, taxes, an injury at work): named anywhere in the
 * message, they are what it is about, though the question itself says only "can he?".
 */
const OUTSIDE_ANYWHERE: Record<LegalLanguage, RegExp> = {
  // Also wages owed, a mechanic or shop holding a car, a neighbor's fence on one's land:
  // disputes with a boss, a business or a neighbor, not with the police; a landlord's notice to
  // pay or leave, a debt collector's calls, child support.
  en: /\b(overtime|unpaid (wages|pay|overtime)|back pay|wage theft|minimum wage|paycheck|(hasn'?t|has not|haven'?t|won'?t|will not|didn'?t|did not|never) (been )?pa(id|y) (me|us|my|our)\b|mechanic\w*|(auto|car) (repair|body) shop|repair shop|body shop|property line|boundary line|encroach\w*|easement|(fence|wall|shed)\b[\w\s']{0,30}\b(onto|on|into) (my|our|his|her|their) (property|land|lot)|insurance (company|claim|offer|adjuster|is|won'?t)|lowball\w*|rear[- ]ended|llc|business licen[cs]e|food truck|irs|tax (return|letter|bill)|itin|probate|workers'? comp\w*|hurt at work|injur\w* at work|divorc\w*|mortgage|deed\b|homeowners'? association|\bhoa\b|\blien\b|laid off|layoffs?|severance|wrongful(ly)? (termination|terminated|fired)|(i|we) (just )?(got|was|were) (fired|let go)|fired (me|us)\b|security deposit|pay or (get out|quit|leave|vacate|move)|notice to (quit|vacate|pay)|\d+[- ]day notice|debt collect\w*|collection agenc\w*|child support|landlord\b[\w\s']{0,40}\b(fix|repair|heat|deposit|rent|lease|evict))\b/i,
  es: /\b(horas extra\w*|(mi |el |su )?(salario|sueldo|cheque de pago)|no me (ha |han )?(pagado|paga|pagan)|mecanico|taller|(cerca|barda|cerco)\b[\w\s]{0,30}\b(mi|su|nuestro) (terreno|propiedad|lote)|linea de propiedad|aseguranza|la aseguradora|itin|impuestos|taxes|deposito de (la )?renta|manutencion|pension alimenticia|cobrador(es)? de deudas|agencia de cobr\w*|aviso de desalojo|(casero|dueno|landlord)\b[\w\s]{0,40}\b(arregl\w*|deposito|renta)|accidente de trabajo|divorci\w*|hipoteca|escrituras?\b|asociacion de (propietarios|duenos)|despid\w*|reduccion de personal|liquidacion|(me|lo|la|nos|los) (corrieron|echaron|corrio|echo) (de|del) (la |el |mi |su )?(trabajo|chamba|empresa|empacadora|fabrica|planta|compania)|compensacion (al|del|de) trabajador\w*|(me|se) (lastim|cort|lesion|quem)\w*[\w\s]{0,30}\b(trabajo|chamba)|(patron|jefe|empleador|contratista|mayordomo|la compania|el dueno) no (me |le |nos )?(quiere|quieren) pagar)\b/,
};

/** True when what the question asks is a subject the library does not treat. */
export function asksOutsideLibrary(query: string, language: LegalLanguage): boolean {
  const asked = mainClauses(query, language).join(' ');
  const text = language === 'es' ? foldAccents(asked) : asked;
  const whole = language === 'es' ? foldAccents(query) : query;
  return (
    OUTSIDE[language].some((pattern) => pattern.test(text)) ||
    OUTSIDE_ANYWHERE[language].test(whole)
  );
}
