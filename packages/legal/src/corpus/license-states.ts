import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * Two states' rules on a driver's license at a stop (decision 094), each read on 2026-11-28 with
 * the search tool: Alabama's Code § 32-6-9(a) in its text (instalawyer.io, with drivinglaws.org's
 * summary), and California's Vehicle Code § 2814.2 in its text (shouselaw.com) and the enrolled
 * AB 353 (2011) with its Legislative Counsel's digest on leginfo.ca.gov. Other states' rules on a
 * license left at home were not read.
 */
const S = {
  alabama: {
    title: 'Alabama: possession and display of a license',
    citation: 'Ala. Code § 32-6-9(a)',
    url: 'https://instalawyer.io/laws/code-of-alabama/section-32-6-9-possession-and',
    states: ['AL'],
  },
  california: {
    title:
      'California: no impound at a sobriety checkpoint for an unlicensed driver (AB 353, 2011)',
    citation: 'Cal. Veh. Code § 2814.2',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=2814.2.&lawCode=VEH',
    states: ['CA'],
  },
} satisfies Record<string, LegalSource>;

export const LICENSE_STATE_RULES: LegalRule[] = [
  {
    id: 'alabama-license-not-in-possession',
    topic: 'traffic-stop',
    reviewed: REVIEWED,
    title: 'Alabama: a valid license left at home',
    text: 'In Alabama you must carry your license when you drive and show it on demand, but no one charged with not having it may be convicted if they produce, in court or at the arresting officer’s office, a license issued to them and valid at the time of the stop (Ala. Code § 32-6-9(a)). Bring your valid license to court or to that office and ask that the ticket be dismissed.',
    sayThis: ['I have a valid license; I will bring it to court.'],
    keywords: [
      'left my license',
      'license at home',
      'forgot my license',
      'ticket',
      'valid',
      'court',
    ],
    states: ['AL'],
    sources: [S.alabama],
    es: {
      title: 'Alabama: una licencia válida que se quedó en casa',
      text: 'En Alabama debe llevar su licencia cuando maneja y mostrarla si se la piden, pero a quien acusen de no tenerla no se le puede condenar si presenta, en la corte o en la oficina del oficial que lo arrestó o lo multó, una licencia expedida a su nombre y válida en el momento de la parada (Ala. Code § 32-6-9(a)). Lleve su licencia válida a la corte o a esa oficina y pida que cancelen la multa.',
      sayThis: ['Tengo una licencia válida; la voy a llevar a la corte.'],
      keywords: ['dejé mi licencia', 'licencia en casa', 'olvidé mi licencia', 'multa', 'válida'],
    },
  },
  {
    id: 'california-checkpoint-no-impound',
    topic: 'checkpoint',
    reviewed: REVIEWED,
    title: 'California: no impound at a checkpoint just for driving without a license',
    text: 'In California, police may not impound a car at a sobriety checkpoint when the driver’s only offense is driving without a valid license: they must try to release it to the registered owner if licensed, or to a licensed driver the owner authorizes (Cal. Veh. Code § 2814.2, AB 353). You can still get a ticket.',
    sayThis: ['I do not have a license. Can a licensed driver take the car?'],
    keywords: [
      'impound',
      'take the car',
      'no license',
      'unlicensed',
      'checkpoint',
      'licensed driver',
    ],
    states: ['CA'],
    sources: [S.california],
    es: {
      title: 'California: no se llevan el carro en un retén solo por manejar sin licencia',
      text: 'En California, la policía no puede remolcar ni incautar un carro en un retén de sobriedad cuando la única infracción del conductor es manejar sin licencia válida: debe tratar de entregarlo al dueño registrado si tiene licencia, o a un conductor con licencia que el dueño autorice (Cal. Veh. Code § 2814.2, AB 353). Igual le pueden dar una multa.',
      sayThis: ['No tengo licencia. ¿Puede llevarse el carro un conductor con licencia?'],
      keywords: ['remolcar', 'corralón', 'grúa', 'quitar el carro', 'sin licencia', 'retén'],
    },
  },
];
