/*
 * Held-out set 2026-11-30, part 2 (English): traffic stops, car searches, guns in the car, DUI and
 * checkpoints. Written by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  BLOOD_WARRANT_EN,
  BREATH_EN,
  GANT_EN,
  PROLONG_EN,
  REFUSE_SEARCH_EN,
  STEP_OUT_EN,
  claimEnX,
} from './shared';

const NO_CHECKPOINTS_EN =
  /(?:don't|do not|doesn't|does not|can't|cannot|can not|aren't|are not|isn't|is not|never|not) (?:legally )?(?:use|conduct|hold|set up|run|do|allowed|permitted|legal|authorized)[^.]{0,50}(?:checkpoints?|roadblocks?)|no (?:sobriety |DUI |OWI |DWI |drunk[- ]driving )?(?:checkpoints?|roadblocks?)|(?:not allow|doesn't allow|does not allow|don't allow|do not allow|bans?|banned|prohibits?|forbids?|outlaws?)[^.]{0,30}(?:checkpoints?|roadblocks?)|(?:checkpoints?|roadblocks?)[^.]{0,80}(?:not (?:allowed|legal|used|permitted|conducted|authorized)|banned|prohibited|illegal|unconstitutional)|349\.02|Bartley|Holt/i;
const CHECKPOINT_LEGAL_WRONG = claimEnX(
  String.raw`(?:sobriety |DUI |OWI |DWI |drunk[- ]driving )?checkpoints? (?:are|is) (?:legal|allowed|permitted|constitutional|common) in (?:Wisconsin|Texas)`,
);

export const PART_2: EvalCase[] = [
  // source: Rodriguez v. United States (2015) (ABA litigation newsletter; publicdefenders.us): a
  // stop may not be prolonged past its mission for a dog sniff without reasonable suspicion.
  {
    id: 'hog-ok-enid-k9-wait',
    state: 'OK',
    question: {
      message:
        'got pulled over in enid for a taillight. trooper wrote me a warning, handed back my license, then said "sit tight the K9 is 20 min out". i already said no to a search. can he keep me there for the dog??',
    },
    mustContain: [PROLONG_EN, /reasonable suspicion|Rodriguez/i],
  },
  // source: know-your-rights guidance on consent searches (ACLU; muchinsky-law.com; the Wilson
  // syllabus notes passengers may be detained but not searched absent consent or probable cause).
  {
    id: 'hog-al-hoover-consent',
    state: 'AL',
    question: {
      message:
        'stopped on hwy 31 in hoover for rolling a stop sign. cop goes "you dont mind if i take a quick look in the car do ya". i got nothing but i dont want him digging thru my stuff. can i say no or does that make it worse',
    },
    mustContain: [REFUSE_SEARCH_EN, /probable cause|warrant/i],
    mustNotContain: [
      claimEnX(
        String.raw`(?:refusing|saying no)(?: a search)? (?:gives|is|counts as|creates) (?:them |him |police )?(?:probable cause|reasonable suspicion|a reason)`,
      ),
    ],
  },
  // source: Md. Criminal Procedure 1-211 (Cannabis Reform Act 2023), quoted by emdenlaw.com: an
  // officer may not stop or search a person or vehicle based solely on the odor of cannabis.
  {
    id: 'hog-md-oceancity-odor',
    state: 'MD',
    question: {
      message:
        'ocean city md, coastal hwy. cop pulled me over for speeding, said he smelled weed and searched the whole car. im 23 and it was like a gram, legal here. is that even allowed anymore in maryland?',
    },
    mustContain: [
      /(?:may not|can(?:not|'t)|not allowed|not enough|isn't enough|is not enough|no longer|not (?:a )?(?:valid|lawful|sufficient))[^.]{0,100}(?:odor|smell)|(?:odor|smell)[^.]{0,100}(?:alone|solely|by itself|only)|1-211/i,
    ],
    mustNotContain: [
      claimEnX(
        String.raw`(?:the )?(?:odor|smell) of (?:weed|marijuana|cannabis)(?: alone)? (?:gives|is|creates|provides|was) (?:them |police |officers |him )?(?:enough |sufficient )?probable cause`,
      ),
    ],
    firstPartMustContain: [/no|not|can(?:not|'t)/i],
  },
  // source: Pennsylvania v. Mimms (1977), as restated in Maryland v. Wilson, 519 U.S. 408 (1997)
  // (law.onecle.com): an officer may as a matter of course order the driver out of a lawfully
  // stopped car.
  {
    id: 'hog-tx-tyler-driver-out',
    state: 'TX',
    question: {
      message:
        'tyler tx, got stopped for going 52 in a 40 on broadway. cop told me to step out of the car. its just a speeding ticket, dont i have the right to stay in my car??',
    },
    mustContain: [STEP_OUT_EN],
    firstPartMustContain: [STEP_OUT_EN],
  },
  // source: Maryland v. Wilson, 519 U.S. 408 (1997) (law.onecle.com syllabus): the Mimms rule
  // applies to passengers too.
  {
    id: 'hog-ia-davenport-passenger-out',
    state: 'IA',
    question: {
      message:
        'i wasnt driving, i was the passenger. davenport cops pulled my gf over on kimberly rd and told ME to get out too. can they do that to a passenger?',
    },
    mustContain: [STEP_OUT_EN, /passenger/i],
    firstPartMustContain: [STEP_OUT_EN],
  },
  // source: Arizona v. Gant, 556 U.S. 332 (2009) (policemag.com; lawpipe.com): a vehicle search
  // incident to arrest only if the arrestee is within reaching distance or it is reasonable to
  // believe the car holds evidence of the offense of arrest; a suspended-licence arrest gives none.
  {
    id: 'hog-ks-hutchinson-gant',
    state: 'KS',
    question: {
      message:
        'hutchinson ks - got arrested for driving on a suspended license, they cuffed me and put me in the back of the cruiser, THEN searched my whole car and found a little bag. was that search legal??',
    },
    mustContain: [GANT_EN],
    mustNotContain: [
      /(?<!\b(?:not|no|never)\b[^.]{0,40})(?:can|may) (?:always|automatically) search (?:your|the|a) (?:whole |entire )?(?:car|vehicle)/i,
    ],
  },
  // source: Ohio Legislative Service Commission, S.B. 215 final analysis (eff. June 13, 2022): the
  // duty is to disclose the handgun when the officer asks (unless another officer was already told);
  // the earlier "promptly inform" duty was dropped (WKBN; Lima Rotary summary of the prosecutor).
  {
    id: 'hog-oh-sandusky-gun-inform',
    state: 'OH',
    question: {
      message:
        'driving up to cedar point thru sandusky with my pistol in the glovebox. im 25, no ccw license (ohio dont need one now right). if i get pulled over do i have to tell the cop about the gun right away?',
    },
    mustContain: [
      /(?:if|when|once|whenever) (?:the |an )?(?:officer|cop|police)[^.]{0,25}asks?|only (?:if|when) (?:you(?:'re| are) )?asked|asked (?:whether|if)|(?:must|have to) (?:tell|disclose|say)[^.]{0,30}truthfully|truthfully/i,
    ],
    mustNotContain: [
      claimEnX(
        String.raw`you (?:must|have to|are required to) (?:promptly |immediately |right away )?(?:tell|inform|notify|disclose)(?![^.]{0,60}\b(?:if|when|once|whenever)\b[^.]{0,25}ask)`,
      ),
    ],
    mustNotCite: [/1290\.8/, /14-415\.11/, /18-12-214/],
  },
  // source: 21 O.S. 1290.8(C) (law.justia.com, 2023): a person carrying must display a valid handgun
  // licence, military ID, driver licence or state photo ID on demand; absent reasonable suspicion of
  // other crime, not to be disarmed or restrained unless they fail to display one.
  {
    id: 'hog-ok-muskogee-gun-display',
    state: 'OK',
    question: {
      message:
        'oklahoma question. i carry my handgun in my truck (i have the license). got stopped on 32nd st in muskogee and the officer asked for ID. what do i have to show him, and can he just take my gun off me?',
    },
    mustContain: [
      /(?:show|display|present|hand|produce)[^.]{0,60}(?:licen[cs]e|ID|identification)/i,
      /disarm|take (?:your|the) (?:gun|firearm|weapon|handgun)|restrain|reasonable (?:and articulable )?suspicion/i,
    ],
    mustNotCite: [/2923\.12/, /14-415\.11/],
  },
  // source: Wis. Stat. 349.02(2)(a) as quoted by mayslaw.net; legalclarity.org (State v. Bartley,
  // 1992): sobriety checkpoints are not used in Wisconsin.
  {
    id: 'hog-wi-oshkosh-checkpoint',
    state: 'WI',
    question: {
      message:
        'my buddy says theres gonna be a drunk driving checkpoint on jackson st in oshkosh this weekend. is that even legal in wisconsin? do i have to stop?',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG],
    firstPartMustContain: [NO_CHECKPOINTS_EN],
  },
  // source: Holt v. State, 887 S.W.2d 16 (Tex. Crim. App. 1994) (law.justia.com): sobriety checkpoints
  // unconstitutional without a statewide legislative scheme; Texas has none (wesruckerlaw.com).
  {
    id: 'hog-tx-longview-checkpoint',
    state: 'TX',
    question: {
      message:
        'is a DWI checkpoint legal in texas? saw on facebook longview pd is doing one on loop 281 new years eve',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG],
    firstPartMustContain: [NO_CHECKPOINTS_EN],
  },
  // source: Utah Code 41-6a-521.1 (law.justia.com, 2020) and provocriminaldefense.com / drivinglaws.org:
  // a first refusal (21 or older) revokes the licence for 18 months.
  {
    id: 'hog-ut-cedarcity-refusal',
    state: 'UT',
    question: {
      message:
        'got arrested for dui off i-15 by cedar city, they want me to do the breath test at the station. what happens if i just refuse? im 30, first time',
    },
    mustContain: [
      /18 months|eighteen months|18-month/i,
      /revo[kc]|suspen|los(?:e|es|ing) (?:your |his |the )?licen/i,
    ],
    mustNotCite: [/321J/, /343\.305/],
  },
  // source: Iowa Code 321J.9 (laws9.com; legalclarity.org): refusal revokes the licence for one year
  // with no previous revocation, two years with one.
  {
    id: 'hog-ia-iowacity-refusal',
    state: 'IA',
    question: {
      message:
        'iowa city cops arrested my roommate for OWI last night on burlington st and he refused the test at the station. how long does he lose his license for? never been in trouble before',
    },
    mustContain: [
      /one year|1 year|one-year|12 months|a year/i,
      /revo[kc]|suspen|los(?:e|es|ing) (?:your |his |the )?licen/i,
    ],
    mustNotCite: [/41-6a-521/, /343\.305/],
  },
  // source: Birchfield v. North Dakota (2016) (tdcaa.com; lawenforcementcaselaw summary): breath
  // tests may be required without a warrant incident to a DUI arrest, blood tests need a warrant.
  {
    id: 'hog-al-auburn-blood',
    state: 'AL',
    question: {
      message:
        'arrested in auburn for dui after a war eagle tailgate. they wanted to take my BLOOD at the hospital, no warrant, no nothing. can they do that? i already blew at the station',
    },
    mustContain: [BLOOD_WARRANT_EN, BREATH_EN],
    mustNotContain: [
      claimEnX(
        String.raw`(?:they|police|officers) (?:can|may) (?:take|draw) (?:your )?blood without (?:a warrant|your consent)`,
      ),
    ],
  },
];
