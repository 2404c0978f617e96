import type { EvalCase } from '../../eval-case';
import { LAWYER_ES, NO_CONSENT_ES, SILENT_ES } from './shared';

/** Spanish, part 10: OK, LA, MS, AL, SC, IN, MI, MN, NH, RI. */
export const PART_10: EvalCase[] = [
  // source: ACLU guidance as reposted at https://imalemon.blogspot.com/2009/04/know-your-rights-if-your-car-is-stopped.html
  // ("The officer cannot use your refusal to give consent as a basis for doing a search") and
  // https://ivylawgroup.com/knowledge-is-power/
  {
    id: 'hoc-es-ok-consent-refuse',
    state: 'OK',
    language: 'es',
    question: {
      language: 'es',
      message:
        "En Tulsa el policía me preguntó '¿puedo revisar tu carro?' y yo me puse nervioso. ¿Le puedo decir que no? ¿me puede arrestar por negarme?",
    },
    mustContain: [
      NO_CONSENT_ES,
      /negar(?:se|te)[^.]{0,100}no (?:es|puede ser|constituye|le da|te da) (?:un )?(?:delito|motivo|causa|raz[óo]n|base)|no (?:le|te|lo) (?:puede|pueden) arrestar (?:solo |s[óo]lo )?por (?:negarse|negarte|decir que no)|no (?:es|constituye) (?:un )?delito|causa probable/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes) que (?:dejar|permitir)(?:le|lo)? (?:que )?(?:revis|registr)(?![^.]{0,60}(?:si |cuando|orden))/i,
    ],
  },
  // source: Stoner v. California, https://studicata.com/case-briefs/case/stoner-v-california and
  // https://bluetogold.com/legal-research/stoner-v-california/
  {
    id: 'hoc-es-la-motel-manager',
    state: 'LA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Estamos quedándonos en un motel en Kenner (Luisiana) y el gerente dejó entrar a la policía al cuarto mientras no estábamos. ¿Es legal? el cuarto está a mi nombre',
    },
    mustContain: [
      /(?:gerente|recepci[óo]n|recepcionista|hotel|motel|empleado|encargado)[^.]{0,120}no (?:puede|pod[íi]a|ten[íi]a|tiene)[^.]{0,40}(?:autoridad|derecho|consentir|consentimiento|permiso|autorizar)|Stoner/i,
      /orden/i,
    ],
    mustNotContain: [
      /(?<!no )(?:el gerente|el hotel|el motel|la recepci[óo]n) (?:s[íi] )?(?:puede|pod[íi]a) (?:dar (?:el )?permiso|autorizar|consentir)/i,
    ],
  },
  // source: https://legalaidatwork.org/5-things-workers-should-know-about-immigration-raids-yourrightsatwork/
  // (remain silent, ask for an attorney, refuse to sign) and Miranda, https://constitution.congress.gov/browse/essay/amdt5_3_2_2_3_2_2/
  {
    id: 'hoc-es-ms-raid-arrest',
    state: 'MS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'A mi esposo lo arrestaron en Forest, Mississippi (redada en la planta de pollo). ¿Tiene que hablar con los agentes? le quieren hacer firmar unos papeles en inglés',
    },
    mustContain: [SILENT_ES, LAWYER_ES, /no (?:firme|firmar|debe firmar|tiene que firmar)/i],
    mustNotContain: [/(?<!no |nunca |jam[áa]s )firme (?:los papeles|todo|lo que)/i],
  },
  // source: Ala. Code 15-5-30 as described at https://legalclarity.org/is-alabama-a-stop-and-id-state and
  // https://legalclarity.org/alabama-stop-and-question-laws-rights-and-legal-implications (name, address,
  // explanation on reasonable suspicion). A 2025 amendment (HB 34, refusal a Class C misdemeanor) could
  // not be confirmed, so no case depends on it.
  {
    id: 'hoc-es-al-15-5-30',
    state: 'AL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Albertville, Alabama, un policía me paró caminando y me dijo que le diera nombre, dirección y qué andaba haciendo. ¿Tengo que?',
    },
    mustContain: [/15-5-30|nombre[^.]{0,100}(?:direcci[óo]n|domicilio)/i, /sospech/i],
    mustNotContain: [/alabama no (?:tiene|permite)[^.]{0,40}(?:pedir|exigir) (?:el )?nombre/i],
  },
  // source: Whren v. United States, 517 U.S. 806 (1996), https://law.onecle.com/ussc/517/517us806.html;
  // complaints: https://aclu-sdic.org/en/node/2073 (internal affairs or civilian complaint board).
  {
    id: 'hoc-es-sc-pretext',
    state: 'SC',
    language: 'es',
    question: {
      language: 'es',
      message:
        "En Columbia, SC, me pararon 'porque me pasé la línea' pero yo creo que fue por ser latino. ¿Eso es legal? ¿qué puedo hacer?",
    },
    mustContain: [
      /Whren|(?:infracci[óo]n|violaci[óo]n)[^.]{0,160}(?:v[áa]lid|legal|suficiente|basta)|(?:motivo|intenci[óo]n|motivaci[óo]n) (?:real|subjetiv|verdader)/i,
      /queja|denuncia|asuntos internos|internal affairs/i,
    ],
    mustNotContain: [
      /(?<!no )(?:la parada|el alto) (?:es|fue) (?:autom[áa]ticamente )?ilegal (?:si|porque) (?:el )?(?:polic[íi]a|oficial) (?:ten[íi]a|tiene) otro motivo/i,
    ],
  },
  // source: IC 31-32-5-1, https://indianajuvenilejustice.com/2013/11/14/who-can-provide-meaningful-consultation-before-interrogation/
  // and https://caseclips.courts.in.gov/2009/02/20/rw-v-state (waiver by counsel, or by a parent after
  // meaningful consultation with the child joining).
  {
    id: 'hoc-es-in-juvenile-waiver',
    state: 'IN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'A mi hijo de 15 en Indianápolis lo quieren interrogar los detectives y me dijeron que firmara que él renuncia a sus derechos. ¿Qué dice la ley en Indiana?',
    },
    mustContain: [
      /consulta significativa|meaningful consultation|31-32-5-1|(?:consult(?:a|ar)|hablar)[^.]{0,100}(?:significativ|a solas|en privado|con (?:usted|el padre|la madre|sus padres))/i,
      /(?:padre|madre|tutor)[^.]{0,100}(?:renuncia|renunciar)|(?:renuncia|renunciar)[^.]{0,100}(?:padre|madre|tutor|abogad)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:el menor|su hijo|un menor) (?:puede|podr[íi]a) renunciar (?:solo|[ée]l solo|por s[íi] mismo)/i,
    ],
  },
  // source: 8 C.F.R. 287.1(a)(2), http://gorena.org/287g-definitions.htm (100 air miles) and ACLU,
  // https://docslib.org/doc/3500249/cbps-100-mile-rule-for-more-information-contact-chris-rickerd
  // (no stop without reasonable suspicion); United States v. Brignoni-Ponce,
  // https://www.law.cornell.edu/constitution-conan/amendment-4/searches-beyond-the-border
  {
    id: 'hoc-es-mi-border-patrol',
    state: 'MI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Vivo en el suroeste de Detroit. La Patrulla Fronteriza me paró en la calle lejos del puente, ¿pueden hacer eso aquí si no es la frontera? ¿qué les digo?',
    },
    mustContain: [/100 millas|cien millas/i, /sospecha razonable/i, SILENT_ES],
    mustNotContain: [
      /(?:en la calle|en cualquier lugar|en cualquier parte|en cualquier momento)[^.]{0,40}(?<!no )(?:pueden|puede) (?:detener|parar)(?:le|te|lo)? sin (?:ning[úu]n )?(?:motivo|raz[óo]n|sospecha)/i,
    ],
  },
  // source: Davis v. United States, 512 U.S. 452 (1994), http://www.lawpipe.com/US/Davis_v_United_States.html
  // ("Maybe I should talk to a lawyer" is not a clear request; officers may keep asking). State only
  // in history.
  {
    id: 'hoc-es-mn-maybe-lawyer-followup',
    state: 'MN',
    language: 'es',
    question: {
      language: 'es',
      message:
        "Mi hermano le dijo al detective 'tal vez debería hablar con un abogado' y siguieron interrogándolo. ¿Eso cuenta como pedir abogado?",
      conversationHistory: [
        { role: 'user', content: 'Arrestaron a mi hermano en Minneapolis ayer.' },
        { role: 'assistant', content: 'Lo siento. ¿Qué pasó después del arresto?' },
      ],
    },
    mustContain: [
      /clar[ao]|claramente|inequ[íi]voc|sin ambig[üu]edad|directamente|expl[íi]cit/i,
      /no (?:basta|es suficiente|cuenta)|(?:pueden|puede) (?:seguir|continuar)|Davis/i,
    ],
    mustNotContain: [/(?<!no )cualquier menci[óo]n (?:de|a) (?:un )?abogado (?:obliga|basta)/i],
  },
  // source: Kentucky v. King as summarized at https://en.wikipedia.org/wiki/Knock_and_talk (no obligation
  // to open the door or to speak).
  {
    id: 'hoc-es-nh-knock-talk',
    state: 'NH',
    language: 'es',
    question: {
      language: 'es',
      message:
        "En Nashua, New Hampshire, dos policías tocaron y dijeron que solo querían 'platicar' sobre un vecino. No traen orden. ¿Tengo que abrir o salir?",
    },
    mustContain: [
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:abrir|salir|hablar|dejarlos)|(?:puede|puedes) hablar (?:a trav[ée]s de|por|detr[áa]s de) la puerta|no (?:abra|abras|abrir)/i,
      /orden/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes) que (?:abrir|salir)(?![^.]{0,60}(?:si |cuando|orden))/i,
    ],
  },
  // source: United States v. Drayton, https://capcentral.org/case_summaries/u-s-v-drayton/ (no duty to
  // advise of the right to refuse; consent must be voluntary). Drayton is a bus case; the same consent
  // rule is applied here to a train station encounter.
  {
    id: 'hoc-es-ri-amtrak-bag',
    state: 'RI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Estoy en la estación de Providence, Rhode Island, esperando el Amtrak, y unos agentes se acercaron a preguntar si podían revisar mi maleta. ¿Puedo decir que no? no me dijeron que podía',
    },
    mustContain: [
      NO_CONSENT_ES,
      /no (?:tienen|tiene|est[áa]n obligad[oa]s?|necesitan) (?:que|a) (?:decir|avisar|informar|advertir)|Drayton|Bostick/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes) que (?:dejar|permitir)(?:les)? (?:que )?(?:revis|registr)(?![^.]{0,60}(?:si |cuando|orden))/i,
    ],
  },
];
