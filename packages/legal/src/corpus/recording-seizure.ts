import type { LegalRule } from '../types';
import { CASES } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

/**
 * Police demanding to see, seize or delete a recording: "can they make me delete my video" got
 * the general right to record, which does not answer it.
 */
export const RECORDING_SEIZURE_RULES: LegalRule[] = [
  {
    id: 'recording-police-delete-or-seize',
    topic: 'recording',
    reviewed: '2026-11-27',
    title: 'Police may not make you delete your recording',
    text: 'Police may not delete your photos or video, or make you delete them, and generally may not take your phone or look at your recording without a warrant (ACLU; Riley v. California). If they believe it holds evidence they may hold it while they get one (Illinois v. McArthur). Do not delete anything yourself: it may be evidence. Say you do not consent, and do not physically resist.',
    sayThis: ['I do not consent to you searching or deleting anything on my phone.'],
    keywords: [
      'delete',
      'erase',
      'deleted',
      'my video',
      'my footage',
      'my recording',
      'hand over',
      'take my phone',
      'confiscate',
    ],
    sources: [S.acluPhotographers, CASES.riley, CASES.mcArthur],
    es: {
      title: 'La policía no puede obligarlo a borrar su grabación',
      text: 'La policía no puede borrar sus fotos o videos ni obligarlo a borrarlos, y por lo general no puede quitarle el teléfono ni ver su grabación sin una orden judicial (ACLU; Riley v. California). Si cree que contiene pruebas, puede retenerlo mientras obtiene una (Illinois v. McArthur). No borre nada usted mismo: puede ser una prueba. Diga que no da su consentimiento y no se resista físicamente.',
      sayThis: ['No doy mi consentimiento para que registren ni borren nada de mi teléfono.'],
      keywords: [
        'borrar',
        'borren',
        'borró',
        'mi video',
        'mi grabación',
        'entregar',
        'quitar mi teléfono',
        'confiscar',
      ],
    },
  },
];
