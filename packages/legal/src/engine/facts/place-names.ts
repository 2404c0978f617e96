/**
 * Names people write for the cities of apps/server/data/us_largest_cities.csv besides the
 * table's own (GeoNames' English names): nicknames, abbreviations and Spanish names. Each maps to
 * a city of the table (whose state it takes) or, for a region, straight to a state.
 */
export const CITY_ALIASES: Record<string, string> = {
  // Nicknames and short forms, typed in any case.
  philly: 'Philadelphia',
  nyc: 'New York City',
  'new york city': 'New York City',
  'the big apple': 'New York City',
  bronx: 'The Bronx',
  harlem: 'Manhattan',
  'chi-town': 'Chicago',
  chitown: 'Chicago',
  'chi town': 'Chicago',
  vegas: 'Las Vegas',
  'sin city': 'Las Vegas',
  nola: 'New Orleans',
  'the big easy': 'New Orleans',
  'san fran': 'San Francisco',
  'san fransisco': 'San Francisco',
  'h-town': 'Houston',
  htown: 'Houston',
  beantown: 'Boston',
  motown: 'Detroit',
  'motor city': 'Detroit',
  'mile high city': 'Denver',
  indy: 'Indianapolis',
  'st louis': 'St. Louis',
  'saint louis': 'St. Louis',
  'st paul': 'Saint Paul',
  'st. paul': 'Saint Paul',
  'st pete': 'St. Petersburg',
  'st. pete': 'St. Petersburg',
  'st petersburg': 'St. Petersburg',
  'ft worth': 'Fort Worth',
  'ft. worth': 'Fort Worth',
  'ft lauderdale': 'Fort Lauderdale',
  'ft. lauderdale': 'Fort Lauderdale',
  'san antone': 'San Antonio',
  nashvegas: 'Nashville',
  'l.a.': 'Los Angeles',
  'washington heights': 'Washington Heights',
  'salt lake': 'Salt Lake City',
  // New York City neighborhoods the table does not list (the CCRB is the city's).
  'jackson heights': 'New York City',
  flushing: 'New York City',
  'sunset park': 'New York City',
  'east new york': 'New York City',
  'mott haven': 'New York City',
  'south bronx': 'New York City',
  // Spanish names (matched without accents).
  'nueva york': 'New York City',
  'ciudad de nueva york': 'New York City',
  filadelfia: 'Philadelphia',
  'nueva orleans': 'New Orleans',
  'san luis': 'St. Louis',
  fenix: 'Phoenix',
  bufalo: 'Buffalo',
  pittsburgo: 'Pittsburgh',
  menfis: 'Memphis',
  'san jose de california': 'San Jose',
};

/** Abbreviations that count only in capitals ("SF", not the letters "sf" in a word). */
export const CAPITAL_ALIASES: Record<string, string> = {
  SF: 'San Francisco',
  STL: 'St. Louis',
  OKC: 'Oklahoma City',
  ATL: 'Atlanta',
  ABQ: 'Albuquerque',
  JAX: 'Jacksonville',
  PDX: 'Portland',
};

/** Regions and abbreviations that name a state but no one city. */
export const REGION_ALIASES: Record<string, string> = {
  'bay area': 'CA',
  socal: 'CA',
  norcal: 'CA',
  'silicon valley': 'CA',
  'long island': 'NY',
  'twin cities': 'MN',
  dfw: 'TX',
  'south florida': 'FL',
  // Large unincorporated places the city table (incorporated cities only) leaves out.
  'silver spring': 'MD',
  'east los angeles': 'CA',
  // California cities below the table's 300 largest, named as often as its big ones.
  compton: 'CA',
  'huntington park': 'CA',
  'south gate': 'CA',
  lynwood: 'CA',
  'santa maria': 'CA',
  indio: 'CA',
  coachella: 'CA',
  watsonville: 'CA',
  // The Town of Hempstead, on Long Island, is the most populous town in New York.
  hempstead: 'NY',
  // Maui's towns are unincorporated: Maui County's police serve them.
  maui: 'HI',
  kahului: 'HI',
  // Delaware's beach towns, named without the state as often as with it.
  'rehoboth beach': 'DE',
  'dewey beach': 'DE',
};

/**
 * Written forms that stand for places in two states: asking beats guessing. "LA" is
 * Los Angeles or Louisiana; "KC" Kansas City, Missouri or Kansas.
 */
export const SHARED_ABBREVIATIONS: Record<string, { name: string; states: string[] }> = {
  LA: { name: 'LA', states: ['CA', 'LA'] },
  KC: { name: 'Kansas City', states: ['MO', 'KS'] },
};

/**
 * Boroughs and neighborhoods the table lists as places of their own, with the city whose
 * ordinances govern them (the Right to Know Act is New York City's).
 */
export const PART_OF_CITY: Record<string, string> = {
  Brooklyn: 'New York City',
  Queens: 'New York City',
  Manhattan: 'New York City',
  'The Bronx': 'New York City',
  'Staten Island': 'New York City',
  Jamaica: 'New York City',
  Astoria: 'New York City',
  'East Flatbush': 'New York City',
  'Borough Park': 'New York City',
  'Washington Heights': 'New York City',
  'Sheepshead Bay': 'New York City',
  'East Harlem': 'New York City',
  Elmhurst: 'New York City',
  Bushwick: 'New York City',
  Gravesend: 'New York City',
  Corona: 'New York City',
};

/**
 * Table cities whose name as often means a place the table leaves out ("Hollywood" is also Los
 * Angeles's; "Salem", Massachusetts): their other state is added, so the engine asks.
 */
export const ALSO_IN: Record<string, string[]> = {
  hollywood: ['CA'],
  salem: ['MA'],
};
