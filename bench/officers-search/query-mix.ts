import type { SampledOfficer } from './seed-data';

/** One search as the web app sends it, and the officer it must find when that is known. */
export interface SearchRequest {
  kind: string;
  path: string;
  /** The officer that must be in the answer (first, with `isFirst`). */
  expectId: string | null;
  isFirst: boolean;
}

/**
 * What people type, weighted: a name with the place the app detected, a name or badge alone,
 * the first letters of a name while typing, a department, or nothing (the page just opened).
 */
const KINDS: {
  kind: string;
  weight: number;
  build: (
    o: SampledOfficer,
    random: () => number,
  ) => Omit<SearchRequest, 'kind' | 'path'> & { search: string; place: boolean };
}[] = [
  {
    kind: 'name + place',
    weight: 25,
    build: (o) => ({
      search: `${o.firstName} ${o.lastName}`,
      place: true,
      expectId: o.id,
      isFirst: false,
    }),
  },
  {
    kind: 'name',
    weight: 10,
    build: (o) => ({
      search: `${o.firstName} ${o.lastName}`,
      place: false,
      expectId: o.id,
      isFirst: false,
    }),
  },
  {
    kind: 'name, words reversed',
    weight: 5,
    build: (o) => ({
      search: `${o.lastName.toLowerCase()} ${o.firstName.toLowerCase()}`,
      place: false,
      expectId: o.id,
      isFirst: false,
    }),
  },
  {
    kind: 'name start + place',
    weight: 15,
    build: (o, random) => ({
      search: o.lastName.slice(0, 3 + Math.floor(random() * 3)),
      place: true,
      expectId: null,
      isFirst: false,
    }),
  },
  {
    kind: 'last name',
    weight: 10,
    build: (o) => ({ search: o.lastName, place: false, expectId: null, isFirst: false }),
  },
  {
    kind: 'first name',
    weight: 5,
    build: (o) => ({ search: o.firstName, place: false, expectId: null, isFirst: false }),
  },
  {
    kind: 'badge',
    weight: 10,
    build: (o) => ({ search: o.badgeNumber, place: false, expectId: o.id, isFirst: true }),
  },
  {
    kind: 'badge part',
    weight: 5,
    build: (o) => ({
      search: o.badgeNumber.slice(1, 5),
      place: false,
      expectId: null,
      isFirst: false,
    }),
  },
  {
    kind: 'department',
    weight: 5,
    build: (o) => ({
      search: o.department.replace(/ Department$/, ''),
      place: false,
      expectId: null,
      isFirst: false,
    }),
  },
  {
    kind: '1-2 letters + place',
    weight: 5,
    build: (o, random) => ({
      search: o.lastName.slice(0, 1 + Math.floor(random() * 2)),
      place: true,
      expectId: null,
      isFirst: false,
    }),
  },
  {
    kind: 'place only',
    weight: 5,
    build: () => ({ search: '', place: true, expectId: null, isFirst: false }),
  },
];

export const SEARCH_KINDS = KINDS.map((k) => k.kind);

/** mulberry32: a small seeded generator, so every run sends the same searches. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function buildQueryMix(
  sample: SampledOfficer[],
  count: number,
  seed: number,
): SearchRequest[] {
  if (sample.length === 0) throw new Error('no officers sampled');
  const random = seededRandom(seed);
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  const requests: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    let roll = random() * total;
    const kind = KINDS.find((k) => (roll -= k.weight) < 0) ?? KINDS[0];
    const officer = sample[Math.floor(random() * sample.length)] as SampledOfficer;
    if (kind === undefined) throw new Error('no search kinds');
    const { search, place, expectId, isFirst } = kind.build(officer, random);
    const query = new URLSearchParams();
    if (search) query.set('search', search);
    if (place) {
      query.set('city', officer.city);
      query.set('state', officer.state);
    }
    requests.push({ kind: kind.kind, path: `/api/officers?${query}`, expectId, isFirst });
  }
  return requests;
}
