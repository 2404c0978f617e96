import type { EvalCase } from '../../eval-case';
import { SILENT_ES } from './shared';

/** Spanish, part 9: CT, PA, MD, VA, TN, DC, KS, NE, IA, AR. */
export const PART_9: EvalCase[] = [
  // source: Riley v. California, https://en.m.wikisource.org/wiki/Page:Riley_v._California_Opinion.djvu/28
  // and https://www.isaacwiles.com/article/get-a-warrant-if-you-want-to-search-that-cellphone/
  {
    id: 'hoc-es-ct-phone-unlock',
    state: 'CT',
    language: 'es',
    question: {
      language: 'es',
      message:
        "En Bridgeport, CT, el policía me paró y me dijo 'desbloquea tu celular y dámelo'. No me arrestaron. ¿Tengo que hacerlo?",
    },
    mustContain: [
      /orden (?:judicial|de cateo|de registro)|orden (?:de|firmada por) (?:un )?juez/i,
      /no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:desbloquear|entregar|dar)|no (?:d[ée]|des) (?:su |tu )?(?:consentimiento|contraseña|clave|c[óo]digo)|negar(?:se|te)/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes) que (?:desbloquear|entregar)(?:lo|le)? (?:el|su|tu) (?:celular|tel[ée]fono)(?![^.]{0,40}(?:si |cuando|orden))/i,
    ],
  },
  // source: Payton v. New York, 445 U.S. 573 (1980), https://courses.lumenlearning.com/monroecc-crj103/chapter/payton-v-new-york/
  // and https://www.casebriefly.com/case-brief/payton-v-new-york (no warrantless, nonconsensual home
  // entry to arrest absent exigent circumstances).
  {
    id: 'hoc-es-pa-home-no-warrant',
    state: 'PA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Allentown llegó la policía a mi casa buscando a mi hijo de 19, sin orden, y querían pasar. Yo no los dejé. ¿Hice bien? ¿pueden entrar así?',
    },
    mustContain: [
      /orden/i,
      /no (?:pueden|puede|podían) entrar|no (?:tiene|tienes|est[áa]s? obligad[oa]|ten[íi]a) (?:que|a) (?:dejar|abrir)|sin (?:su |tu )?(?:consentimiento|permiso)/i,
    ],
    mustNotContain: [
      /(?<!no |solo |s[óo]lo )(?:tiene|tienes|ten[íi]a) que dejar(?:los|las)? (?:entrar|pasar)(?![^.]{0,40}(?:si |cuando|con una orden|con orden))/i,
    ],
  },
  // source: State v. Graber (Harford Cty. Cir. Ct. 2010), https://publicpersonnellaw.blogspot.com/2010/11/maryland-police-may-not-claim-shield.html?m=1
  // ("There is no expectation of privacy concerning a traffic stop on a public street") and
  // https://cato.org/blog/revise-maryland-wiretap-law
  {
    id: 'hoc-es-md-record-stop',
    state: 'MD',
    language: 'es',
    question: {
      language: 'es',
      message:
        "Me pararon en Hyattsville, Maryland, y yo grabé todo con el celular (audio y video). El policía dijo que en Maryland es ilegal grabar sin permiso porque es 'de dos partes'. ¿Es cierto?",
    },
    mustContain: [
      /expectativa (?:razonable )?de privacidad|conversaci[óo]n privada|no es (?:una conversaci[óo]n )?privad|Graber/i,
    ],
    mustNotContain: [
      /(?<!no |que )es ilegal grabar (?:a la polic[íi]a|al polic[íi]a|una parada|la parada)/i,
    ],
  },
  // source: Sharpe v. Winterville Police Dep't, 59 F.4th 674 (4th Cir. 2023), https://valawyersweekly.com/2023/02/17/livestreaming-police-during-stop-constitutionally-protected/
  // and https://www.beaufortcountynow.com/post/64576/us-appeals-court-rules-winterville-traffic-stop-livestreaming-ban-could-violate-first-amendment.html
  {
    id: 'hoc-es-va-livestream',
    state: 'VA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Cuando me paró la policía en Manassas, Virginia, yo estaba haciendo un en vivo en Facebook. El oficial me dijo que lo apagara o me quitaba el teléfono. ¿Tengo derecho a transmitir en vivo?',
    },
    mustContain: [/Primera Enmienda|First Amendment|Sharpe|libertad de expresi[óo]n/i],
    mustNotContain: [/(?<!no |que )(?:es ilegal|est[áa] prohibido) (?:transmitir|grabar)/i],
  },
  // source: https://observed.org/ice-worksite-raids-employer-and-employee-rights/ and
  // https://butzel.com/alert-protecting-your-workplace-employer-rights-obligations-during-an-immigration-raid
  {
    id: 'hoc-es-tn-plant-raid',
    state: 'TN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Trabajo en una empacadora cerca de Nashville. Si llega ICE a la planta, ¿pueden entrar a todas partes? ¿y yo qué hago si me preguntan de dónde soy?',
    },
    mustContain: [
      /(?:[áa]reas? privadas?|no p[úu]blicas?|solo para (?:empleados|trabajadores)|restringidas?)[^.]{0,140}(?:orden judicial|orden (?:firmada por|de) (?:un )?juez|consentimiento|permiso)|(?:orden judicial|firmada por un juez)[^.]{0,140}(?:[áa]reas? privadas?|no p[úu]blicas?)/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:decir|responder|contestar)[^.]{0,30}(?:de d[óo]nde|su pa[íi]s|nacionalidad)/i,
    ],
  },
  // source: MPD General Order OPS-304.19 (2012), https://www.prisonlegalnews.org/news/publications/general-order-re-video-recording-dc-metro-police-2012/
  // and http://www.scribd.com/doc/100916369/go-304-19 (First Amendment right to record in public space,
  // extending to common areas of public facilities, unless it interferes with police activity).
  {
    id: 'hoc-es-dc-station-lobby',
    state: 'DC',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿Puedo grabar con mi celular dentro del lobby de la estación de policía en DC? Fui a pedir un reporte y el agente me dijo que apagara el teléfono.',
    },
    mustContain: [
      /Primera Enmienda|First Amendment|304\.19|orden general/i,
      /interfier|interferir|obstru/i,
    ],
    mustNotContain: [
      /(?<!no |que )(?:est[áa] prohibido|es ilegal) grabar (?:en|dentro de) (?:una|la) estaci[óo]n/i,
    ],
  },
  // source: K.S.A. 22-2402, https://www.ksrevisor.org/statutes/chapters/ch22/022_024_0002.html and ACLU
  // of Kansas, https://www.aclukansas.org/en/know-your-rights/what-do-if-youre-stopped-police-kansas
  {
    id: 'hoc-es-ks-22-2402',
    state: 'KS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Garden City, Kansas, un policía me paró caminando de noche y me exigió nombre, dirección y qué andaba haciendo. ¿Eso es ley allá?',
    },
    mustContain: [/nombre[^.]{0,100}(?:direcci[óo]n|domicilio)|22-2402/i, /sospech/i],
    mustNotContain: [/kansas no (?:tiene|permite)[^.]{0,40}(?:pedir|exigir) (?:el )?nombre/i],
  },
  // source: Neb. Rev. Stat. 29-829, https://nebraskalegislature.gov/laws/statutes.php?statute=29-829
  {
    id: 'hoc-es-ne-29-829',
    state: 'NE',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Grand Island, Nebraska, la policía me paró saliendo del trabajo y me pidió nombre y que le explicara qué hacía ahí. No hice nada. ¿Me pueden pedir eso?',
    },
    mustContain: [/sospech/i, /nombre[^.]{0,100}(?:direcci[óo]n|domicilio|explica)|29-829/i],
  },
  // source: GHSA sobriety checkpoint table, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  // ("Iowa: Checkpoints are not conducted. They are not permitted").
  {
    id: 'hoc-es-ia-checkpoint',
    state: 'IA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Oí que en Des Moines van a poner un retén de alcohol este fin de semana. ¿En Iowa sí se permiten esos retenes?',
    },
    mustContain: [
      /(?:no (?:se )?(?:permiten|permite|realizan|hacen|autoriza|autorizan)|no est[áa]n permitidos|no son legales|prohibid)[^.]{0,100}(?:ret[ée]n|retenes|puntos? de control|checkpoint)|(?:ret[ée]n|retenes|puntos? de control|checkpoint)[^.]{0,100}(?:no (?:se )?(?:permiten|permite|realizan|hacen)|prohibid|no est[áa]n permitidos|no son legales)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:s[íi] )?(?:se permiten|son legales|est[áa]n permitidos) (?:los )?(?:retenes|puntos de control) (?:en|de) Iowa/i,
    ],
  },
  // source: Pennsylvania v. Mimms, https://usimm.pikapod.net/books/in-a-car/page/police-may-order-a-driver-to-exit-their-vehicle-during-a-traffic-stop/export/markdown
  // and https://www.taylorfrancis.com/chapters/mono/10.4324/9781315699868-500/pennsylvania-mimms-1977-david-schultz-john-vile
  {
    id: 'hoc-es-ar-bajarse',
    state: 'AR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Springdale, Arkansas, me paró un policía por no poner la direccional y me dijo que me bajara del carro. ¿Me tengo que bajar? no hice nada más',
    },
    mustContain: [
      /(?:ordenar|pedir|exigir|mandar|indicar)[^.]{0,80}(?:baj|sal)|Mimms|(?:tiene|tienes|debe|debes) (?:que )?(?:bajarse|bajarte|salir|obedecer|hacerle caso)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|puedes) (?:quedarse|quedarte) (?:adentro|dentro|en el (?:carro|auto|coche|veh[íi]culo))/i,
    ],
  },
];
