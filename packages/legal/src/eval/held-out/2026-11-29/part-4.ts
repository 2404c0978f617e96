// Part 4: traffic stops in Spanish; DUI, implied consent and checkpoints.
import type { EvalCase } from '../../eval-case';
import {
  ASK_STATE_EN,
  BLOOD_CRIME_WRONG_EN,
  BLOOD_WARRANT_EN,
  BREATH_EN,
  CHECKPOINT_EVERYWHERE_WRONG_EN,
  CHECKPOINT_LEGAL_WRONG_EN,
  DEBE_BAJARSE_ES,
  DELITO_ES,
  LICENCIA_ES,
  IMPOUND_WRONG_ES,
  MUST_STOP_RETEN_ES,
  NEGARSE_NO_DELITO_WRONG_ES,
  NO_CHECKPOINTS_EN,
  NO_CONSENT_ES,
  NO_IMPOUND_ES,
  NO_RETENES_ES,
  ODOR_ALONE_ES,
  ODOR_OK_WRONG_ES,
  ONE_YEAR_EN,
  REGISTRO_SEGURO_ES,
  RETEN_LEGAL_WRONG_ES,
  SILENT_ES_ANY,
  SUSPENSION_EN,
  SUSPENSION_ES,
  VARIES_EN,
  anyOf,
} from './shared';

