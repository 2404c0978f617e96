import type { LegalRule } from '../types';
import { AERIAL_RULES } from './aerial';
import { ARREST_RULES } from './arrest';
import { MORE_ARRAIGNMENT_RULES } from './arraignment-states-more';
import { CALIFORNIA_RULES } from './california';
import { CALIFORNIA_CUSTODY_RULES } from './california-custody';
import { CHECKPOINT_RULES } from './checkpoints';
import { CHECKPOINT_STATE_RULES } from './checkpoint-states';
import { CHECKPOINT_ALLOWED_RULES } from './checkpoint-allowed-states';
import { NINTH_PASS_STATE_RULES } from './ninth-pass-states';
import { NO_KNOCK_RULES } from './no-knock';
import { CUSTODY_RULES } from './custody';
import { ENCOUNTER_RULES } from './encounters';
import { EQUAL_PROTECTION_RULES } from './equal-protection';
import { HOME_ENTRY_RULES } from './home-entry';
import { DETENTION_STATE_RULES } from './detention-states';
import { HOME_PHONE_AND_FRISK_RULES } from './home-phone-and-frisk';
import { IMMIGRATION_HELP_RULES } from './immigration-help';
import { LICENSE_STATE_RULES } from './license-states';
import { IMMIGRATION_STOP_RULES } from './immigration-stops';
import { IMPLIED_CONSENT_RULES } from './implied-consent';
import { BODYCAM_FOOTAGE_RULES } from './bodycam-footage';
import { MORE_BODYCAM_STATE_RULES } from './bodycam-states-more';
import { CARRYING_RULES } from './carrying';
import { CARRYING_STATE_RULES } from './carrying-states';
import { IMMIGRATION_HOLD_RULES } from './immigration-holds';
import { JUVENILE_STATE_RULES } from './juvenile-states';
import { MORE_JUVENILE_STATE_RULES } from './juvenile-states-more';
import { STATE_IMMIGRATION_CRIME_RULES } from './state-immigration-crimes';
import { TEST_REFUSAL_RULES } from './refusal-states';
import { MORE_TEST_REFUSAL_RULES } from './refusal-states-more';
import { CITY_OVERSIGHT_RULES } from './city-oversight';
import { MORE_CITY_OVERSIGHT_RULES } from './city-oversight-more';
import { STATUS_QUESTION_RULES } from './status-questions';
import { IDENTIFICATION_STATE_RULES } from './identification-states';
import { SCHOOL_ENROLLMENT_RULES } from './school-enrollment';
import { ROADSIDE_SCREENING_RULES } from './roadside-screening';
import { BODYCAM_STATE_RULES, PHONE_CALL_STATE_RULES } from './records-and-calls-states';
import { IMPLIED_CONSENT_STATE_RULES } from './implied-consent-states';
import { INTERFERENCE_RULES } from './interference';
import { JUVENILE_RULES } from './juveniles';
import { longDate } from './long-date';
import { MISCONDUCT_RULES } from './misconduct';
import { NEW_YORK_RULES } from './new-york';
import { OFFICER_IDENTIFICATION_RULES } from './officer-identification';
import { PLACES_RULES } from './places';
import { RECORDING_RULES } from './recording';
import { RECORDING_SEIZURE_RULES } from './recording-seizure';
import { RESOURCES_RULES } from './resources';
import { REVIEWED } from './reviewed';
import { ROADSIDE_RULES } from './roadside';
import { SEARCH_RULES } from './search';
import { SILENCE_RULES } from './silence';
import { SPEECH_RULES } from './speech';
import { STATE_THIRD_PASS_RULES } from './state-third-pass';
import { STREET_STOP_RULES } from './street-stop';
import { SUPERVISION_AND_SCHOOL_RULES } from './supervision-and-school';
import { TENTH_PASS_GENERAL_RULES } from './tenth-pass-general';
import { TENTH_PASS_STATE_RULES } from './tenth-pass-states';
import { TRAFFIC_STOP_RULES } from './traffic-stop';

