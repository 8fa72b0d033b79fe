import type { ReactNode } from 'react';

/** A table's column headers in order, each sized by its column's class (a styleVariants of the column widths). */
export function HeadCells<Column extends string>({
  cells,
  classNames,
}: {
  cells: readonly (readonly [Column, ReactNode])[];
  classNames: Record<Column, string>;
}) {
  return cells.map(([column, text]) => (
    <th key={column} scope="col" className={classNames[column]}>
      {text}
    </th>
  ));
}
