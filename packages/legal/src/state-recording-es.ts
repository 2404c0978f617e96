import type { LegalLanguage, RecordingRuling, StateRecordingConsent } from './types';

/**
 * Spanish for the words of the generated state data (the RCFP consent values, the notes and the
 * circuit holdings). Case names, statutes and citations inside them stay as they are. Each note
 * and holding keeps the English it translates: when the CSV changes, the stale Spanish is not
 * shown (the English is) and `state-recording-es.test.ts` fails until it is translated again.
 */
const CONSENT_BASE: Record<string, string> = {
  'one-party': 'consentimiento de una de las partes',
  'all-party': 'consentimiento de todas las partes',
  'not addressed by statute': 'no regulado por ley',
  'not covered': 'no cubierto por la ley',
};
const CONSENT_QUALIFIER: Record<string, string> = {
  civil: 'según la ley civil',
  wire: 'comunicaciones por cable',
  'must be specifically informed': 'se debe informar específicamente a todos',
  conflicting: 'criterios contradictorios',
  landline: 'teléfono fijo',
  'no statute': 'sin ley específica',
  participant: 'quien participa en la conversación',
};

/** "all-party (civil)" in Spanish; undefined for a value no one has translated yet. */
export function spanishConsentValue(value: string): string | undefined {
  const match = /^(.*?)(?: \((.+)\))?$/.exec(value.trim());
  const base = CONSENT_BASE[match?.[1] ?? ''];
  const qualifier = match?.[2];
  if (base === undefined) return undefined;
  if (qualifier === undefined) return base;
  const spanish = CONSENT_QUALIFIER[qualifier];
  return spanish === undefined ? undefined : `${base} (${spanish})`;
}

export function consentValueIn(value: string, language: LegalLanguage): string {
  return language === 'es' ? (spanishConsentValue(value) ?? value) : value;
}

interface Translated {
  en: string;
  es: string;
}

