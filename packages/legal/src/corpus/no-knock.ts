import type { LegalRule, LegalSource } from '../types';
import { CONSTITUTION } from './sources';

const REVIEWED = '2026-11-28';

/**
 * Knocking before entering on a warrant, and the states that forbid no-knock warrants. Read on
 * 2026-11-28 with the search tool: the Supreme Court's opinions as summarized by their
 * syllabi, Oregon's statute and its annotations (oregon.public.law), and the news reports of
 * Virginia's 2020 law (Virginia Mercury, NPR/WAMU, Pew Stateline: "Florida and Oregon already ban
 * no-knock warrants") and of Kentucky's 2021 law and Louisville's ordinance (Courier Journal,
 * Spectrum News, Kentuckians For The Commonwealth).
 */
const SOURCES = {
  wilson: { title: 'Wilson v. Arkansas', citation: '514 U.S. 927 (1995)' },
  richards: { title: 'Richards v. Wisconsin', citation: '520 U.S. 385 (1997)' },
  hudson: { title: 'Hudson v. Michigan', citation: '547 U.S. 586 (2006)' },
  virginia: {
    title: 'Virginia: no-knock search warrants prohibited',
    citation: 'Va. Code § 19.2-56 (HB 5099, 2020 Special Session I), in effect March 1, 2021',
    states: ['VA'],
  },
  florida: {
    title: 'State v. Bamber',
    citation: '630 So. 2d 1048 (Fla. 1994); Fla. Stat. § 933.09',
    states: ['FL'],
  },
  oregon: {
    title: 'Oregon: officers must knock and announce',
    citation: 'ORS 133.575; State v. Arce, 83 Or. App. 185 (1986)',
    url: 'https://oregon.public.law/statutes/ors_133.575',
    states: ['OR'],
  },
  kentucky: {
    title: 'Kentucky: limits on no-knock warrants; Louisville’s ban',
    citation:
      'Ky. SB 4 (2021), signed April 9, 2021; Louisville Metro Ordinance (Breonna’s Law, June 2020)',
    states: ['KY'],
  },
} satisfies Record<string, LegalSource>;

