import { describe, expect, it } from 'vitest';
import { cityFromAgencyName, loadAgencyDirectory, parseAgencies } from './agency-directory';

const HEADER =
  ',agency_name,agency_type_name,county_name,division_name,latitude,longitude,nibrs,ori,region_desc,region_name,state_abbr,state_name';

describe('agency directory importer', () => {
  it('reads rows, quoted names included, and derives what the source lacks', () => {
    const csv = [
      HEADER,
      '1,Burbank Police Department,City,LOS ANGELES,Pacific,34.196398,-118.261862,0.0,CA0191200,Region IV,West,CA,California',
      '2,"Office of the Inspector General: Alachua County",Other State Agency,ALACHUA,South Atlantic,,,0.0,FL0010100,Region III,South,FL,Florida',
      '3,Omaha Police Department,City,DOUGLAS,West North Central,41.29,-96.0,0.0,NB0280100,Region II,Midwest,NB,Nebraska',
      '4,Mystery Agency,Spaceport,ORANGE,Pacific,33.7,-117.8,0.0,CA9999999,Region IV,West,CA,California',
    ].join('\n');
    const agencies = parseAgencies(csv);
    expect(agencies).toHaveLength(3);
    expect(agencies[0]).toEqual({
      id: 'CA0191200',
      name: 'Burbank Police Department',
      fbiType: 'City',
      city: 'Burbank',
      county: 'Los Angeles',
      state: 'CA',
      stateName: 'California',
      latitude: 34.196398,
      longitude: -118.261862,
      isPrecise: true,
    });
    expect(agencies[1]).toMatchObject({
      name: 'Office of the Inspector General: Alachua County',
      city: '',
      latitude: null,
      longitude: null,
    });
    expect(agencies[2]?.state).toBe('NE');
  });

  it('marks agencies sharing one point (a county centroid) as imprecise', () => {
    const row = (i: number, lat: string) =>
      `${i},Agency ${i} Police Department,City,KING,Pacific,${lat},-122.3,0.0,WA00000${i},Region IV,West,WA,Washington`;
    const agencies = parseAgencies(
      [HEADER, row(1, '47.5'), row(2, '47.5'), row(3, '47.5'), row(4, '47.6')].join('\n'),
    );
    expect(agencies.map((a) => a.isPrecise)).toEqual([false, false, false, true]);
  });

  it('takes the city from city agency names', () => {
    expect(cityFromAgencyName('Burbank Police Department')).toBe('Burbank');
    expect(cityFromAgencyName('Chicago Police Department')).toBe('Chicago');
    expect(cityFromAgencyName('Bloomfield Township Police Department')).toBe('Bloomfield');
    expect(cityFromAgencyName('Hillsboro Department of Public Safety')).toBe('Hillsboro');
    expect(cityFromAgencyName('Josephine')).toBe('Josephine');
  });

  it('loads the shipped FBI list whole', () => {
    const agencies = loadAgencyDirectory();
    expect(agencies.length).toBe(18_702);
    expect(new Set(agencies.map((a) => a.id)).size).toBe(agencies.length);
    expect(agencies.some((a) => a.state === 'NB')).toBe(false);
  });
});
