import type { Point } from '@redzone/contract';

export const HELLO_PATH = '/bench/hello';

/** Parent -> server: the alerts to store before listening. */
export interface Start {
  alerts: Point[];
}

/** Server -> parent: listening. */
export interface Ready {
  port: number;
}