export const NO_KNOCK_RULES: LegalRule[] = [
  {
    id: 'search-warrant-knock-and-announce',
    topic: 'no-knock',
    reviewed: REVIEWED,
    title: 'Police must usually knock before entering with a warrant',
    text: 'Police serving a warrant at a home must usually knock, say they are police and why they are there, and wait a reasonable time before forcing the door (Wilson v. Arkansas). They may skip it only when they reasonably suspect that knocking would be dangerous, futile or let evidence be destroyed (Richards v. Wisconsin). Evidence found after an entry that broke this rule is still usually allowed in court (Hudson v. Michigan). If police force the door, keep your hands visible, do not resist, and say you want a lawyer.',
    sayThis: ['I am not resisting. I want to see the warrant and speak to a lawyer.'],
    // Few words of its own: the no-knock situation brings it; a plain knock at the door is not this.
    keywords: ['raid', 'swat', 'announce', 'forced entry'],
    sources: [SOURCES.wilson, SOURCES.richards, SOURCES.hudson, CONSTITUTION.fourth],
    es: {
      title: 'La policía por lo general debe tocar antes de entrar con una orden judicial',
      text: 'La policía que ejecuta una orden judicial en una casa por lo general debe tocar a la puerta, identificarse como policía, decir a qué viene y esperar un tiempo razonable antes de forzar la puerta (Wilson v. Arkansas). Solo puede no hacerlo cuando sospecha razonablemente que tocar sería peligroso, inútil o permitiría destruir pruebas (Richards v. Wisconsin). Las pruebas halladas tras una entrada que violó esta regla por lo general igual se admiten en el tribunal (Hudson v. Michigan). Si la policía fuerza la puerta, mantenga las manos a la vista, no se resista y diga que quiere un abogado.',
      sayThis: ['No me estoy resistiendo. Quiero ver la orden judicial y hablar con un abogado.'],
      keywords: ['redada', 'anunciarse', 'entrada forzada'],
    },
  },
  {
    id: 'virginia-no-knock-ban',
    topic: 'no-knock',
    reviewed: REVIEWED,
    title: 'Virginia: no-knock warrants are banned',
    text: 'No: Virginia banned no-knock search warrants in 2020; officers may not seek or carry out one, and search warrants are to be served in daytime unless a judge allows otherwise for good cause (Va. Code § 19.2-56).',
    keywords: ['raid', 'swat', 'announce'],
    states: ['VA'],
    sources: [SOURCES.virginia],
    es: {
      title: 'Virginia: prohibida la orden judicial sin tocar',
      text: 'No: Virginia prohibió en 2020 la orden judicial de registro sin tocar (no-knock); los oficiales no pueden pedirla ni ejecutarla, y toda orden judicial de registro se ejecuta de día salvo que un juez permita otra cosa con causa justificada (Va. Code § 19.2-56).',
      keywords: ['redada', 'anunciarse'],
    },
  },
  {
    id: 'florida-no-knock-ban',
    topic: 'no-knock',
    reviewed: REVIEWED,
    title: 'Florida: no-knock warrants are not allowed',
    text: 'No: in Florida a judge may not issue a no-knock warrant; the Florida Supreme Court held that officers must knock and announce who they are and why before entering (State v. Bamber, 1994; Fla. Stat. § 933.09), unless an emergency at the door itself justifies entering without it.',
    keywords: ['raid', 'swat', 'announce'],
    states: ['FL'],
    sources: [SOURCES.florida],
    es: {
      title: 'Florida: no se permite la orden judicial sin tocar',
      text: 'No: en Florida un juez no puede emitir una orden judicial sin tocar (no-knock); la Corte Suprema de Florida decidió que los oficiales deben tocar y anunciar quiénes son y a qué vienen antes de entrar (State v. Bamber, 1994; Fla. Stat. § 933.09), salvo que una emergencia en la puerta misma justifique entrar sin hacerlo.',
      keywords: ['redada', 'anunciarse'],
    },
  },
  {
    id: 'oregon-no-knock-ban',
    topic: 'no-knock',
    reviewed: REVIEWED,
    title: 'Oregon: officers must knock and announce',
    text: 'No: in Oregon officers serving a search warrant must knock and announce who they are and their authority before entering (ORS 133.575), and a judge has no power to waive that in the warrant (State v. Arce, 1986); only an emergency at the scene can excuse it.',
    keywords: ['raid', 'swat', 'announce'],
    states: ['OR'],
    sources: [SOURCES.oregon],
    es: {
      title: 'Oregón: los oficiales deben tocar y anunciarse',
      text: 'No: en Oregón los oficiales que ejecutan una orden judicial de registro deben tocar y anunciar quiénes son y su autoridad antes de entrar (ORS 133.575), y un juez no puede dispensarlos de eso en la orden (State v. Arce, 1986); solo una emergencia en el lugar puede excusarlo.',
      keywords: ['redada', 'anunciarse'],
    },
  },
  {
    id: 'kentucky-no-knock-limits',
    topic: 'no-knock',
    reviewed: REVIEWED,
    title: 'Kentucky: no-knock warrants limited; banned in Louisville',
    text: 'Louisville banned no-knock warrants in June 2020 (Breonna’s Law), and they are no longer allowed there. Kentucky’s 2021 law (SB 4) did not ban them statewide but limits them: a judge may allow one only on clear and convincing evidence that the crime is violent and that knocking would endanger lives or lead to evidence of it being destroyed, and it may be served only between 6 a.m. and 10 p.m.',
    keywords: ['raid', 'swat', 'announce', 'breonna'],
    states: ['KY'],
    sources: [SOURCES.kentucky],
    es: {
      title: 'Kentucky: la orden judicial sin tocar, limitada; prohibida en Louisville',
      text: 'Louisville prohibió la orden judicial sin tocar (no-knock) en junio de 2020 (Breonna’s Law), y allí ya no se permite. La ley de Kentucky de 2021 (SB 4) no la prohibió en todo el estado pero la limita: un juez solo puede permitir una con pruebas claras y convincentes de que el delito es violento y de que tocar pondría vidas en peligro o llevaría a destruir pruebas, y solo se puede ejecutar entre las 6 a. m. y las 10 p. m.',
      keywords: ['redada', 'anunciarse'],
    },
  },
];
