import { AgencyListSchema } from '@redzone/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { describeApi } from '../../test/test-database';

describeApi('law-enforcement agencies (/api/law-enforcement-agencies)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function agencies(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return AgencyListSchema.parse(response.json());
  }

  it('lists the city police first, then the county sheriff, for a recording in Burbank, CA', async () => {
    const list = await agencies(
      '/api/law-enforcement-agencies?latitude=34.1808&longitude=-118.309',
    );
    const names = list.map((a) => a.name);
    expect(names[0]).toBe('Burbank Police Department');
    expect(names).toContain("Los Angeles County Sheriff's Office");
    expect(names.indexOf("Los Angeles County Sheriff's Office")).toBeLessThan(4);
    expect(list[0]).toEqual({
      id: 'CA0191200',
      name: 'Burbank Police Department',
      type: 'Municipal Police',
      jurisdiction: 'Burbank, CA',
      city: 'Burbank',
      state: 'CA',
    });
    // Never Burbank, Illinois.
    expect(list.every((a) => a.state === 'CA')).toBe(true);
    expect(list.length).toBeLessThanOrEqual(12);
  });

  it('finds the same from the place text, in the query or in the path', async () => {
    const byText = await agencies('/api/law-enforcement-agencies?location=Burbank%2C%20CA');
    expect(byText[0]?.name).toBe('Burbank Police Department');
    expect(byText.map((a) => a.name)).toContain("Los Angeles County Sheriff's Office");
    const byPath = await agencies('/api/law-enforcement-agencies/Burbank%2C%20California%2091502');
    expect(byPath[0]?.name).toBe('Burbank Police Department');
    const byPointPath = await agencies('/api/law-enforcement-agencies/34.1808%2C-118.309');
    expect(byPointPath[0]?.name).toBe('Burbank Police Department');
  });

  it('lists Chicago police and the Cook County sheriff for Chicago, IL', async () => {
    const list = await agencies(
      '/api/law-enforcement-agencies?latitude=41.8781&longitude=-87.6298',
    );
    const names = list.map((a) => a.name);
    expect(names[0]).toBe('Chicago Police Department');
    expect(names.some((n) => /Cook County Sheriff/.test(n))).toBe(true);
    expect(list.every((a) => a.state === 'IL')).toBe(true);
  });

  it('answers an empty list outside the US and a clear 400 without a place', async () => {
    expect(
      await agencies('/api/law-enforcement-agencies?latitude=48.8566&longitude=2.3522'),
    ).toEqual([]);
    const none = await app.inject({ method: 'GET', url: '/api/law-enforcement-agencies' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/Burbank, CA/);
    const half = await app.inject({
      method: 'GET',
      url: '/api/law-enforcement-agencies?latitude=34',
    });
    expect(half.statusCode).toBe(400);
  });
});
