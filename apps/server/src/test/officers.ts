import { randomBytes } from 'node:crypto';
import {
  type Officer,
  type OfficerReport,
  OfficerReportSchema,
  OfficerSchema,
} from '@redzone/contract';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

const CITY_LETTERS = 'bcdfghjkmnpqrstvwxz';

/**
 * A city nobody else's test uses, so suites sharing one PostgreSQL database (and tests within a
 * suite) never find each other's officers. Letters only: it is searched for as a word.
 */
export function uniqueCity(): string {
  // Consonants only: a random vowel run once spelled a searched name ("lee") inside the city.
  const letters = [...randomBytes(8)].map((b) => CITY_LETTERS[b % CITY_LETTERS.length]).join('');
  return `Testville ${letters}`;
}

/** A badge number nobody else's test uses. */
export function uniqueBadge(): string {
  return `T${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function officerBody(city: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Rodriguez',
    fullName: 'Maria Rodriguez',
    badgeNumber: uniqueBadge(),
    rank: 'Sergeant',
    department: null,
    city,
    state: 'California',
    ...overrides,
  };
}

export function postOfficer(
  app: App,
  who: TestSession,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/officers',
    payload: body,
    headers: { 'user-id': who.userId, ...headers },
    ...asSession(who),
  });
}

/** Posts and expects success; the created officer. */
export async function createOfficer(
  app: App,
  who: TestSession,
  city: string,
  overrides: Record<string, unknown> = {},
): Promise<Officer> {
  const response = await postOfficer(app, who, officerBody(city, overrides));
  if (response.statusCode !== 201) throw new Error(`officer refused: ${response.body}`);
  return OfficerSchema.parse(response.json());
}

export function searchOfficers(app: App, query: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/officers', query });
}

export function getOfficer(app: App, officerId: string) {
  return app.inject({ method: 'GET', url: `/api/officers/${officerId}` });
}

export function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    rating: 'B',
    interactionType: 'traffic_stop',
    title: 'Polite traffic stop',
    description: 'Explained the reason for the stop and let me go with a warning.',
    location: 'Olive Ave & 1st St',
    incidentDate: null,
    isAnonymous: false,
    ...overrides,
  };
}

export function postReport(
  app: App,
  who: TestSession,
  officerId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/officers/${officerId}/reports`,
    payload: body,
    headers: { 'user-id': who.userId, ...headers },
    ...asSession(who),
  });
}

/** Posts and expects success; the created report. */
export async function createReport(
  app: App,
  who: TestSession,
  officerId: string,
  overrides: Record<string, unknown> = {},
): Promise<OfficerReport> {
  const response = await postReport(app, who, officerId, reportBody(overrides));
  if (response.statusCode !== 201) throw new Error(`report refused: ${response.body}`);
  return OfficerReportSchema.parse(response.json());
}

export function listReports(app: App, officerId: string, who?: TestSession) {
  return app.inject({
    method: 'GET',
    url: `/api/officers/${officerId}/reports`,
    ...(who ? asSession(who) : {}),
  });
}