/** By USPS code. */
export const STATE_NOTES_ES: Record<string, Translated> = {
  CA: {
    en: "All-party rule applies to 'confidential communications' (reasonable expectation of privacy); Cal. Penal Code § 148(g): photographing/recording an officer in a public place is not by itself obstruction.",
    es: "La regla de todas las partes se aplica a las 'comunicaciones confidenciales' (con una expectativa razonable de privacidad); Cal. Penal Code § 148(g): fotografiar o grabar a un oficial en un lugar público no es por sí solo obstrucción.",
  },
  CT: {
    en: 'Telephone calls need all-party consent (or notice/beep) under civil statute; in-person conversations one-party.',
    es: 'Las llamadas telefónicas requieren el consentimiento de todas las partes (o un aviso o pitido) según la ley civil; para las conversaciones en persona basta el de una de las partes.',
  },
  DE: {
    en: 'RCFP advises following the stricter all-party privacy statute; United States v. Vespe, 389 F. Supp. 1359 (D. Del. 1975) allowed participant recording.',
    es: 'El RCFP aconseja seguir la ley de privacidad más estricta, que exige el consentimiento de todas las partes; United States v. Vespe, 389 F. Supp. 1359 (D. Del. 1975) permitió que un participante grabara.',
  },
  FL: {
    en: "'Oral communication' requires a reasonable expectation of privacy, so open recording of on-duty police in public is generally not covered.",
    es: "La 'comunicación oral' requiere una expectativa razonable de privacidad, así que grabar abiertamente a la policía en servicio en público generalmente no está cubierto.",
  },
  GA: {
    en: 'Video recording of activities in a private place out of public view needs consent of all persons observed (§ 16-11-62(2)).',
    es: 'Grabar en video actividades en un lugar privado, fuera de la vista del público, requiere el consentimiento de todas las personas observadas (§ 16-11-62(2)).',
  },
  HI: {
    en: 'Installing a recording device in a private place without consent of those entitled to privacy is prohibited (§ 711-1111).',
    es: 'Está prohibido instalar un dispositivo de grabación en un lugar privado sin el consentimiento de quienes tienen derecho a la privacidad (§ 711-1111).',
  },
  IL: {
    en: "Post-2014 amendment (P.A. 98-1142) covers only 'private' conversations (reasonable expectation of privacy). ACLU of Ill. v. Alvarez, 679 F.3d 583 (7th Cir. 2012) barred applying the old act to open recording of police in public.",
    es: "Desde la reforma de 2014 (P.A. 98-1142), la ley cubre solo las conversaciones 'privadas' (con una expectativa razonable de privacidad). ACLU of Ill. v. Alvarez, 679 F.3d 583 (7th Cir. 2012) impidió aplicar la ley anterior a la grabación abierta de la policía en público.",
  },
  IN: {
    en: 'Interception statute covers telephone/electronic communications only; in-person recording not addressed (RCFP).',
    es: 'La ley de intercepción cubre solo las comunicaciones telefónicas y electrónicas; la grabación en persona no está regulada (RCFP).',
  },
  MD: {
    en: 'Applies to oral communications with a reasonable expectation of privacy; recording on-duty police in public generally not covered.',
    es: 'Se aplica a las comunicaciones orales con una expectativa razonable de privacidad; grabar a la policía en servicio en público generalmente no está cubierto.',
  },
  MA: {
    en: 'Bans SECRET recording (open recording is allowed). Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011); Project Veritas Action Fund v. Rollins, 982 F.3d 813 (1st Cir. 2020) held § 99 unconstitutional as applied to secret recording of government officials, incl. police, doing their duties in public.',
    es: 'Prohíbe la grabación SECRETA (la grabación abierta está permitida). Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011); Project Veritas Action Fund v. Rollins, 982 F.3d 813 (1st Cir. 2020) declaró el § 99 inconstitucional en su aplicación a la grabación secreta de funcionarios públicos, incluida la policía, que cumplen sus funciones en público.',
  },
  MI: {
    en: 'Sullivan v. Gray, 117 Mich. App. 476 (1982): participant may record own conversation. A 2019 federal ruling (AFT Michigan v. Project Veritas, E.D. Mich.) read it as all-party; Mich. Sup. Ct. declined to answer (May 26, 2021).',
    es: 'Sullivan v. Gray, 117 Mich. App. 476 (1982): quien participa en una conversación puede grabarla. Un fallo federal de 2019 (AFT Michigan v. Project Veritas, E.D. Mich.) interpretó que exige el consentimiento de todas las partes; la Corte Suprema de Michigan (Mich. Sup. Ct.) se negó a responder (26 de mayo de 2021).',
  },
  MT: {
    en: 'Exceptions: public officials/employees performing official duties, persons speaking at public meetings, and persons given warning — so recording on-duty police is excepted.',
    es: 'Excepciones: funcionarios y empleados públicos en el ejercicio de sus funciones oficiales, personas que hablan en reuniones públicas y personas que fueron advertidas; por eso, grabar a la policía en servicio está exceptuado.',
  },
  NV: {
    en: 'Lane v. Allstate Ins. Co., 114 Nev. 1176 (1998) read § 200.620 as requiring all-party consent for telephone calls.',
    es: 'Lane v. Allstate Ins. Co., 114 Nev. 1176 (1998) interpretó que el § 200.620 exige el consentimiento de todas las partes para las llamadas telefónicas.',
  },
  NH: {
    en: 'Gericke v. Begin, 753 F.3d 1 (1st Cir. 2014): right to film a police traffic stop.',
    es: 'Gericke v. Begin, 753 F.3d 1 (1st Cir. 2014): derecho a filmar una parada de tráfico de la policía.',
  },
  NM: {
    en: 'Statute covers telegraph/telephone wire communications; in-person not covered (New Mexico v. Hogervorst, 566 P.2d 828 (N.M. Ct. App. 1977)).',
    es: 'La ley cubre las comunicaciones por telégrafo o teléfono; las conversaciones en persona no están cubiertas (New Mexico v. Hogervorst, 566 P.2d 828 (N.M. Ct. App. 1977)).',
  },
  NY: {
    en: 'N.Y. Civil Rights Law § 79-p (2020) expressly protects the right to record law enforcement activity.',
    es: 'La N.Y. Civil Rights Law § 79-p (2020) protege expresamente el derecho a grabar la actividad de las fuerzas del orden.',
  },
  OR: {
    en: 'In-person: all participants must be specifically informed; exception (5)(b) for OPENLY recording a law-enforcement officer performing official duties where the recorder is lawfully present. Upheld: Project Veritas v. Schmidt, No. 22-35271 (9th Cir. Jan. 7, 2025) (en banc).',
    es: 'En persona: se debe informar específicamente a todos los participantes; la excepción (5)(b) permite grabar ABIERTAMENTE a un oficial del orden que cumple sus funciones oficiales cuando quien graba está presente legalmente. Confirmada en Project Veritas v. Schmidt, No. 22-35271 (9th Cir. Jan. 7, 2025) (en banc).',
  },
  PA: {
    en: "'Oral communication' requires an expectation of non-interception; Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) recognized the right to record police in public.",
    es: "La 'comunicación oral' requiere una expectativa de no ser interceptada; Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) reconoció el derecho a grabar a la policía en público.",
  },
  VT: {
    en: 'State v. Geraw, 173 Vt. 350 (2002) limits surreptitious police recording inside a home; private participant recording not prohibited by statute.',
    es: 'State v. Geraw, 173 Vt. 350 (2002) limita la grabación policial encubierta dentro de una vivienda; la ley no prohíbe que un particular grabe una conversación en la que participa.',
  },
};

