/**
 * The benchmark's names and places: common US given names and surnames (Social Security and
 * Census lists) and the largest US cities with their states (Burbank added, the app's home).
 * Kept as text blocks, one entry per word or line, so they stay compact.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const FIRST_NAMES = words(`
James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard
Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty
Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua
Michelle Kenneth Carol Kevin Amanda Brian Dorothy George Melissa Timothy Deborah Ronald
Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy
Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole
Brandon Helen Benjamin Samantha Samuel Katherine Gregory Christine Alexander Debra Frank Rachel
Patrick Carolyn Raymond Janet Jack Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth
Jose Julie Adam Olivia Nathan Joyce Henry Virginia Douglas Victoria Zachary Kelly Peter Lauren
Kyle Christina Luis Ana Carlos Rosa Juan Sofia Miguel Lucia Wei Mei Hiroshi Yuki Ahmed Fatima
Dmitri Olga Raj Priya Kwame Amara
`);

export const LAST_NAMES = words(`
Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill
Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips
Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson
Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders
Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler
Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton
Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina
Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington
Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter
Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black
Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson
Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kowalski Okafor Nakamura Ivanov Cohen
Singh Haddad Novak
`);

/** "City, State" per line; bigger cities first (they get more officers). */
export const CITIES: [string, string][] = lines(`
New York, New York
Los Angeles, California
Chicago, Illinois
Houston, Texas
Phoenix, Arizona
Philadelphia, Pennsylvania
San Antonio, Texas
San Diego, California
Dallas, Texas
Jacksonville, Florida
Austin, Texas
Fort Worth, Texas
San Jose, California
Columbus, Ohio
Charlotte, North Carolina
Indianapolis, Indiana
San Francisco, California
Seattle, Washington
Denver, Colorado
Oklahoma City, Oklahoma
Nashville, Tennessee
Washington, District of Columbia
El Paso, Texas
Las Vegas, Nevada
Boston, Massachusetts
Detroit, Michigan
Portland, Oregon
Louisville, Kentucky
Memphis, Tennessee
Baltimore, Maryland
Milwaukee, Wisconsin
Albuquerque, New Mexico
Tucson, Arizona
Fresno, California
Sacramento, California
Mesa, Arizona
Atlanta, Georgia
Kansas City, Missouri
Colorado Springs, Colorado
Omaha, Nebraska
Raleigh, North Carolina
Miami, Florida
Virginia Beach, Virginia
Long Beach, California
Oakland, California
Minneapolis, Minnesota
Bakersfield, California
Tulsa, Oklahoma
Tampa, Florida
Arlington, Texas
Wichita, Kansas
Aurora, Colorado
New Orleans, Louisiana
Cleveland, Ohio
Honolulu, Hawaii
Anaheim, California
Henderson, Nevada
Orlando, Florida
Lexington, Kentucky
Stockton, California
Riverside, California
Irvine, California
Corpus Christi, Texas
Newark, New Jersey
Santa Ana, California
Cincinnati, Ohio
Pittsburgh, Pennsylvania
Saint Paul, Minnesota
Greensboro, North Carolina
Jersey City, New Jersey
Durham, North Carolina
Lincoln, Nebraska
North Las Vegas, Nevada
Plano, Texas
Anchorage, Alaska
Gilbert, Arizona
Madison, Wisconsin
Reno, Nevada
Chandler, Arizona
St. Louis, Missouri
Chula Vista, California
Buffalo, New York
Fort Wayne, Indiana
Lubbock, Texas
St. Petersburg, Florida
Toledo, Ohio
Laredo, Texas
Port St. Lucie, Florida
Glendale, Arizona
Irving, Texas
Winston-Salem, North Carolina
Chesapeake, Virginia
Garland, Texas
Scottsdale, Arizona
Boise, Idaho
Hialeah, Florida
Frisco, Texas
Richmond, Virginia
Cape Coral, Florida
Burbank, California
`).map((line) => {
  const [city = '', state = ''] = line.split(', ');
  return [city, state];
});

export const REPORT_TITLES = lines(`
Polite traffic stop
Explained my rights
Rude and dismissive
Helped after a crash
Searched my car without asking
Calm during an arrest
Refused to give badge number
Professional at the scene
`);

export const REPORT_DESCRIPTIONS = lines(`
The officer explained the reason for the stop and answered my questions.
I was questioned for twenty minutes without being told why.
Arrived quickly after the accident and made sure everyone was safe.
Raised their voice and would not let me record the encounter.
`);
