import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * States' own crimes of entering or being in the state without status, and of driving someone
 * without status into it: federal courts blocked each of these. Read on 2026-11-28 with the
 * search tool: the orders themselves where they were found (Florida Immigrant Coalition v.
 * Uthmeier, Farmworker Association of Florida v. Moody, United States v. Oklahoma) and the ACLU's
 * and newspapers' reports of them. Each rule says what was not verified: a blocked law can be
 * revived on appeal, so these are reviewed within six months (corpus.test.ts).
 */
const S = {
  arizona: {
    title: 'Arizona v. United States',
    citation: '567 U.S. 387 (2012)',
  },
  floridaEntry: {
    title: 'Florida Immigrant Coalition v. Uthmeier (S.D. Fla. 2025): SB 4-C enjoined',
    citation: 'No. 1:25-cv-21524 (S.D. Fla.); Fla. Stat. §§ 811.102–.103',
    url: 'https://www.cltampa.com/news/feds-intervene-in-argument-that-florida-should-be-allowed-to-enforce-controversial-immigration-law-20366346',
    states: ['FL'],
  },
  floridaTransport: {
    title: 'Farmworker Association of Florida v. Moody (S.D. Fla. May 22, 2024): SB 1718 § 10',
    citation: 'No. 23-cv-22655 (S.D. Fla.); Fla. Stat. § 787.07',
    url: 'https://www.scribd.com/document/735196171/Farmworker-Association-of-Florida-v-Moody-injunction',
    states: ['FL'],
  },
  oklahoma: {
    title: 'United States v. Oklahoma (W.D. Okla. June 28, 2024): HB 4156 enjoined',
    citation: 'Okla. HB 4156 (2024); Padres Unidos de Tulsa v. Drummond (W.D. Okla.)',
    url: 'https://www.clearinghouse.net/case/46264',
    states: ['OK'],
  },
  idaho: {
    title: 'IORC v. Labrador (D. Idaho Apr. 29, 2025): HB 83 enjoined',
    citation: 'Idaho HB 83 (2025)',
    url: 'https://www.acluidaho.org/en/press-releases/judge-grants-class-wide-preliminary-injunction-in-iorc-v-labrador',
    states: ['ID'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = ['state law', 'illegal entry', 'undocumented', 'arrest', 'blocked', 'immigration'];
const KEYWORDS_ES = ['ley estatal', 'sin papeles', 'indocumentado', 'arrestar', 'bloqueada'];
const SAY = ['I am going to remain silent. I want to speak to a lawyer.'];
const DIGA = ['Voy a permanecer en silencio. Quiero hablar con un abogado.'];

function blocked(
  id: string,
  code: string,
  title: { en: string; es: string },
  text: { en: string; es: string },
  source: LegalSource,
  more: { en: string[]; es: string[] } = { en: [], es: [] },
): LegalRule {
  return {
    id,
    topic: 'state-immigration-law',
    reviewed: REVIEWED,
    tracks: 'litigation',
    title: title.en,
    text: text.en,
    sayThis: SAY,
    keywords: [...KEYWORDS, ...more.en],
    states: [code],
    sources: [source, S.arizona],
    es: { title: title.es, text: text.es, sayThis: DIGA, keywords: [...KEYWORDS_ES, ...more.es] },
  };
}

export const STATE_IMMIGRATION_CRIME_RULES: LegalRule[] = [
  blocked(
    'florida-sb4c-blocked',
    'FL',
    {
      en: 'Florida: the state crime of entering the state without status (SB 4-C) is blocked',
      es: 'Florida: el delito estatal de entrar al estado sin papeles (SB 4-C) está bloqueado',
    },
    {
      en: 'Florida’s 2025 law making it a state crime for an adult without status to enter Florida (SB 4-C, Fla. Stat. §§ 811.102–.103) is blocked: a federal judge enjoined it in April 2025 as likely preempted by federal law, the Eleventh Circuit refused to lift that order and the Supreme Court declined to in July 2025. We found no later ruling that revives it. If police stop you, stay silent about status and ask for a lawyer.',
      es: 'La ley de Florida de 2025 que hace delito estatal que un adulto sin papeles entre a Florida (SB 4-C, Fla. Stat. §§ 811.102–.103) está bloqueada: una jueza federal la suspendió con una medida cautelar en abril de 2025 porque probablemente choca con la ley federal, el Undécimo Circuito se negó a levantar esa orden y la Corte Suprema también en julio de 2025. No encontramos una decisión posterior que la reviva. Si la policía lo para, guarde silencio sobre su estatus y pida un abogado.',
    },
    S.floridaEntry,
    { en: ['enter', 'entering', 'entered'], es: ['entrar', 'entrado', 'entrada'] },
  ),
  blocked(
    'florida-transport-blocked',
    'FL',
    {
      en: 'Florida: the crime of driving someone without status into the state (SB 1718 § 10) is blocked',
      es: 'Florida: el delito de llevar a alguien sin papeles al estado (SB 1718 § 10) está bloqueado',
    },
    {
      en: 'Florida’s 2023 crime of knowingly transporting into the state someone who entered the United States unlawfully (SB 1718 § 10, Fla. Stat. § 787.07) is blocked: a federal judge granted a preliminary injunction against it in May 2024 (Farmworker Association of Florida v. Moody). We have not verified later rulings in that case, so ask a lawyer before relying on it.',
      es: 'El delito de Florida de 2023 de llevar a sabiendas al estado a alguien que entró a Estados Unidos sin permiso (SB 1718 § 10, Fla. Stat. § 787.07) está bloqueado: un juez federal dictó una medida cautelar en su contra en mayo de 2024 (Farmworker Association of Florida v. Moody). No hemos verificado decisiones posteriores en ese caso, así que consulte a un abogado antes de confiar en ello.',
    },
    S.floridaTransport,
    {
      en: ['transport', 'drive', 'ride', 'car'],
      es: ['llevar', 'transportar', 'carro', 'manejar'],
    },
  ),
  blocked(
    'oklahoma-hb4156-blocked',
    'OK',
    {
      en: 'Oklahoma: the state crime of “impermissible occupation” (HB 4156) was blocked',
      es: 'Oklahoma: el delito estatal de “ocupación no permitida” (HB 4156) fue bloqueado',
    },
    {
      en: 'Oklahoma’s 2024 law making it a state crime to be in Oklahoma without immigration status (HB 4156, “impermissible occupation”) was blocked by a federal judge on June 28, 2024 (United States v. Oklahoma). The federal government dropped that case in 2025 and the ACLU’s challenge goes on; we have not verified whether an order blocks it today, so ask a lawyer.',
      es: 'La ley de Oklahoma de 2024 que hace delito estatal estar en Oklahoma sin estatus migratorio (HB 4156, “ocupación no permitida”) fue bloqueada por un juez federal el 28 de junio de 2024 (United States v. Oklahoma). El gobierno federal retiró ese caso en 2025 y la demanda de la ACLU sigue; no hemos verificado si hoy una orden la mantiene bloqueada, así que consulte a un abogado.',
    },
    S.oklahoma,
  ),
  blocked(
    'idaho-hb83-blocked',
    'ID',
    {
      en: 'Idaho: the state crimes of illegal entry and reentry (HB 83) are blocked',
      es: 'Idaho: los delitos estatales de entrada y reingreso ilegal (HB 83) están bloqueados',
    },
    {
      en: 'Idaho’s 2025 crimes of illegal entry and illegal reentry into the state (HB 83) are blocked statewide: a federal judge granted a class-wide preliminary injunction on April 29, 2025, as the law is likely preempted and too vague. Other parts of the law, on cooperation with federal immigration authorities, remain in effect.',
      es: 'Los delitos de Idaho de 2025 de entrada ilegal y reingreso ilegal al estado (HB 83) están bloqueados en todo el estado: una jueza federal dictó una medida cautelar para toda la clase el 29 de abril de 2025, porque la ley probablemente choca con la ley federal y es demasiado vaga. Otras partes de la ley, sobre cooperación con las autoridades federales de inmigración, siguen vigentes.',
    },
    S.idaho,
  ),
  {
    id: 'state-immigration-crimes-general',
    topic: 'state-immigration-law',
    reviewed: REVIEWED,
    tracks: 'litigation',
    title: 'States’ own immigration crimes',
    text: 'Immigration is mostly federal law: a state may not punish being in the country without status on its own terms where Congress has covered the field (Arizona v. United States). Several states passed crimes of entering or being in the state without status, and federal courts have blocked most of them; a law being blocked means police may not arrest anyone under it.',
    sayThis: SAY,
    keywords: KEYWORDS,
    sources: [S.arizona],
    es: {
      title: 'Los delitos de inmigración de los estados',
      text: 'La inmigración es sobre todo ley federal: un estado no puede castigar a su manera estar en el país sin estatus donde el Congreso ya reguló el tema (Arizona v. United States). Varios estados aprobaron delitos de entrar o estar en el estado sin papeles, y los tribunales federales han bloqueado la mayoría; que una ley esté bloqueada significa que la policía no puede arrestar a nadie con ella.',
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  },
];
