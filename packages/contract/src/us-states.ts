/**
 * US state names (as the Census boundaries name them) to USPS codes: 50 states, DC and Puerto
 * Rico. Officers are filed under the full name, the form the reverse geocoder answers with
 * (spec P2 §7 principalSubdivision).
 */
export const US_STATE_CODES: Readonly<Record<string, string>> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  'District of Columbia': 'DC',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
  'Puerto Rico': 'PR',
};

export const US_STATE_NAMES: readonly string[] = Object.keys(US_STATE_CODES);

const NAME_BY_KEY = new Map<string, string>(
  Object.entries(US_STATE_CODES).flatMap(([name, code]) => [
    [name.toLowerCase(), name],
    [code.toLowerCase(), name],
  ]),
);

/** The state's full name for a name or USPS code in any case ("ca", "California"); else null. */
export function canonicalStateName(input: string): string | null {
  return NAME_BY_KEY.get(input.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}
