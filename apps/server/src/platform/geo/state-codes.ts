/** Full state names to USPS codes; the list lives in the contract, shared with the web app. */
export { US_STATE_CODES as STATE_CODES } from '@redzone/contract';
