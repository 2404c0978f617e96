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
  CO: {
    en: "HB 15-1290 (2015) created C.R.S. § 13-21-128: a person who lawfully records a peace officer can recover from the officer's agency when an officer destroys or unlawfully seizes the recording or device, intentionally interferes with the recording, or retaliates for it.",
    es: 'La HB 15-1290 (2015) creó el C.R.S. § 13-21-128: quien graba legalmente a un agente del orden puede reclamar a la agencia del agente cuando un agente destruye o confisca ilegalmente la grabación o el dispositivo, interfiere intencionalmente con la grabación o toma represalias por ella.',
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
    en: "Since 2014 (P.A. 98-1142) the offense is recording a 'private' conversation (reasonable expectation of privacy) in a surreptitious manner (720 ILCS 5/14-2). Eavesdropping on a law enforcement officer performing official duties is a Class 3 felony (720 ILCS 5/14-4(b)). ACLU of Ill. v. Alvarez, 679 F.3d 583 (7th Cir. 2012) barred applying the old act to open recording of police in public.",
    es: "Desde 2014 (P.A. 98-1142) el delito consiste en grabar de manera encubierta una conversación 'privada' (con una expectativa razonable de privacidad) (720 ILCS 5/14-2). Espiar así a un agente del orden que cumple sus funciones oficiales es un delito grave de Clase 3 (Class 3 felony) (720 ILCS 5/14-4(b)). ACLU of Ill. v. Alvarez, 679 F.3d 583 (7th Cir. 2012) impidió aplicar la ley anterior a la grabación abierta de la policía en público.",
  },
  IN: {
    en: 'Interception statute covers telephone/electronic communications only; in-person recording not addressed (RCFP).',
    es: 'La ley de intercepción cubre solo las comunicaciones telefónicas y electrónicas; la grabación en persona no está regulada (RCFP).',
  },
  MA: {
    en: 'Bans SECRET recording (open recording is allowed). Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011); Martin v. Rollins, 982 F.3d 813 (1st Cir. 2020), decided with Project Veritas Action Fund v. Rollins, held § 99 unconstitutional as applied to secret audio recording of police officers discharging their official duties in public spaces. Secretly recording anyone else, including other officials, is still a crime.',
    es: 'Prohíbe la grabación SECRETA (la grabación abierta está permitida). Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011); Martin v. Rollins, 982 F.3d 813 (1st Cir. 2020), decidido junto con Project Veritas Action Fund v. Rollins, declaró el § 99 inconstitucional en su aplicación a la grabación secreta de audio de policías que cumplen sus funciones oficiales en espacios públicos. Grabar en secreto a cualquier otra persona, incluidos otros funcionarios, sigue siendo un delito.',
  },
  MD: {
    en: 'Applies to oral communications with a reasonable expectation of privacy; recording on-duty police in public generally not covered.',
    es: 'Se aplica a las comunicaciones orales con una expectativa razonable de privacidad; grabar a la policía en servicio en público generalmente no está cubierto.',
  },
  MI: {
    en: 'Sullivan v. Gray, 117 Mich. App. 476 (1982): participant may record own conversation. A 2019 federal ruling (AFT Michigan v. Project Veritas, E.D. Mich.) read it as all-party; Mich. Sup. Ct. declined to answer (May 26, 2021).',
    es: 'Sullivan v. Gray, 117 Mich. App. 476 (1982): quien participa en una conversación puede grabarla. Un fallo federal de 2019 (AFT Michigan v. Project Veritas, E.D. Mich.) interpretó que exige el consentimiento de todas las partes; la Corte Suprema de Michigan (Mich. Sup. Ct.) se negó a responder (26 de mayo de 2021).',
  },
  MT: {
    en: "The all-party rule covers recording a conversation 'by use of a hidden electronic or mechanical device' without the knowledge of all parties (§ 45-8-213(1)(c)). Its exception for public officials and employees (§ 45-8-213(2)(a)) covers recordings made BY officials performing an official duty, not recordings OF them; a 2025 bill to add that exception (SB 388) died. A hidden recording of police is not excepted: record openly.",
    es: "La regla de todas las partes cubre grabar una conversación 'por medio de un dispositivo electrónico o mecánico oculto' sin que todas las partes lo sepan (§ 45-8-213(1)(c)). Su excepción para funcionarios y empleados públicos (§ 45-8-213(2)(a)) cubre las grabaciones hechas POR funcionarios en el ejercicio de una función oficial, no las grabaciones DE ellos; un proyecto de ley de 2025 para añadir esa excepción (SB 388) no se aprobó. Una grabación oculta de la policía no está exceptuada: grabe abiertamente.",
  },
  NH: {
    en: 'Gericke v. Begin, 753 F.3d 1 (1st Cir. 2014): right to film a police traffic stop.',
    es: 'Gericke v. Begin, 753 F.3d 1 (1st Cir. 2014): derecho a filmar una parada de tráfico de la policía.',
  },
  NM: {
    en: 'Statute covers telegraph/telephone wire communications; in-person not covered (New Mexico v. Hogervorst, 566 P.2d 828 (N.M. Ct. App. 1977)).',
    es: 'La ley cubre las comunicaciones por telégrafo o teléfono; las conversaciones en persona no están cubiertas (New Mexico v. Hogervorst, 566 P.2d 828 (N.M. Ct. App. 1977)).',
  },
  NV: {
    en: 'Lane v. Allstate Ins. Co., 114 Nev. 1176 (1998) read § 200.620 as requiring all-party consent for telephone calls.',
    es: 'Lane v. Allstate Ins. Co., 114 Nev. 1176 (1998) interpretó que el § 200.620 exige el consentimiento de todas las partes para las llamadas telefónicas.',
  },
  NY: {
    en: 'N.Y. Civil Rights Law § 79-p (2020) expressly protects the right to record law enforcement activity.',
    es: 'La N.Y. Civil Rights Law § 79-p (2020) protege expresamente el derecho a grabar la actividad de las fuerzas del orden.',
  },
  OR: {
    en: 'In-person: all participants must be specifically informed; exception (5)(b) for OPENLY recording a law-enforcement officer performing official duties where the recorder is lawfully present. Upheld: Project Veritas v. Schmidt, No. 22-35271 (9th Cir. Jan. 7, 2025) (en banc) (10-2).',
    es: 'En persona: se debe informar específicamente a todos los participantes; la excepción (5)(b) permite grabar ABIERTAMENTE a un oficial del orden que cumple sus funciones oficiales cuando quien graba está presente legalmente. Confirmada en Project Veritas v. Schmidt, No. 22-35271 (9th Cir. Jan. 7, 2025) (en banc) (10-2).',
  },
  PA: {
    en: "'Oral communication' requires an expectation of non-interception; Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) recognized the right to record police in public.",
    es: "La 'comunicación oral' requiere una expectativa de no ser interceptada; Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) reconoció el derecho a grabar a la policía en público.",
  },
  VT: {
    en: 'State v. Geraw, 173 Vt. 350 (2002) limits surreptitious police recording inside a home; private participant recording not prohibited by statute.',
    es: 'State v. Geraw, 173 Vt. 350 (2002) limita la grabación policial encubierta dentro de una vivienda; la ley no prohíbe que un particular grabe una conversación en la que participa.',
  },
  WA: {
    en: "Consent deemed obtained if the recording is announced and the announcement is recorded (§ 9.73.030(3)). Conversations between officers and drivers during traffic stops are not 'private' conversations under the act (Lewis v. Dep't of Licensing, 157 Wn.2d 446 (2006)).",
    es: "Se considera que hay consentimiento si se anuncia la grabación y el anuncio queda grabado (§ 9.73.030(3)). Las conversaciones entre agentes y conductores durante una parada de tráfico no son conversaciones 'privadas' según la ley (Lewis v. Dep't of Licensing, 157 Wn.2d 446 (2006)).",
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
  'Martin v. Rollins': {
    en: 'Mass. G.L. c. 272 § 99 violates the First Amendment as applied to secret, nonconsensual audio recording of police officers discharging their official duties in public spaces.',
    es: 'Mass. G.L. c. 272 § 99 viola la Primera Enmienda en su aplicación a la grabación secreta de audio, sin consentimiento, de policías que cumplen sus funciones oficiales en espacios públicos.',
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
    en: "Upheld Indiana's 2023 25-ft 'stop approaching' buffer law against a facial First Amendment challenge, read narrowly: people already within 25 ft may stay and record.",
    es: "Confirmó la ley de Indiana de 2023 de 25 pies para 'dejar de acercarse' frente a una impugnación facial bajo la Primera Enmienda, interpretada de forma restringida: quienes ya están a menos de 25 pies pueden quedarse y grabar.",
  },
  'Reporters Committee for Freedom of the Press v. Rokita': {
    en: "Affirmed a preliminary injunction against enforcing Indiana's 2023 buffer law as likely unconstitutionally vague (a preliminary ruling, not a final judgment).",
    es: 'Confirmó una medida cautelar preliminar que impide aplicar la ley de Indiana de 2023 sobre la zona de amortiguamiento por ser probablemente inconstitucional por vaguedad (una decisión preliminar, no una sentencia definitiva).',
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
