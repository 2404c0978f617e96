// Part 9: out of scope. Each must say it is not covered, point to real help, and not give a nearby
// police rule (Miranda, silence, probable cause, search warrant).
import type { EvalCase } from '../../eval-case';
import { NOT_COVERED_ANY, POLICE_RULE_WRONG, REFERRAL, anyOf } from './shared';

const oos = (
  id: string,
  state: string,
  message: string,
  referral: RegExp = REFERRAL,
  language?: 'es',
): EvalCase => ({
  id,
  state,
  ...(language ? { language } : {}),
  question: language ? { message, language } : { message },
  mustContain: [NOT_COVERED_ANY, referral],
  mustNotContain: [POLICE_RULE_WRONG],
});

export const PART_9: EvalCase[] = [
  // source: out of scope (landlord and tenant); referral to legal aid or a lawyer.
  oos(
    'hof-en-hi-kahului-oos-eviction',
    'HI',
    'kahului maui. landlord taped a 5 day notice on my door saying pay or get out. can he do that so fast? do i have to leave by friday',
  ),
  // source: out of scope (child custody).
  oos(
    'hof-en-me-lewiston-oos-custody',
    'ME',
    'lewiston maine. my ex wont give the kids back after his weekend and says he has "rights". how do i get full custody? do i need to go to court',
  ),
  // source: out of scope (federal tax levy); the IRS Taxpayer Advocate Service or a tax clinic also
  // counts as a referral.
  oos(
    'hof-en-sd-aberdeen-oos-irs',
    'SD',
    'aberdeen sd, the irs sent a letter saying theyre going to levy my bank account for old taxes from 2021. can they really just take my money? what do i do',
    anyOf(
      REFERRAL,
      /taxpayer advocate|low income taxpayer clinic|\bLITC\b|tax professional|\bCPA\b/,
    ),
  ),
  // source: out of scope (wages); a state labor department or the U.S. Department of Labor also
  // counts as a referral.
  oos(
    'hof-en-nd-minot-oos-wages',
    'ND',
    'minot nd oil field job. boss hasnt paid my last 2 checks and now wont answer my calls. can i call the cops on him? how do i get my money',
    anyOf(
      REFERRAL,
      /department of labor|labor (?:department|commissioner)|wage (?:claim|and hour)/,
    ),
  ),
  // source: out of scope (wills and estates).
  oos(
    'hof-en-wy-gillette-oos-will',
    'WY',
    'gillette wy. my grandpa wants to write his own will on paper without a lawyer. is a handwritten will legal here and does it need witnesses',
  ),
  // source: out of scope (consumer debt); the CFPB or a state consumer office also counts.
  oos(
    'hof-en-ak-juneau-oos-debt',
    'AK',
    'juneau ak, a debt collector keeps calling my work 5 times a day about a credit card from years ago and says ill be arrested if i dont pay. can they do that?',
    anyOf(REFERRAL, /\bCFPB\b|Consumer Financial Protection|attorney general|consumer protection/),
  ),
  // source: out of scope (security deposit), Spanish.
  oos(
    'hof-es-ar-jonesboro-oos-deposito',
    'AR',
    'en jonesboro arkansas me sali del apartamento hace un mes y el dueño no me quiere regresar el deposito de 800 dolares. que puedo hacer para que me lo devuelva?',
    REFERRAL,
    'es',
  ),
  // source: out of scope (divorce), Spanish.
  oos(
    'hof-es-ms-biloxi-oos-divorcio',
    'MS',
    'vivo en biloxi misisipi y me quiero divorciar, mi esposo esta en honduras y no quiere firmar nada. como hago el divorcio aqui sin que el firme?',
    REFERRAL,
    'es',
  ),
  // source: out of scope (child support), Spanish.
  oos(
    'hof-es-wv-huntington-oos-manutencion',
    'WV',
    'en huntington west virginia el papa de mi hija no paga la manutencion desde hace 6 meses. como lo obligo a pagar? lo puedo denunciar a la policia?',
    REFERRAL,
    'es',
  ),
  // source: out of scope (taxes with an ITIN), Spanish; a tax clinic or VITA also counts.
  oos(
    'hof-es-nh-concord-oos-impuestos',
    'NH',
    'estoy en concord new hampshire y trabajo con ITIN. tengo que declarar impuestos aunque no tenga papeles? me pueden deportar por declarar?',
    anyOf(
      REFERRAL,
      /\bVITA\b|cl[íi]nica (?:de impuestos|tributaria)|contador|preparador de impuestos|taxpayer advocate/,
    ),
    'es',
  ),
  // source: out of scope (car-insurance claim after a crash), Spanish.
  oos(
    'hof-es-ne-northplatte-oos-seguro',
    'NE',
    'en north platte nebraska me chocaron por atras y la aseguranza del otro no me quiere pagar el carro. que hago? los puedo demandar?',
    REFERRAL,
    'es',
  ),
  // source: out of scope (overtime pay), Spanish; the Department of Labor also counts.
  oos(
    'hof-es-va-lynchburg-oos-overtime',
    'VA',
    'trabajo en una empacadora en lynchburg virginia, nos hacen trabajar 60 horas y no pagan overtime porque dicen que somos "contratistas". es legal eso? a quien me quejo',
    anyOf(
      REFERRAL,
      /departamento de trabajo|department of labor|divisi[óo]n de salarios|wage and hour/,
    ),
    'es',
  ),
];
