export { constitutionalRightsGuide } from './constitutional-guide';
export { restrictionsGuide } from './restrictions-guide';
export { californiaGuide, GUIDE_STATES, stateGuide } from './state-guide';
