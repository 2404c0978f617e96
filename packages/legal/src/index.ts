export * from './types';
export * from './state-recording';
export { LEGAL_CORPUS, LAW_DATA_STATUS_AS_OF, legalRule } from './corpus';
export {
  LEGAL_DISCLAIMER,
  LEGAL_DISCLAIMER_ES,
  legalDisclaimer,
  withDisclaimer,
} from './disclaimer';
export { detectLanguage } from './language';
export {
  answerLegalQuestion,
  type ChatTurn,
  type LegalAnswer,
  type LegalQuestion,
  type Passage,
  stateName,
} from './engine';
export * from './guides';
export { offlineLegalReply, offlineSituation, type OfflineSituation } from './offline-reply';
