import type { Point } from '@redzone/contract';
import { coverageBox } from './coverage-box';

/**
 * Default cell edge in degrees: about 0.7 miles north to south. A 100-yard box touches one to four
 * cells and a full 1-mile radius about twenty, so a query reads the items near a point instead
 * of all of them (bench/alert-fanout: 10,000 observer streams).
 */
const CELL_DEGREES = 0.01;

/**
 * Items bucketed by position, for "who is within this radius of here" without a pass over
 * everyone. Callers still apply the exact distance rule: a query returns every item whose cell
 * meets the radius's bounding box, a superset of those inside it. Cells about as wide as the
 * queries' boxes keep both the cells read and the items per cell few.
 */
export class PointGrid<T> {
  private readonly cells = new Map<number, Set<T>>();
  private readonly cellOfItem = new Map<T, number>();
  /** Longitude cells around the globe; makes (row, column) one integer key. */
  private readonly columns: number;
  private readonly cellDegrees: number;

  /** `cellDegrees` is rounded so whole cells go round the globe and the antimeridian is a cell edge. */
  constructor(cellDegrees = CELL_DEGREES) {
    this.columns = Math.round(360 / cellDegrees);
    this.cellDegrees = 360 / this.columns;
  }

  /** Files the item under `point`, moving it if it was filed elsewhere. */
  place(item: T, point: Point): void {
    const key = this.keyOf(point);
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
    const lastRow = this.rowOf(box.maxLatitude);
    const firstColumn = this.columnOf(box.minLongitude);
    const lastColumn = this.columnOf(box.maxLongitude);
    for (let row = this.rowOf(box.minLatitude); row <= lastRow; row += 1) {
      for (let column = firstColumn; column <= lastColumn; column += 1) {
        const cell = this.cells.get(this.cellKey(row, column));
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

  private rowOf(latitude: number): number {
    return Math.floor((latitude + 90) / this.cellDegrees);
  }

  private columnOf(longitude: number): number {
    return Math.floor((longitude + 180) / this.cellDegrees);
  }

  /** Columns wrap at the antimeridian, so a box crossing it (the Aleutians) finds both sides. */
  private cellKey(row: number, column: number): number {
    return row * this.columns + (((column % this.columns) + this.columns) % this.columns);
  }

  private keyOf(point: Point): number {
    return this.cellKey(this.rowOf(point.latitude), this.columnOf(point.longitude));
  }

  private removeFromCell(item: T, key: number): void {
    const cell = this.cells.get(key);
    if (cell === undefined) return;
    cell.delete(item);
    if (cell.size === 0) this.cells.delete(key);
  }
}
