import { describe, expect, it } from 'vitest';
import { plainCitation } from './plain-citation';

describe('plainCitation', () => {
  it.each([
    [
      'Cal. Veh. Code § 2806.5; Cal. Gov. Code § 12525.5 (Stats. 2022, AB 2773 (Holden); chapter no. to verify)',
      'Cal. Veh. Code § 2806.5; Cal. Gov. Code § 12525.5 (Stats. 2022, AB 2773 (Holden))',
    ],
    [
      'Fla. Stat. § 843.31 (SB 184, 2024 Regular Session; Laws of Fla. chapter no. to verify)',
      'Fla. Stat. § 843.31 (SB 184, 2024 Regular Session)',
    ],
    [
      '2025 Tenn. Pub. Acts (SB 30/HB 55), Tenn. Code Ann. title 39, chapter 16; section number not verified',
      '2025 Tenn. Pub. Acts (SB 30/HB 55), Tenn. Code Ann. title 39, chapter 16; we could not confirm the exact section',
    ],
    [
      'Stats. 2025, SB 805 (Pérez); signed 2025-09-20; code sections not verified',
      'Stats. 2025, SB 805 (Pérez); signed 2025-09-20; we could not confirm the code sections',
    ],
    [
      'enjoined as to federal officers pending appeal (9th Cir. No. 26-926, Apr. 22, 2026, as reported; the opinion not verified)',
      'enjoined as to federal officers pending appeal (9th Cir. No. 26-926, Apr. 22, 2026, as reported; we have not read the opinion)',
    ],
    [
      'in effect; whether the Rokita injunction reaches this version – not verified',
      'in effect; whether the Rokita injunction reaches this version: we could not confirm this',
    ],
    [
      'enjoined as to federal officers (C.D. Cal., Feb. 9, 2026, in force from Feb. 19, 2026); an appeal ruling on the mask ban not verified',
      'enjoined as to federal officers (C.D. Cal., Feb. 9, 2026, in force from Feb. 19, 2026); we could not confirm the appeal ruling on the mask ban',
    ],
  ])('%s', (raw, plain) => {
    expect(plainCitation(raw)).toBe(plain);
    expect(plainCitation(raw)).not.toMatch(/to verify|not verified|chapter no\./i);
  });

  it('leaves a citation with nothing unconfirmed as it is', () => {
    expect(plainCitation('Ariz. Rev. Stat. § 13-2412')).toBe('Ariz. Rev. Stat. § 13-2412');
  });
});