export const PART_4: EvalCase[] = [
  // source: Maryland v. Wilson, 519 U.S. 408 (1997), passengers may be ordered out (verified in the
  // 2026-11-28e set; cited with Mimms in Whren, law.onecle.com); consent may be refused.
  {
    id: 'hof-es-fl-hollywood-pasajera',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'en hollywood florida por la hollywood blvd pararon a mi esposo y el policia me dijo a mi, que iba de pasajera, que me bajara del carro. yo no hice nada! me puedo quedar adentro? y si me pide revisar mi bolsa?',
      language: 'es',
    },
    mustContain: [DEBE_BAJARSE_ES, NO_CONSENT_ES],
    firstPartMustContain: [DEBE_BAJARSE_ES],
  },
  // source: Commonwealth v. Barr, 266 A.3d 25 (Pa. 2021) (casetext; Legal Intelligencer): the odor
  // of marijuana alone is not probable cause to search a vehicle; it is one factor.
  {
    id: 'hof-es-pa-lancaster-olor',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'en lancaster pensilvania, por la calle king, un policia me paro y dijo que olia a marihuana y con eso me registró todo el carro. yo tengo tarjeta de marihuana medicinal. puede hacer eso solo por el olor?',
      language: 'es',
    },
    mustContain: [ODOR_ALONE_ES],
    mustNotContain: [ODOR_OK_WRONG_ES],
  },
  // source: a driver must show licence, registration and insurance on request (Mont. 46-5-401, Ala.
  // 32-6-9, Neb. 60-683(4) read above; Michigan's own statute not read); the right to silence.
  {
    id: 'hof-es-mi-flint-licencia',
    state: 'MI',
    language: 'es',
    question: {
      message:
        'me pararon en flint michigan en la dort highway. que papeles estoy obligado a mostrar como chofer? el oficial tambien me preguntaba de donde soy y a que me dedico, tengo que decirle?',
      language: 'es',
    },
    mustContain: [LICENCIA_ES, REGISTRO_SEGURO_ES, SILENT_ES_ANY],
  },
  // source: Md. Code, Crim. Proc. 1-211 (Cannabis Reform Act 2023; emdenlaw.com). The state is only
  // in the earlier turn.
  {
    id: 'hof-es-fu-md-gaithersburg-olor',
    state: 'MD',
    language: 'es',
    question: {
      message: 'y si el policia dice que huele a mota, eso le basta para revisar el carro?',
      language: 'es',
      conversationHistory: [
        {
          role: 'user',
          content: 'buenas, vivo en gaithersburg maryland y manejo todos los dias por la 355',
        },
        { role: 'assistant', content: 'Buenas. ¿Qué quiere saber?' },
      ],
    },
    mustContain: [ODOR_ALONE_ES],
    mustNotContain: [ODOR_OK_WRONG_ES],
  },
  // source: Nelson v. Lane County, 304 Or. 97 (1987) (Justia; studicata): sobriety roadblocks
  // violate Article I, section 9 of the Oregon Constitution absent valid authority.
  {
    id: 'hof-en-or-corvallis-checkpoint',
    state: 'OR',
    question: {
      message:
        'corvallis oregon, my roommate swears theres gonna be a DUI checkpoint on 9th st for homecoming. do they even do those here? can they stop everybody',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: Wis. Stat. 349.02(2)(a) (mayslaw.net; Wisconsin bills AB 410/2011 and SB 683/2015
  // analyses: no stop without reasonable cause; checkpoints banned). State only in the earlier turn.
  {
    id: 'hof-es-fu-wi-eauclaire-reten',
    state: 'WI',
    language: 'es',
    question: {
      message: 'y aqui hacen retenes de alcohol como en mexico? me pueden parar sin razon?',
      language: 'es',
      conversationHistory: [
        { role: 'user', content: 'hola, acabo de mudarme a eau claire wisconsin por trabajo' },
        { role: 'assistant', content: 'Bienvenido. ¿En qué le puedo ayudar?' },
      ],
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: Cal. Veh. Code 2814.2 (AB 353, 2011; shouselaw.com; leginfo): drivers must stop at a
  // posted checkpoint; no impound when the only offense is no licence; the car goes to a licensed
  // driver the owner authorizes.
  {
    id: 'hof-es-ca-picorivera-reten',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'en pico rivera ponen reten los viernes en la whittier blvd. yo manejo sin licencia porque no tengo papeles. me pueden quitar la troca y mandarla al corralon si paso? tengo que parar?',
      language: 'es',
    },
    mustContain: [MUST_STOP_RETEN_ES, NO_IMPOUND_ES],
    mustNotContain: [IMPOUND_WRONG_ES],
  },
  // source: Fla. Stat. 316.1932 and 322.2615 (criminallawyerjacksonville.com; flatriallaw.com): a
  // first refusal suspends the licence one year, a second 18 months; tampabaytrafficlawyer.com says
  // since Oct. 1, 2025 even a first refusal is a crime (not required here).
  {
    id: 'hof-en-fl-ocala-refusal',
    state: 'FL',
    question: {
      message:
        'ocala fl, my dad got arrested for DUI on pine ave and refused to blow at the jail. first time ever. what happens to his license now? how long',
    },
    mustContain: [SUSPENSION_EN, ONE_YEAR_EN],
  },
  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016) (TDCAA; publicdefenders.us): a breath
  // test incident to a DUI arrest needs no warrant; a blood test does, and refusing a warrantless
  // blood test cannot be made a crime.
  {
    id: 'hof-en-nd-bismarck-blood',
    state: 'ND',
    question: {
      message:
        'bismarck nd, after my DUI arrest the officer wanted to take me to the hospital for a blood draw. i said no. he didnt have a warrant. can they charge me with a crime for refusing the blood test?',
    },
    mustContain: [BLOOD_WARRANT_EN, BREATH_EN],
    mustNotContain: [BLOOD_CRIME_WRONG_EN],
  },
  // source: Nelson v. Lane County (OR), City of Seattle v. Mesiani (WA), Wis. Stat. 349.02 ban
  // checkpoints; Ingersoll v. Palmer (CA) and Michigan v. Sitz allow them; no place is given.
  {
    id: 'hof-en-nostate-checkpoint',
    question: {
      message:
        'are DUI checkpoints even legal?? theres one every saturday by my house and they stop literally everyone',
    },
    mustContain: [anyOf(ASK_STATE_EN, VARIES_EN)],
    mustNotContain: [CHECKPOINT_EVERYWHERE_WRONG_EN],
  },
  // source: Birchfield v. North Dakota (TDCAA; lawenforcementcaselaw blog): North Dakota and
  // Minnesota make refusing a test a crime, and a breath-test refusal may be criminalized; licence
  // revocation as well.
  {
    id: 'hof-es-mn-faribault-soplar',
    state: 'MN',
    language: 'es',
    question: {
      message:
        'en faribault minnesota arrestaron a mi hermano por manejar tomado y no quiso soplar en la maquina en la estacion. le dijeron que eso es otro delito. de verdad es delito negarse aqui? que le pasa a su licencia',
      language: 'es',
    },
    mustContain: [DELITO_ES, anyOf(SUSPENSION_ES, /revoca|licencia/)],
    mustNotContain: [NEGARSE_NO_DELITO_WRONG_ES],
  },
];