/** By case name. */
export const RULING_HOLDINGS_ES: Record<string, Translated> = {
  'Glik v. Cunniffe': {
    en: 'Clearly established First Amendment right to film police carrying out duties in public (Boston Common arrest).',
    es: 'Derecho claramente establecido, bajo la Primera Enmienda, a filmar a la policía que cumple sus funciones en público (arresto en el Boston Common).',
  },
  'Gericke v. Begin': {
    en: 'Right extends to filming a police traffic stop, subject to reasonable restrictions.',
    es: 'El derecho incluye filmar una parada de tráfico de la policía, sujeto a restricciones razonables.',
  },
  'Project Veritas Action Fund v. Rollins': {
    en: 'Mass. G.L. c. 272 § 99 unconstitutional as applied to secret audio recording of government officials (incl. police) discharging duties in public.',
    es: 'Mass. G.L. c. 272 § 99 es inconstitucional en su aplicación a la grabación secreta de audio de funcionarios públicos (incluida la policía) que cumplen sus funciones en público.',
  },
  'Fields v. City of Philadelphia': {
    en: 'First Amendment protects recording police in public even without an expressive/critical purpose.',
    es: 'La Primera Enmienda protege grabar a la policía en público, aunque no haya un propósito expresivo o crítico.',
  },
  "Sharpe v. Winterville Police Dep't": {
    en: 'Recording and livestreaming a traffic stop (by a passenger) is protected speech; a blanket livestream ban must be justified.',
    es: 'Grabar y transmitir en vivo una parada de tráfico (hecho por un pasajero) es expresión protegida; una prohibición general de transmitir en vivo debe justificarse.',
  },
  'Turner v. Lieutenant Driver': {
    en: 'First Amendment right to record police in public, subject to reasonable time/place/manner limits (not clearly established before this ruling).',
    es: 'Derecho, bajo la Primera Enmienda, a grabar a la policía en público, sujeto a límites razonables de tiempo, lugar y forma (no estaba claramente establecido antes de este fallo).',
  },
  'ACLU of Illinois v. Alvarez': {
    en: 'Enjoined Illinois eavesdropping act as applied to openly audio-recording police in public.',
    es: 'Bloqueó la aplicación de la ley de escuchas de Illinois a la grabación abierta de audio de la policía en público.',
  },
  'Nicodemus v. City of South Bend': {
    en: "Upheld Indiana's 25-ft 'stop approaching' buffer law against facial First Amendment challenge (construed narrowly: people already within 25 ft may stay and record). A separate 7th Cir. panel (Aug. 5, 2025) held the same law unconstitutionally vague in the media organizations' case.",
    es: "Confirmó la ley de Indiana de 25 pies para 'dejar de acercarse' frente a una impugnación facial bajo la Primera Enmienda (interpretada de forma restringida: quienes ya están a menos de 25 pies pueden quedarse y grabar). Otro panel del 7th Cir. (5 de agosto de 2025) declaró la misma ley inconstitucional por vaguedad en el caso de las organizaciones de medios.",
  },
  'Fordyce v. City of Seattle': {
    en: 'Recognized First Amendment right to film matters of public interest, including police at a public protest.',
    es: 'Reconoció el derecho, bajo la Primera Enmienda, a filmar asuntos de interés público, incluida la policía en una protesta pública.',
  },
  "Askins v. U.S. Dep't of Homeland Security": {
    en: 'Photographing federal officers at border ports from public places is protected; restrictions must satisfy First Amendment scrutiny.',
    es: 'Fotografiar a oficiales federales en los puertos fronterizos desde lugares públicos está protegido; las restricciones deben superar el escrutinio de la Primera Enmienda.',
  },
  'Project Veritas v. Schmidt': {
    en: "Upheld Oregon's in-person notice-to-record statute (ORS 165.540(1)(c)) as content-neutral; statute keeps an exception for openly recording on-duty police.",
    es: 'Confirmó la ley de Oregon que exige avisar antes de grabar en persona (ORS 165.540(1)(c)) por ser neutral en cuanto al contenido; la ley mantiene una excepción para grabar abiertamente a la policía en servicio.',
  },
  'Irizarry v. Yehia': {
    en: 'First Amendment right to film police performing duties in public was clearly established; officer who blocked/obstructed filming denied qualified immunity.',
    es: 'El derecho, bajo la Primera Enmienda, a filmar a la policía que cumple sus funciones en público estaba claramente establecido; al oficial que bloqueó u obstruyó la filmación se le negó la inmunidad calificada.',
  },
  'Smith v. City of Cumming': {
    en: 'First Amendment right, subject to reasonable time/place/manner restrictions, to photograph or videotape police conduct.',
    es: 'Derecho, bajo la Primera Enmienda y sujeto a restricciones razonables de tiempo, lugar y forma, a fotografiar o grabar en video la conducta de la policía.',
  },
};

