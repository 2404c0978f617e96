import type { EvalCase } from '../../eval-case';

/** Part 7: DUI, breath and blood tests. */
export const PART_7: EvalCase[] = [
  // source: Tex. Transp. Code §§ 724.011-.012, 724.035, https://www.jedsilverman.com/Blog/2014/September/The-consequences-of-refusing-a-breath-test-in-Te.aspx
  // ("refusing a test in Texas is not considered a crime"; "If you refuse to take a blood or breath
  // test, your driver's license will be suspended for 180 days"; right to a hearing to challenge the
  // suspension) and http://www.austindwilawyers.org/refusingtheofficialstatebreathtestintexas.html
  // (180-day suspension for a first refusal).
  {
    id: 'hob-tx-refuse-breath-es-san-antonio',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Si me detienen por DWI en San Antonio y me niego a soplar, ¿qué me pasa? ¿Es delito negarse en Texas? ¿Me quitan la licencia?',
    },
    mustContain: [
      /180 d[íi]as/i,
      /suspen/i,
      /no es (un )?delito|no (es|constituye) (un )?crimen|no (lo )?(hace|convierte en) (un )?delito/i,
    ],
    mustNotContain: [/(?<!no )es (un )?delito negarse/i],
  },
  // source: Fla. Stat. §§ 316.1932, 316.1939; https://legalclarity.org/what-are-the-penalties-for-a-second-refusal-to-test-in-florida
  // (18-month suspension for a second refusal versus "the one-year suspension for a first refusal");
  // https://www.ferryandferry.com/blog/2014/04/4-is-it-against-the-law-to-refuse-to-blow-into-a-breathalyzer/
  // (first refusal: no charge filed; second refusal: first-degree misdemeanor).
  {
    id: 'hob-fl-second-refusal-tampa',
    state: 'FL',
    question: {
      message:
        'I refused the breathalyzer once before after a DUI arrest years ago. If I get arrested in Tampa and refuse again, what happens? Is it just my license?',
    },
    mustContain: [
      /misdemeanor|crime|criminal/i,
      /18 months|eighteen months/i,
      /316\.1939|316\.1932|second (or subsequent )?refusal/i,
    ],
    mustNotContain: [/(?<!not |n't )(it'?s|is) (just|only) (a )?(license|administrative)/i],
  },
  // source: Cal. Veh. Code § 23612(h)-(i), https://attorneyduilosangeles.com/?p=221 (officer "shall
  // advise the person ... of the person's right to refuse to take the preliminary alcohol screening
  // test"; PAS does not satisfy the post-arrest chemical-test obligation) and
  // https://www.danielperlmanlaw.com/blog/2015/01/refusal-pas-tests-prior-arrest.shtml (voluntary unless
  // under 21 or on DUI probation; one-year suspension for a first post-arrest chemical-test refusal).
  {
    id: 'hob-ca-roadside-pas-sacramento',
    state: 'CA',
    question: {
      message:
        "Sacramento CHP wanted me to blow into a little handheld thing on the side of the road before arresting me. I'm 34, not on probation. Did I have to? And what about the test at the station after?",
    },
    mustContain: [
      /23612/,
      /(right to refuse|voluntary|optional|not required|don't have to)/i,
      /(after|once|following) (an |the |a lawful )?arrest|chemical test|implied consent/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(you )?(must|have to|are required to) (take|do|blow)[^.]{0,30}(roadside|PAS|preliminary|handheld)/i,
    ],
  },
  // source: State v. Thompson (Minn. 2016), https://cetient.com/case/4089044/state-of-minnesota-v-ryan-mark-thompson
  // (cannot prosecute under § 169A.20, subd. 2 for refusing a warrantless blood or urine test); Minnesota
  // defense guide, https://keildefense.com/dwi-test-refusal-minnesota ("Breath test refusal is a crime";
  // "Warrant-backed blood/urine refusal is a crime"; "Warrantless blood/urine refusal is not a crime").
  {
    id: 'hob-mn-refusal-crime-duluth',
    state: 'MN',
    question: {
      message:
        'Arrested for DWI in Duluth. They asked for a breath test at the station. In Minnesota is it actually a crime to refuse? What if they ask for blood instead?',
    },
    mustContain: [
      /169A\.20|test refusal/i,
      /breath[^.]{0,80}(crime|criminal|gross misdemeanor)|(crime|criminal|gross misdemeanor)[^.]{0,80}breath/i,
      /blood[^.]{0,120}warrant|warrant[^.]{0,120}blood/i,
    ],
    mustNotContain: [/(refusing|refusal of) (a |the )?breath test (is not|isn't) a crime/i],
  },
  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016), https://www.fremstadlaw.com/u-s-supreme-court-decides-north-dakota-and-minnesota-dui-case/
  // ("the government may not criminalize a driver's refusal to submit to a blood test without a
  // warrant"; refusal to provide a breath sample may be criminalized).
  {
    id: 'hob-nd-blood-no-warrant-es-bismarck',
    state: 'ND',
    language: 'es',
    question: {
      message:
        'Me arrestaron por manejar tomado en Bismarck y me llevaron al hospital para sacarme sangre sin orden de un juez. Me dijeron que negarme era delito. ¿Es cierto?',
    },
    mustContain: [
      /Birchfield/i,
      /sangre[^.]{0,120}(orden|warrant)|(orden|warrant)[^.]{0,120}sangre/i,
      /aliento|soplar|breath/i,
    ],
    mustNotContain: [/(?<!no )es (un )?delito negarse a (la prueba de )?sangre sin orden/i],
  },
];
