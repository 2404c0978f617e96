import type { LegalRule, LegalSource } from '../types';
import { CASES, CONSTITUTION } from './sources';

const REVIEWED = '2026-11-29';

/**
 * Rules for every state that fresh questions asked and the library did not hold, read on
 * 2026-11-29 with the search tool: signs on a sidewalk without a permit (the ACLU of Ohio's
 * protesters' page and the ACLU's national one as a Maine page quotes it), and a defence
 * lawyer's duty to warn a noncitizen of deportation before a plea (Padilla v. Kentucky, its
 * syllabus).
 */
const S = {
  acluProtest: {
    title: 'ACLU of Ohio: demonstrations and free speech',
    citation: 'acluohio.org, “Demonstrations and Free Speech”',
    url: 'https://www.acluohio.org/en/demonstrations-and-free-speech',
  },
  padilla: {
    title: 'Padilla v. Kentucky',
    citation: '559 U.S. 356 (2010)',
    url: 'https://constitutionallawreporter.com/2012/05/10/padilla-v-kentucky',
  },
} satisfies Record<string, LegalSource>;

export const TENTH_PASS_GENERAL_RULES: LegalRule[] = [
  {
    id: 'speech-sidewalk-no-permit',
    topic: 'protest-permit',
    reviewed: REVIEWED,
    title: 'Holding signs on a public sidewalk needs no permit',
    text: 'You do not need a permit to hold signs, hand out leaflets or flyers, or chant on a public sidewalk: it is a public forum (Hague v. CIO). Permits are for marches that block streets, amplified sound or large events in parks and plazas (Cox v. New Hampshire). Do not block the sidewalk, building entrances or traffic: police may order you to let people pass or to move, and blocking is not protected. Your city’s own rules were not read here.',
    sayThis: ['We are on a public sidewalk, and we are leaving room for people to pass.'],
    keywords: ['permit', 'permission', 'need a permit', 'make us leave'],
    sources: [CONSTITUTION.first, CASES.hague, CASES.coxNh, S.acluProtest],
    es: {
      title: 'Sostener carteles en una banqueta pública no necesita permiso',
      text: 'No necesita permiso para sostener carteles, repartir volantes u hojas, o corear consignas en una banqueta pública: es un foro público (Hague v. CIO). Los permisos son para marchas que bloquean calles, sonido amplificado o eventos grandes en parques y plazas (Cox v. New Hampshire). No bloquee la banqueta, las entradas de los edificios ni el tráfico: la policía puede ordenarles dejar pasar a la gente o moverse, y bloquear no está protegido. Las reglas de su ciudad no se leyeron aquí.',
      sayThis: ['Estamos en una banqueta pública y dejamos paso libre a la gente.'],
      keywords: ['permiso', 'necesitamos permiso'],
    },
  },
  {
    id: 'plea-immigration-padilla',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    title: 'A noncitizen’s lawyer must say whether a plea risks deportation',
    text: 'If you are not a U.S. citizen, even with a green card, a guilty plea can lead to deportation or block a later application, and your defence lawyer, a public defender too, must tell you whether the plea carries that risk before you take it (Padilla v. Kentucky). Do not plead guilty or take a quick deal before you ask, and ask for an immigration lawyer’s advice on the exact charge.',
    sayThis: ['Before I decide on any plea: what will it do to my immigration status?'],
    keywords: [
      'plea',
      'plead guilty',
      'deal',
      'green card',
      'deport',
      'immigration',
      'resident',
      'affect',
      'drunk driving',
    ],
    sources: [S.padilla, CONSTITUTION.sixth],
    es: {
      title:
        'El abogado de un no ciudadano debe decirle si declararse culpable arriesga la deportación',
      text: 'Si usted no es ciudadano, aunque tenga green card, declararse culpable puede llevar a la deportación o impedir un trámite después, y su abogado defensor, también el defensor público, debe decirle si el acuerdo tiene ese riesgo antes de que lo acepte (Padilla v. Kentucky). No se declare culpable ni acepte un trato rápido antes de preguntarlo, y pida el consejo de un abogado de inmigración sobre el cargo exacto.',
      sayThis: ['Antes de decidir cualquier acuerdo: ¿qué le hace a mi estatus migratorio?'],
      keywords: [
        'culpable',
        'trato',
        'acuerdo',
        'green card',
        'mica',
        'residencia',
        'afectar',
        'deportación',
        'inmigración',
        'manejar tomado',
      ],
    },
  },
];
