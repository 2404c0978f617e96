import type { EvalCase } from '../../eval-case';
import {
  JUDGE_WARRANT_ES,
  LAWYER_ES,
  ODOR_ALONE_ES,
  ODOR_OK_WRONG_ES,
  RECORD_OK_ES,
} from './shared';

/** Spanish: Illinois to Oregon. */
export const PART_9: EvalCase[] = [
  // source: https://casetext.com/statute/illinois-compiled-statutes/rights-and-remedies/chapter-705-courts/subchapter-juvenile-courts/act-405-juvenile-court-act-of-1987/article-v-delinquent-minors/part-4-arrest-and-custody/section-705-ilcs-4055-4016-prohibition-of-deceptive-tactics
  // (705 ILCS 405/5-401.6: a confession of a person under 18 from a custodial interrogation at a
  // police station after January 1, 2022 is presumed inadmissible if officers knowingly used
  // deception, false facts about evidence or unauthorized promises of leniency);
  // https://beta.innocenceproject.org/policies/deception-in-juvenile-interrogations-in-illinois/
  {
    id: 'hod-es-il-chi-engano',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'La policía de Chicago interrogó a mi hijo de 15 años en la estación y le dijeron que tenían video de él y que si confesaba le iba a ir mejor. Todo era mentira. ¿Pueden hacer eso?',
      language: 'es',
    },
    mustContain: [
      /presum\w*[^.]{0,40}(?:inadmisible|no (?:se )?(?:puede|pueda) usar)|inadmisible|no (?:se )?(?:puede|podr[áa]) usar(?:se)? (?:como prueba|en (?:su|el|la) contra|en el juicio)|excluid/i,
      LAWYER_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) mentir(?:le)? (?:a (?:los |un )?menores?|a su hijo)(?![^.]{0,40}\b(?:pero|aunque|excepto)\b)/i,
    ],
  },
  // source: https://legalfix.com/statutes/state-codes/illinois/chapter-5/act-5-ilcs-805 (Illinois
  // TRUST Act, 5 ILCS 805: an immigration detainer is a request not approved by a judge; state law
  // gives local police no authority to enforce civil immigration law; no detention on a
  // non-judicial immigration warrant); https://www.immigration2usalaw.com/blog/2017/08/rauner-signs-illinois-trust-act/
  // (no stopping, detaining or arresting anyone on immigration status or a detainer)
  {
    id: 'hod-es-il-aurora-trust',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'Si la policía de Aurora, Illinois arresta a mi papá por algo menor, ¿lo pueden entregar a ICE o dejarlo detenido para que ICE lo recoja?',
      language: 'es',
    },
    mustContain: [
      /TRUST|(?:no (?:puede|pueden)|prohib\w*)[^.]{0,40}(?:retener|detener|mantener|entregar)[^.]{0,60}(?:ICE|detainer|solicitud|orden (?:de inmigraci|administrativ|civil))/i,
      JUDGE_WARRANT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:debe|tiene que|est[áa]n? obligad\w* a) (?:entregarlo|retenerlo|detenerlo) (?:a|para) ICE/i,
    ],
  },
  // source: https://nysentencing.com/new/gw24/pl/3/M/pl222/pl222_05.htm (N.Y. Penal Law 222.05:
  // adults may possess up to three ounces; lawful conduct is no basis for approach, search or
  // arrest; no finding of reasonable cause based solely on the odor of cannabis or burnt cannabis,
  // with a limited exception when investigating impaired driving)
  {
    id: 'hod-es-ny-queens-olor',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'En Queens un policía me paró caminando y dijo que olía a marihuana, y me revisó la mochila y los bolsillos. Tengo 25 años. ¿Eso está permitido en Nueva York?',
      language: 'es',
    },
    mustContain: [ODOR_ALONE_ES],
    mustNotContain: [ODOR_OK_WRONG_ES],
  },
  // source: https://law.justia.com/cases/new-jersey/supreme-court/2020/a-72-18.html (State v.
  // Andrews, N.J. 2020: a court order compelling a defendant to disclose his phone passcodes did
  // not violate the Fifth Amendment or New Jersey law; foregone conclusion)
  {
    id: 'hod-es-nj-paterson-clave',
    state: 'NJ',
    language: 'es',
    question: {
      message:
        'Me arrestaron en Paterson y el fiscal consiguió una orden del juez para obligarme a dar la contraseña de mi celular. ¿Me pueden obligar en Nueva Jersey?',
      language: 'es',
    },
    mustContain: [
      /s[íi],? (?:le |lo |te )?(?:pueden|puede) obligar|pueden obligarl[eo]|puede ser obligad|(?:le )?pueden exigir|Andrews|conclusi[óo]n (?:inevitable|previsible|conocida|ya conocida)|foregone conclusion/i,
      LAWYER_ES,
    ],
    mustNotContain: [/(?:nunca|jam[áa]s) (?:le |lo |te )?(?:pueden|puede|podr[áa]n) obligar/i],
  },
  // source: https://us3rdcircuitcourtofappealsopinions.justia.com/2017/07/07/fields-v-city-of-philadelphia/
  // (Fields v. City of Philadelphia, 3d Cir. 2017: the First Amendment protects photographing or
  // recording police officers conducting official duties in public)
  {
    id: 'hod-es-pa-phl-grabar',
    state: 'PA',
    language: 'es',
    question: {
      message:
        'En Filadelfia estaba grabando con mi celular cómo la policía arrestaba a un muchacho y un oficial me dijo que apagara el teléfono o me arrestaba. ¿Tengo derecho a grabar?',
      language: 'es',
    },
    mustContain: [
      RECORD_OK_ES,
      /no (?:interfiera|interferir|interfieras|obstruya|obstruir|estorbe|estorbar|se acerque demasiado|se meta)|sin (?:interferir|obstruir|estorbar)|distancia/i,
    ],
    mustNotContain: [
      /(?<!no )(?:necesita|necesitas|requiere|hace falta) (?:el )?(?:permiso|consentimiento) (?:del (?:oficial|polic[íi]a|agente)|de la polic[íi]a)/i,
    ],
  },
  // source: https://law.justia.com/cases/federal/appellate-courts/ca1/19-1586/19-1586-2020-12-15.html
  // (Project Veritas Action Fund v. Rollins / Martin v. Rollins, 1st Cir. 2020: Mass. Gen. Laws ch.
  // 272, § 99 violates the First Amendment in criminalizing secret, nonconsensual audio recording
  // of police officers discharging official duties in public spaces)
  {
    id: 'hod-es-ma-bos-secreto',
    state: 'MA',
    language: 'es',
    question: {
      message:
        'En Boston, ¿puedo grabar el audio de un policía sin que se dé cuenta, con el celular en el bolsillo? Me dijeron que en Massachusetts es delito grabar a escondidas.',
      language: 'es',
    },
    mustContain: [
      /Primera Enmienda|Primer Circuito|First Circuit|Martin|tribunal federal|corte federal|corte de apelaciones/i,
      /en p[úu]blico|espacios? p[úu]blicos?|lugares? p[úu]blicos?|funciones|deberes|cumpliendo|de servicio/i,
    ],
    mustNotContain: [
      /(?<!no )(?:es|sigue siendo) (?:un )?delito grabar[^.]{0,40}(?:polic[íi]a|agente|oficial)(?![^.]{0,60}(?:privad|no est[ée]n? (?:en|trabajando)|fuera de servicio))/i,
    ],
  },
  // source: https://lexace.ai/us/statute/maryland/CJ-3-8A-14.2 (Md. Cts. & Jud. Proc. 3-8A-14.2,
  // Child Interrogation Protection Act: no custodial interrogation of a child until the child has
  // consulted an attorney and the officer has tried to give actual notice to a parent; the
  // consultation may not be waived; applies to school resource officers)
  {
    id: 'hod-es-md-langley-menor',
    state: 'MD',
    language: 'es',
    question: {
      message:
        "La policía del condado Prince George's detuvo a mi hijo de 16 años en Langley Park y lo quieren interrogar. ¿Tienen que llamarme o conseguirle abogado primero?",
      language: 'es',
    },
    mustContain: [
      LAWYER_ES,
      /no (?:puede|pueden)[^.]{0,20}interrog\w*[^.]{0,60}(?:hasta|antes|sin)|antes de (?:cualquier |la |que (?:lo )?)?interrog|(?:debe|deben|tiene que|tienen que) (?:consultar|hablar)[^.]{0,20}(?:con )?(?:un )?abogad/i,
      /notific\w*|avis\w*|(?:intentar|hacer un esfuerzo|tratar)[^.]{0,40}(?:contact|llam)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:renunciar|saltarse) (?:a )?(?:la )?consulta/i,
      /(?<!no )(?:pueden|puede) interrogarlo sin (?:un )?abogado(?![^.]{0,20}\bsi\b)/i,
    ],
  },
  // source: https://capcentral.org/case_summaries/collins-v-virginia/ (Collins v. Virginia, 584
  // U.S. 586 (2018): the automobile exception does not permit an officer to enter the curtilage of
  // a home without a warrant to search a vehicle parked there, such as at the top of a driveway)
  {
    id: 'hod-es-va-manassas-cochera',
    state: 'VA',
    language: 'es',
    question: {
      message:
        'La policía de Manassas entró hasta mi cochera (el driveway pegado a la casa) sin orden y revisó mi camioneta. Dicen que los carros se pueden revisar sin orden. ¿Es cierto?',
      language: 'es',
    },
    mustContain: [
      /Collins|curtilage|curtilaje|(?:entrada|cochera|driveway|propiedad|terreno)[^.]{0,60}(?:casa|hogar|vivienda)/i,
      /orden/i,
    ],
    mustNotContain: [
      /(?<!no )(?:siempre )?(?:pueden|puede) (?:revisar|registrar) (?:un |su |el )?(?:carro|veh[íi]culo|camioneta) (?:en cualquier lugar|donde sea|aunque est[ée] en (?:su|tu) (?:propiedad|cochera|casa))/i,
    ],
  },
  // source: https://www.clarklaw.llc/blog/2022/july/a-must-read-for-wa-parents-youth-access-to-couns/
  // (RCW 13.40.740, from Jan. 1, 2022: officers must give anyone under 18 access to an attorney
  // before a custodial interrogation, a detention on probable cause, or a request for consent to
  // search the juvenile, property or vehicle; the right cannot be waived)
  {
    id: 'hod-es-wa-yakima-consent',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'En Yakima la policía paró a mi hija de 17 años y le pidió permiso para revisar su mochila y su carro. ¿Puede una menor dar ese permiso sola en Washington?',
      language: 'es',
    },
    mustContain: [
      LAWYER_ES,
      /(?:consent\w*|permiso)[^.]{0,80}abogad|abogad[^.]{0,80}(?:consent\w*|permiso|registr|revis)|13\.40\.740/i,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:dar|otorgar) (?:su |el |ese )?(?:consentimiento|permiso) (?:sola|sin (?:un |hablar con un )?abogado|por s[íi] misma)/i,
    ],
  },
  // source: https://supreme.justia.com/us/429/492/case.html (Oregon v. Mathiason, 429 U.S. 492
  // (1977): a suspect who came voluntarily, was told he was not under arrest and left freely was
  // not in custody, so no Miranda warnings were required)
  {
    id: 'hod-es-or-salem-voluntario',
    state: 'OR',
    language: 'es',
    question: {
      message:
        "Un detective de Salem me llamó para que vaya 'voluntariamente' a la estación a platicar. Si voy, ¿me tienen que leer mis derechos de Miranda? ¿Me puedo ir cuando quiera?",
      language: 'es',
    },
    mustContain: [
      /no (?:est[áa]|estar[áa]|estaría) (?:bajo )?(?:arresto|custodia|detenid)|no es custodia|sin custodia|no (?:tienen|tiene) que (?:leer|leerle|darle)|no (?:est[áa]n|est[áa]) obligad\w* a (?:leer|leerle)/i,
      /irse|irte|salir|retirarse|marcharse/i,
      LAWYER_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:siempre )?(?:tienen que|deben) (?:leerle|leer) (?:sus )?(?:derechos|Miranda)(?![^.]{0,40}\b(?:si|cuando)\b)/i,
    ],
  },
];
