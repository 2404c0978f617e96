export * from './types';
export * from './state-recording';
export { LEGAL_CORPUS, LAW_DATA_STATUS_AS_OF, legalRule } from './corpus';
export { LEGAL_DISCLAIMER, withDisclaimer } from './disclaimer';
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
