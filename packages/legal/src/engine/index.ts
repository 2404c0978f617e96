export { answerLegalQuestion, type LegalAnswer } from './compose';
export type { ChatTurn, LegalQuestion } from './conversation';
export type { Passage } from './passage';
export { stateName } from './states';
