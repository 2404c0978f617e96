import { LawNotificationsResponseSchema } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { LawNotificationRow } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';
import { readLawRecordFile, LAW_SEED_FILE } from './law-record-file';
import { lawTexts } from './law-translations';

describe('Spanish law notification texts', () => {
  it('has a current Spanish title, status and summary for every shipped record', async () => {
    for (const record of await readLawRecordFile(LAW_SEED_FILE)) {
      const row = {
        id: record.id,
        title: record.title,
        status: record.status,
        summary: record.summary,
      } as LawNotificationRow;
      const spanish = lawTexts(row, 'es');
      expect(spanish.title, record.id).not.toBe(record.title);
      expect(spanish.summary, record.id).not.toBe(record.summary);
    }
  });

  it('shows the English when the record changed after it was translated', () => {
    const row = {
      id: 'ca-ab2773-2024',
      title: 'A new title from a later import',
      status: 'in effect',
      summary: 'A new summary.',
    } as LawNotificationRow;
    expect(lawTexts(row, 'es')).toEqual({
      title: row.title,
      status: row.status,
      summary: row.summary,
    });
  });
});

describeApi('law notifications in the language the app asks for', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({}, { now: () => new Date('2026-03-10T12:00:00Z') });
  });
  afterAll(() => app.close());

  async function list(acceptLanguage?: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/law-notifications/CA?months=600',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const body = LawNotificationsResponseSchema.parse(response.json());
    const found = body.notifications.find((n) => n.id === 'ca-ab2773-2024');
    if (!found) throw new Error('AB 2773 missing');
    return found;
  }

  it('answers in Spanish for a Spanish Accept-Language, keeping citations and dates', async () => {
    const spanish = await list('es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.title).toMatch(/^Los agentes deben decir el motivo/);
    expect(spanish.status).toBe('en vigor');
    expect(spanish.summary).toMatch(/RIPA/);
    expect(spanish.citation).toMatch(/Cal\. Veh\. Code § 2806\.5/);
    expect(spanish.effectiveDate).toBe('2024-01-01');
  });

  it('answers in English by default and when English is preferred', async () => {
    expect((await list()).title).toMatch(/^Officers must state the reason/);
    expect((await list('en-US,es;q=0.5')).title).toMatch(/^Officers must state the reason/);
  });
});
