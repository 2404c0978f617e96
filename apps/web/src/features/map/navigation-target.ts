import type { Point } from '@redzone/contract';

/** What the map navigates to: an alert from the list, or the one a Respond button handed over. */
export interface NavigationTarget extends Point {
  id: string;
  location: string;
}
