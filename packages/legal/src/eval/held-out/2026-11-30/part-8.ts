/*
 * Held-out set 2026-11-30, part 8 (Spanish): immigration agents, status documents, recording and
 * protests. Written by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  AGE_18_ANY,
  BLOQUEAR_ES,
  FEET_25_ANY,
  FIRMADA_JUEZ_ES,
  INTENCION_ES,
  LIBRE_IRSE_ES_WIDE,
  LLEVAR_SIEMPRE_ES,
  NEGAR_REGISTRO_ES,
  NO_ABRIR_PUERTA_ES,
  NO_FIRME_ES,
  NO_MIENTA_ES,
  PRIVADO_ES,
  RECORD_OK_ES_WIDE,
  SILENCIO_ES,
  SIN_PERMISO_ES,
  claimEsX,
} from './shared';

export const PART_8: EvalCase[] = [
  // source: iceencounter.com and observed.org: administrative warrants (I-200, I-205) are not signed
  // by a judge; keep the door closed and ask for the warrant under the door; remain silent.
  {
    id: 'hog-es-az-nogales-ice-puerta',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'Están tocando unos de ICE aquí en mi casa en Nogales, dicen que traen orden para mi esposo. ¿Tengo que abrirles la puerta? ¿Qué les digo? Ayuda porfa',
      language: 'es',
    },
    mustContain: [NO_ABRIR_PUERTA_ES, FIRMADA_JUEZ_ES, SILENCIO_ES],
    firstPartMustContain: [NO_ABRIR_PUERTA_ES],
  },
  // source: observed.org "ICE stops in public"; knowyourrights.immdefense.org: ask if free to go,
  // remain silent, do not lie or show false or foreign papers.
  {
    id: 'hog-es-ca-coachella-ice-calle',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Saliendo del trabajo en el campo en Coachella unos agentes de migración me pararon y me preguntaron de dónde soy y si tengo papeles. No tengo. ¿Qué hago si me vuelve a pasar? ¿Me puedo ir?',
      language: 'es',
    },
    mustContain: [SILENCIO_ES, LIBRE_IRSE_ES_WIDE, NO_MIENTA_ES],
    mustNotContain: [
      claimEsX(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:contestar|responder|decirles de d[óo]nde)`,
      ),
    ],
  },
  // source: 8 U.S.C. 1304(e) (statute text; CBP advisory 2025): non-citizens 18 or older must carry
  // the registration card; Martinez-Fuerte and Ortiz (Cornell LII; AmIFreeToGo wiki): questioning at
  // a fixed checkpoint is allowed, a search needs consent or probable cause.
  {
    id: 'hog-es-tx-delrio-bp-mica',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Soy residente permanente y voy a pasar por el checkpoint de la Border Patrol saliendo de Del Rio. ¿Tengo que llevar mi mica? ¿Me pueden revisar la troca aunque yo no quiera?',
      language: 'es',
    },
    mustContain: [
      /green card|tarjeta de residen|mica|residencia/i,
      LLEVAR_SIEMPRE_ES,
      /consentimiento|causa probable|permiso/i,
    ],
  },
  // source: 8 U.S.C. 1304(e) as above: every non-citizen 18 or older, at all times; misdemeanor.
  {
    id: 'hog-es-ga-lawrenceville-mica',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'Tengo green card y 20 años, vivo en Lawrenceville. ¿De verdad tengo que cargar la mica siempre, hasta para ir al súper? ¿Qué pasa si no la traigo?',
      language: 'es',
    },
    mustContain: [
      LLEVAR_SIEMPRE_ES,
      AGE_18_ANY,
      /delito menor|multa|30 d[íi]as|\$100|100 d[óo]lares|sanci[óo]n|penal/i,
    ],
  },
  // source: ORS 181A.820 (oregonir.org) and Oregon DOJ Sanctuary Promise pages: state and local police
  // may not enforce federal immigration law or ask about status for that purpose; exceptions exist.
  {
    id: 'hog-es-or-forestgrove-policia-migra',
    state: 'OR',
    language: 'es',
    question: {
      message:
        'Vivo en Forest Grove, Oregon. Si la policía de la ciudad me para por una multa, ¿me puede preguntar si tengo papeles o llamar a la migra?',
      language: 'es',
    },
    mustContain: [
      /no (?:pueden|puede|deben|debe|est[áa]n? permitid)[^.]{0,80}(?:inmigraci|estatus|ciudadan|migra|ICE|papeles)|181A\.8|santuario|prohib/i,
    ],
    mustNotCite: [/11-1051/, /SB ?1070/],
  },
  // source: serviciosdelaraza.org know-your-rights (at the workplace: you may remain silent, never lie
  // or show false documents, do not sign anything before talking to a lawyer).
  {
    id: 'hog-es-ia-postville-redada',
    state: 'IA',
    language: 'es',
    question: {
      message:
        'Dicen que la migra va a hacer una redada en la planta de carne en Postville. Si llegan cuando estoy trabajando, ¿qué derechos tengo? ¿Tengo que firmar lo que me den?',
      language: 'es',
    },
    mustContain: [SILENCIO_ES, NO_FIRME_ES],
    mustNotContain: [claimEsX(String.raw`(?:tiene|tienes|debe|debes) (?:que )?firmar`)],
  },
  // source: 720 ILCS 5/14 as amended December 2014 (ISBA Illinois Bar Journal; jaldrichlaw.com):
  // recording police in public without consent is legal; secret recording of private conversations is not.
  {
    id: 'hog-es-il-littlevillage-grabar',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'En La Villita (Little Village) en Chicago la policía estaba arrestando a un muchacho en la 26 y yo lo grabé con mi cel. Un policía me dijo que en Illinois es delito grabarlos. ¿Es cierto?',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, PRIVADO_ES],
    mustNotContain: [
      /(?<!\bno\b[^.]{0,40})(?:es|ser[íi]a) (?:un )?(?:delito|ilegal|crimen) grabar(?:los| a la polic[íi]a| a los polic[íi]as| a los agentes)(?! (?:en secreto|a escondidas))/i,
    ],
  },
  // source: Fla. Stat. 843.31 (lawserver.com 2024; Rice Law Florida; news, eff. Jan. 1, 2025): after a
  // warning, within 25 feet with intent to impede, threaten or harass; filming is not itself barred.
  {
    id: 'hog-es-fl-plantcity-25pies',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Estaba grabando cómo arrestaban a mi primo en Plant City y el policía me gritó que me alejara 25 pies o me llevaba. ¿Eso es ley en Florida? ¿Puedo seguir grabando de lejos?',
      language: 'es',
    },
    mustContain: [FEET_25_ANY, /advert/i, INTENCION_ES, RECORD_OK_ES_WIDE],
    mustNotCite: [/13-3732/, /14:109/, /35-44\.1-2-14/],
  },
  // source: Turner v. Driver, No. 16-10312 (5th Cir. 2017) (law.justia.com summary): a First Amendment
  // right to record the police exists, subject to reasonable time, place and manner restrictions.
  {
    id: 'hog-es-tx-harlingen-grabar',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'oye en Harlingen un policía le estaba gritando a mi amá en un estacionamiento y yo lo estaba grabando, y me dijo que apagara el cel. ¿Tengo derecho a grabarlo en Texas?',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE],
  },
  // source: ACLU "Protesters' rights" (quoted on corndog.social) and ACLU of Southern California: no
  // permit on sidewalks if pedestrians and entrances are not blocked.
  {
    id: 'hog-es-ks-ulysses-protesta',
    state: 'KS',
    language: 'es',
    question: {
      message:
        'Queremos hacer una protesta con pancartas en la banqueta enfrente de la alcaldía de Ulysses, Kansas, por las redadas. ¿Ocupamos permiso? ¿Nos pueden arrestar?',
      language: 'es',
    },
    mustContain: [SIN_PERMISO_ES, BLOQUEAR_ES],
  },
  // source: factually.co summary of ICE street-stop rights (no search of a person or belongings
  // without consent, probable cause or a warrant) and observed.org (refuse a search, stay silent).
  {
    id: 'hog-es-md-glenmont-ice-carro',
    state: 'MD',
    language: 'es',
    question: {
      message:
        'Unos agentes de ICE me siguieron hasta mi casa en Glenmont, Maryland, y me preguntan si pueden revisar mi carro que está en la calle. ¿Les tengo que dejar? No soy ciudadano',
      language: 'es',
    },
    mustContain: [NEGAR_REGISTRO_ES, SILENCIO_ES],
    mustNotContain: [
      claimEsX(String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:dejarlos|dejarles|permitir)`),
    ],
  },
];
