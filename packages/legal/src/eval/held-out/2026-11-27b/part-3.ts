import type { EvalCase } from '../../eval-case';

/** Part 3: recording police (consent laws, right-to-record circuits, buffer laws). */
export const PART_3: EvalCase[] = [
  // source: ACLU of Illinois v. Alvarez, 679 F.3d 583 (7th Cir. 2012),
  // https://www.studicata.com/case-briefs/case/am-civil-liberties-union-of-ill-v-alvarez and
  // http://www.isba.org/committees/governmentlawyers/newsletter/2012/10/updatingeavesdroppingacluvalvarezan
  // (eavesdropping statute likely violates the First Amendment as applied to people who openly
  // record police officers performing their duties in public).
  {
    id: 'hob-il-audio-record-cops-chicago',
    state: 'IL',
    question: {
      message:
        "Someone told me recording cops with audio in Chicago is a felony because of the Illinois eavesdropping law. Is that true if I'm just filming an arrest on the sidewalk?",
    },
    mustContain: [/Alvarez|Seventh Circuit|7th Cir/i, /open|public|sidewalk/i],
    mustNotContain: [
      /(?<!not |n't |no longer |isn't )(a felony|illegal|a crime) to (audio[- ])?(record|film)[^.]{0,40}(police|officers|cops)/i,
    ],
  },
  // source: AP, "Federal judge blocks enforcement of Louisiana's police buffer-zone law" (Jan. 31, 2025),
  // https://www.kaaltv.com/news/us-world-news/federal-judge-blocks-enforcement-of-louisianas-police-buffer-zone-law/
  // (crime to approach within 25 feet of an officer after being ordered to step back; preliminary
  // injunction by U.S. District Judge John deGravelles as unconstitutionally vague).
  {
    id: 'hob-la-buffer-es-new-orleans',
    state: 'LA',
    language: 'es',
    question: {
      message:
        'En Nueva Orleans estaba grabando un arresto y el policía me gritó que me alejara 25 pies o me arrestaba por la ley nueva. ¿Esa ley de los 25 pies está vigente en Luisiana?',
    },
    mustContain: [
      /25 pies|25 feet|7[.,]6 metros/i,
      /bloque|suspend|injunction|medida cautelar|orden judicial|juez federal|no se (puede )?aplica|vag[ao]/i,
    ],
    mustNotContain: [/(?<!no )(est[áa] vigente|se aplica) (y|sin) (problema|restricci)/i],
  },
  // source: Reporters Committee for Freedom of the Press v. Rokita (7th Cir. Aug. 5, 2025),
  // https://www.fd.org/news/seventh-circuit-blocks-indiana-police-buffer-law and
  // https://www.police1.com/Officer-Safety/federal-appeals-court-strikes-down-ind-police-buffer-zone-law
  // (Ind. Code § 35-44.1-2-14, 25-foot buffer, Class C misdemeanor; preliminary injunction affirmed as
  // unconstitutionally vague; scope beyond the parties still to be decided).
  {
    id: 'hob-in-buffer-indianapolis',
    state: 'IN',
    question: {
      message:
        'Indianapolis cop told me to stay 25 feet back while I was filming a traffic stop or he would arrest me under the buffer law. Is that law still a thing in Indiana?',
    },
    mustContain: [
      /25[- ](foot|feet)/i,
      /(blocked|enjoined|injunction|unconstitutional|vague|Seventh Circuit|7th Cir)/i,
    ],
  },
  // source: Arizona Broadcasters Ass'n v. Brnovich, No. CV-22-01431 (D. Ariz.), preliminary injunction
  // Sept. 9, 2022, https://www.scribd.com/document/595064119/Arizona-Broadcasters-v-Brnovich (HB 2319,
  // A.R.S. § 13-3732, video recording within eight feet); permanent injunction reported July 2023,
  // https://tagteam.harvard.edu/hub_feeds/3415/feed_items/8088244.
  {
    id: 'hob-az-eight-feet-es-phoenix',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        '¿Es cierto que en Arizona es delito grabar a la policía a menos de 8 pies? Vivo en Phoenix y quiero grabar si paran a mi hijo.',
    },
    mustContain: [
      /8 pies|ocho pies|8 feet|eight feet|2[.,]4 metros/i,
      /bloque|anul|inconstitucional|injunction|orden (judicial|permanente)|juez federal|no se (puede )?aplica|no est[áa] vigente/i,
    ],
    mustNotContain: [/(?<!no )es (un )?delito grabar a la polic[íi]a a menos de (8|ocho) pies/i],
  },
  // source: Fla. Stat. § 843.31 (SB 184, 2024), https://www.flsenate.gov/Session/Bill/2024/184/BillText/Filed/HTML
  // (after a warning not to approach from a first responder, approaching or remaining within the
  // set distance with intent to impede, threaten, or harass); enacted distance 25 feet, second-degree
  // misdemeanor, eff. Jan. 1, 2025, https://www.prweb.com/releases/floridas-first-responder-protection-law-what-it-means-for-citizens-in-2025-302462663.html
  {
    id: 'hob-fl-buffer-miami',
    state: 'FL',
    question: {
      message:
        "In Miami, does the new law mean I can't film police from closer than 25 feet? What exactly does it make a crime?",
    },
    mustContain: [/843\.31|25 feet|25-foot/i, /warn/i, /impede|threaten|harass/i],
    mustNotContain: [
      /(?<!not |n't )(illegal|a crime|unlawful) to (film|record)[^.]{0,40}within 25 feet/i,
    ],
  },
  // source: State v. Flora, 68 Wn. App. 802, 845 P.2d 1355 (1992), http://www.copwatch.org/statevflora.htm
  // ("Statements made by police officers when effecting an arrest in their official capacity do not
  // constitute 'private conversations' within the meaning of RCW 9.73.030").
  {
    id: 'hob-wa-record-arrest-seattle',
    state: 'WA',
    question: {
      message:
        'Washington is a two party consent state, so if I record a Seattle cop arresting my friend without him agreeing, am I breaking the law?',
    },
    mustContain: [
      /9\.73/,
      /Flora|not (a )?private|aren't private|no (reasonable )?expectation of privacy/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(illegal|a crime|against the law|unlawful) to record (the |a )?(police|officer|cop)/i,
    ],
  },
  // source: ORS 165.540(1)(c) (all participants must be "specifically informed" before a conversation
  // is obtained), text at https://docsbay.net/doc/687024/let-s-be-careful-out-there-lessons-from-ferguson;
  // exception for recording officers performing official duties openly where lawfully present,
  // https://www.northwestdefender.com/quick-guides/recording-oregon-law-enforcement/
  {
    id: 'hob-or-audio-notice-es-portland',
    state: 'OR',
    language: 'es',
    question: {
      message:
        'En Portland, Oregon, ¿puedo grabar con audio a un policía que está deteniendo a alguien en la calle? ¿Tengo que avisarle que lo estoy grabando?',
    },
    mustContain: [/165\.540/, /abiert|visible|no (est[eé] )?ocult|a la vista|avis|inform|notific/i],
    mustNotContain: [/(?<!no )(es|ser[íi]a) (ilegal|un delito) grabar (a la polic|a un polic)/i],
  },
];