function translated(english: string, entry: Translated | undefined, language: LegalLanguage) {
  return language === 'es' && entry?.en === english ? entry.es : english;
}

export function stateNoteIn(state: StateRecordingConsent, language: LegalLanguage) {
  return state.note === undefined
    ? undefined
    : translated(state.note, STATE_NOTES_ES[state.code], language);
}

export function rulingHoldingIn(ruling: RecordingRuling, language: LegalLanguage): string {
  return translated(ruling.holding, RULING_HOLDINGS_ES[ruling.caseName], language);
}

const CIRCUIT_ORDINALS_ES: Record<string, string> = {
  '1st': 'primero',
  '2nd': 'segundo',
  '3rd': 'tercero',
  '4th': 'cuarto',
  '5th': 'quinto',
  '6th': 'sexto',
  '7th': 'séptimo',
  '8th': 'octavo',
  '9th': 'noveno',
  '10th': 'décimo',
  '11th': 'undécimo',
};

/** "7th" / "séptimo": a circuit's ordinal, for lists ("los circuitos primero y tercero"). */
export function circuitOrdinal(circuit: string, language: LegalLanguage): string {
  return language === 'es' ? (CIRCUIT_ORDINALS_ES[circuit] ?? circuit) : circuit;
}

/** "7th Circuit" / "Séptimo Circuito" ("primero" and "tercero" shorten before a noun). */
export function circuitName(circuit: string, language: LegalLanguage): string {
  if (language === 'en') return `${circuit} Circuit`;
  const ordinal = CIRCUIT_ORDINALS_ES[circuit];
  if (ordinal === undefined) return `Circuito ${circuit}`;
  const short = ordinal.replace(/ero$/, 'er');
  return `${short.charAt(0).toUpperCase()}${short.slice(1)} Circuito`;
}
