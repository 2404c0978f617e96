import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, randomPlace } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { createOfficer, createReport, uniqueCity } from '../../test/officers';
import { startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** Bidi, control and zero-width characters reached others' screens. */
describeApi('text others read carries no invisible characters', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('strips them from alerts, officer profiles and reports as they are stored', async () => {
    const who = await startVerifiedSession(app);
    const alert = await createAlert(app, who, randomPlace(), {
      location: 'Main\u202E St',
      description: 'Stop\u200B at\u0007 light\u2066',
    });
    expect(alert).toMatchObject({ location: 'Main St', description: 'Stop at light' });
    const officer = await createOfficer(app, who, uniqueCity(), { lastName: 'Sm\u200Dith\u202E' });
    expect(officer.lastName).toBe('Smith');
    const report = await createReport(app, await startVerifiedSession(app), officer.id, {
      title: 'Rude\u2067 stop',
      description: 'He\u202Eyelled\nloudly',
    });
    expect(report).toMatchObject({ title: 'Rude stop', description: 'Heyelled\nloudly' });
  });
});
