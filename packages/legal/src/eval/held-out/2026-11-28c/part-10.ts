import type { EvalCase } from '../../eval-case';
import { NO_ASK_STATUS_ES, SILENT_ES } from './shared';

/** Spanish: menores, cámaras corporales, quejas, prensa en protestas, leyes estatales de inmigración. */
export const PART_10: EvalCase[] = [
  // source: Ind. Code § 31-32-5-1 — https://indianajuvenilejustice.com/2013/11/14/who-can-provide-meaningful-consultation-before-interrogation/
  // (los derechos de un menor solo se renuncian por su abogado, o por el padre/tutor tras una
  // consulta significativa con el menor, y el menor debe unirse a la renuncia).
  {
    id: 'hoc-es-in-indianapolis-hijo-15',
    state: 'IN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en indianapolis la policia quiere hablar con mi hijo de 15 años sobre un pleito. lo pueden interrogar sin mi? el puede renunciar a sus derechos solo?',
    },
    mustContain: [
      /31-32-5-1|consulta significativa|consulta (?:real|verdadera)/i,
      /padre|madre|tutor|custodio/i,
    ],
  },
  // source: J.D.B. v. North Carolina (2011) — http://caselaw4cops.net/cases_new/jdb_v_north_carolina_09_11121_2011.html
  // and https://nccriminallaw.sog.unc.edu/new-bulletin-on-juvenile-interrogations/ (la edad cuenta para
  // decidir si hay custodia; en NC, G.S. 7B-2101, el menor bajo custodia debe saber que puede tener a
  // un padre presente).
  {
    id: 'hoc-es-nc-silercity-escuela-12',
    state: 'NC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi niño de 12 años lo sacaron del salon en su escuela en siler city y un policia lo interrogo solo en una oficina. no me llamaron. importa su edad?',
    },
    mustContain: [/J\.?\s?D\.?\s?B\.?|edad/i, /custodia|Miranda/i, /padre|madre|tutor/i],
  },
  // source: Tex. Occ. Code § 1701.661 — https://lawserver.com/law/state/texas/tx-codes/texas_occupations_code_1701-661
  // (solicitud por escrito con fecha y hora aproximada, lugar específico y nombre de una o más
  // personas grabadas).
  {
    id: 'hoc-es-tx-pharr-video-camara',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'a mi esposo lo arrestaron en pharr texas y el policia traia camara en el pecho. como pido el video? que datos tengo que poner?',
    },
    mustContain: [
      /fecha/i,
      /hora/i,
      /lugar|ubicaci[oó]n|d[oó]nde/i,
      /nombre/i,
      /por escrito|escrita/i,
    ],
    mustNotCite: [/132-1\.4A/],
  },
  // source: https://www.chicagocopa.org/investigations/jurisdiction/ and https://www.chicagocopa.org/complaints/
  // (COPA, agencia civil independiente; investiga fuerza excesiva; ofrece traducción).
  {
    id: 'hoc-es-il-lavillita-queja',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policia de chicago golpeo a mi hijo en la 26 en la villita. donde pongo una queja que no sea con la misma policia? no hablo mucho ingles',
    },
    mustContain: [/COPA|Civilian Office of Police Accountability|Oficina Civil/i],
  },
  // source: https://www.sf.gov/department-of-police-accountability-frequently-asked-questions and
  // https://sf-goso.org/legal-service/legal/san-francisco-department-of-police-accountability-dpa-legal-advocacy
  // (cualquier persona puede quejarse, de forma anónima, sin importar su estatus migratorio; hay
  // intérpretes).
  {
    id: 'hoc-es-ca-mision-queja-sin-papeles',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policia de san francisco me trato muy mal en la mision. quiero poner queja pero no tengo papeles. me van a preguntar mi estatus? a donde voy?',
    },
    mustContain: [
      /Department of Police Accountability|Departamento de Responsabilidad Policial|\bDPA\b/i,
      /estatus migratorio|sin importar|cualquier persona|an[oó]nim/i,
    ],
  },
  // source: https://seattle.gov/opa/complaints (cualquiera puede quejarse, sin dar su nombre; no
  // preguntan el estatus migratorio).
  {
    id: 'hoc-es-wa-beaconhill-queja',
    state: 'WA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en beacon hill seattle un policia empujo a mi mama. ella no quiere dar su nombre ni que le pregunten papeles. se puede quejar?',
    },
    mustContain: [
      /Office of Police Accountability|Oficina de Responsabilidad Policial|\bOPA\b/i,
      /an[oó]nim|sin (?:dar )?(?:su )?nombre|estatus migratorio/i,
    ],
  },
  // source: Cal. Penal Code § 409.7 — https://www.dwt.com/insights/2025/06/news-media-ice-protests-california-law-sb-98
  // (los periodistas pueden estar en zonas cerradas en protestas y no se les puede citar por no
  // dispersarse).
  {
    id: 'hoc-es-ca-boyleheights-periodista',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'soy periodista de un periodico comunitario y estoy cubriendo una protesta contra ICE en boyle heights. la policia dijo que todos se dispersen. me tengo que ir yo tambien?',
    },
    mustContain: [
      /409\.7|SB 98/i,
      /periodista|prensa|reporter|medios/i,
      /dispers|citar|citaci[oó]n|multa/i,
    ],
  },
  // source: Keep Washington Working Act — https://defensenet.org/keep-washington-working-act/ (la
  // policía local no puede preguntar ni recopilar lugar de nacimiento o estatus migratorio, salvo en
  // una investigación criminal).
  {
    id: 'hoc-es-wa-wenatchee-donde-nacio',
    state: 'WA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en wenatchee un sheriff paro a mi papa en la huerta y le pregunto donde nacio y si tiene papeles. eso lo puede preguntar aqui en washington?',
    },
    mustContain: [
      /Keep Washington Working|10\.93\.160|Mantener a Washington Trabajando/i,
      NO_ASK_STATUS_ES,
      SILENT_ES,
    ],
  },
  // source: ORS 181A.820 and the Oregon DOJ summary — https://newsregister.com/article?articleTitle=state-sanctuary-law-protections--1738982362--51091--
  // (no tiene que compartir, y no le deben preguntar, su país de nacimiento ni su estatus migratorio).
  {
    id: 'hoc-es-or-woodburn-papeles',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en woodburn oregon un policia le pregunto a mi tio si tenia papeles cuando lo paro por una luz. la policia de oregon puede preguntar eso?',
    },
    mustContain: [/181A\.8\d\d|santuario/i, NO_ASK_STATUS_ES],
  },
  // source: Cal. Gov. Code § 7284.6 (SB 54) — https://cityrulelookup.com/immigration/sanctuary-status/fallbrook-ca
  // (la policía local no puede preguntar el estatus migratorio ni detener por una petición de ICE).
  {
    id: 'hoc-es-ca-oxnard-llamar-migra',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en oxnard la policia paro a mi esposa en el carro. le pueden preguntar si tiene papeles o llamar a la migra?',
    },
    mustContain: [
      /SB 54|Ley de Valores de California|California Values Act|7284/i,
      NO_ASK_STATUS_ES,
    ],
  },
];