/** Every rule the app can state, in one list; `corpus.test.ts` checks each has a citation. */
export const LEGAL_CORPUS: readonly LegalRule[] = [
  ...SPEECH_RULES,
  ...RECORDING_RULES,
  ...SEARCH_RULES,
  ...TRAFFIC_STOP_RULES,
  ...STREET_STOP_RULES,
  ...SILENCE_RULES,
  ...ARREST_RULES,
  ...EQUAL_PROTECTION_RULES,
  ...INTERFERENCE_RULES,
  ...MISCONDUCT_RULES,
  ...CALIFORNIA_RULES,
  ...RESOURCES_RULES,
  ...ENCOUNTER_RULES,
  ...OFFICER_IDENTIFICATION_RULES,
  ...PLACES_RULES,
  ...IMPLIED_CONSENT_RULES,
  ...AERIAL_RULES,
  ...JUVENILE_RULES,
  ...NEW_YORK_RULES,
  ...CITY_OVERSIGHT_RULES,
  ...MORE_CITY_OVERSIGHT_RULES,
  ...CARRYING_RULES,
  ...IMMIGRATION_HOLD_RULES,
  ...STATUS_QUESTION_RULES,
  ...IDENTIFICATION_STATE_RULES,
  ...SCHOOL_ENROLLMENT_RULES,
  ...ROADSIDE_SCREENING_RULES,
  ...BODYCAM_STATE_RULES,
  ...PHONE_CALL_STATE_RULES,
  ...STATE_IMMIGRATION_CRIME_RULES,
  ...BODYCAM_FOOTAGE_RULES,
  ...JUVENILE_STATE_RULES,
  ...TEST_REFUSAL_RULES,
  ...CHECKPOINT_RULES,
  ...CHECKPOINT_STATE_RULES,
  ...CHECKPOINT_ALLOWED_RULES,
  ...NINTH_PASS_STATE_RULES,
  ...NO_KNOCK_RULES,
  ...HOME_ENTRY_RULES,
  ...CUSTODY_RULES,
  ...IMMIGRATION_STOP_RULES,
  ...ROADSIDE_RULES,
  ...SUPERVISION_AND_SCHOOL_RULES,
  ...RECORDING_SEIZURE_RULES,
  ...STATE_THIRD_PASS_RULES,
  ...IMPLIED_CONSENT_STATE_RULES,
  ...CALIFORNIA_CUSTODY_RULES,
  ...HOME_PHONE_AND_FRISK_RULES,
  ...IMMIGRATION_HELP_RULES,
  ...LICENSE_STATE_RULES,
  ...DETENTION_STATE_RULES,
  ...CARRYING_STATE_RULES,
  ...TENTH_PASS_STATE_RULES,
  ...TENTH_PASS_GENERAL_RULES,
  ...MORE_TEST_REFUSAL_RULES,
  ...MORE_BODYCAM_STATE_RULES,
  ...MORE_ARRAIGNMENT_RULES,
  ...MORE_JUVENILE_STATE_RULES,
];

/**
 * The day the newest check of a rule about a lawsuit or a bill was made, written out ("November
 * 25, 2026"): how current the corpus's moving parts are.
 */
export const LAW_DATA_STATUS_AS_OF = longDate(
  LEGAL_CORPUS.filter((rule) => rule.tracks !== undefined)
    .map((rule) => rule.reviewed)
    .sort()
    .at(-1) ?? REVIEWED,
  'en',
);

const byId = new Map(LEGAL_CORPUS.map((rule) => [rule.id, rule]));

/** A rule by id; throws for an unknown id, which is a bug in the caller. */
export function legalRule(id: string): LegalRule {
  const rule = byId.get(id);
  if (rule === undefined) throw new Error(`Unknown legal rule: ${id}`);
  return rule;
}
