import type { LawNotification } from '@redzone/contract';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../../i18n/all-texts';
import { groupByAge, lawNotificationTotals, monthsAgoLabel } from './law-notification-groups';

function law(id: string, monthsAgo: number, impactLevel: LawNotification['impactLevel']) {
  return {
    id,
    title: id,
    description: '',
    summary: '',
    category: 'recording',
    status: 'in effect',
    impactLevel,
    effectiveDate: '2026-01-01',
    monthsAgo,
    state: 'CA',
    citation: '',
    sourceUrl: 'https://example.org',
    statusAsOf: '2026-01-01',
    statusChangedOn: '2026-01-01',
    isVerified: true,
  } satisfies LawNotification;
}

async function translator(language: 'en' | 'es') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { translation: allTexts.en }, es: { translation: allTexts.es } },
  });
  return i18n.t;
}

describe('law notifications grouped by age (P2 §2, §9)', () => {
  const list = [
    law('future', 0, 'high'),
    law('this-month', 0, 'low'),
    law('two-a', 2, 'high'),
    law('one', 1, 'medium'),
    law('two-b', 2, 'medium'),
  ];

  it('groups by months ago, newest group first, keeping the order inside a group', () => {
    expect(groupByAge(list).map((g) => [g.monthsAgo, g.notifications.map((n) => n.id)])).toEqual([
      [0, ['future', 'this-month']],
      [1, ['one']],
      [2, ['two-a', 'two-b']],
    ]);
    expect(groupByAge([])).toEqual([]);
  });

  it('counts the tiles: total, high impact, this month', () => {
    expect(lawNotificationTotals(list)).toEqual({ total: 5, highImpact: 2, thisMonth: 2 });
    expect(lawNotificationTotals([])).toEqual({ total: 0, highImpact: 0, thisMonth: 0 });
  });

  it('labels the groups exactly as the spec does, and in Spanish', async () => {
    const t = await translator('en');
    expect([0, 1, 2, 5, 12].map((m) => monthsAgoLabel(t, m))).toEqual([
      'This Month',
      '1 Month Ago',
      '2 Months Ago',
      '5 Months Ago',
      '12 Months Ago',
    ]);
    const tEs = await translator('es');
    expect([0, 1, 5].map((m) => monthsAgoLabel(tEs, m))).toEqual([
      'Este mes',
      'Hace 1 mes',
      'Hace 5 meses',
    ]);
  });
});
