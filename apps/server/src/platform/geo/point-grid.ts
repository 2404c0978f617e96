import type { Point } from '@redzone/contract';
import { coverageBox } from './coverage-box';

/**
 * Cell edge in degrees: about 0.7 miles north to south. A 100-yard box touches one to four
 * cells and a full 1-mile radius about twenty, so a query reads the items near a point instead
 * of all of them (bench/alert-fanout: 10,000 observer streams).
 */
const CELL_DEGREES = 0.01;
/** Longitude cells around the globe; makes (row, column) one integer key. */
const COLUMNS = Math.round(360 / CELL_DEGREES);

const rowOf = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES);
const columnOf = (longitude: number) => Math.floor((longitude + 180) / CELL_DEGREES);
/** Columns wrap at the antimeridian, so a box crossing it (the Aleutians) finds both sides. */
const cellKey = (row: number, column: number) =>
  row * COLUMNS + (((column % COLUMNS) + COLUMNS) % COLUMNS);
const keyOf = (point: Point) => cellKey(rowOf(point.latitude), columnOf(point.longitude));

/**
 * Items bucketed by position, for "who is within this radius of here" without a pass over
 * everyone. Callers still apply the exact distance rule: a query returns every item whose cell
 * meets the radius's bounding box, a superset of those inside it.
 */
export class PointGrid<T> {
  private readonly cells = new Map<number, Set<T>>();
  private readonly cellOfItem = new Map<T, number>();

  /** Files the item under `point`, moving it if it was filed elsewhere. */
  place(item: T, point: Point): void {
    const key = keyOf(point);
    const previous = this.cellOfItem.get(item);
    if (previous === key) return;
    if (previous !== undefined) this.removeFromCell(item, previous);
    let cell = this.cells.get(key);
    if (cell === undefined) {
      cell = new Set();
      this.cells.set(key, cell);
    }
    cell.add(item);
    this.cellOfItem.set(item, key);
  }

  remove(item: T): void {
    const key = this.cellOfItem.get(item);
    if (key === undefined) return;
    this.removeFromCell(item, key);
    this.cellOfItem.delete(item);
  }

  /** Calls `visit` once for each item that may be within `radiusYards` of `center`. */
  near(center: Point, radiusYards: number, visit: (item: T) => void): void {
    const box = coverageBox(center, radiusYards);
    const lastRow = rowOf(box.maxLatitude);
    const firstColumn = columnOf(box.minLongitude);
    const lastColumn = columnOf(box.maxLongitude);
    for (let row = rowOf(box.minLatitude); row <= lastRow; row += 1) {
      for (let column = firstColumn; column <= lastColumn; column += 1) {
        const cell = this.cells.get(cellKey(row, column));
        if (cell !== undefined) for (const item of cell) visit(item);
      }
    }
  }

  clear(): void {
    this.cells.clear();
    this.cellOfItem.clear();
  }

  get size(): number {
    return this.cellOfItem.size;
  }

  private removeFromCell(item: T, key: number): void {
    const cell = this.cells.get(key);
    if (cell === undefined) return;
    cell.delete(item);
    if (cell.size === 0) this.cells.delete(key);
  }
}
