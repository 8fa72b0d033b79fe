// CSV export: exactly the rows on screen and their totals row, as UTF-8 with a BOM so Excel keeps Hangul.

/** A column of an exported list. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number | null | undefined;
  /** A number column: the totals row carries the sum of the rows; other columns are left empty there. */
  readonly sum?: boolean;
}

/** The byte order mark Excel reads to open a CSV as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A cell Excel would run as a formula (= + - @, tab or carriage return first) gets a leading apostrophe. */
function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/** One cell, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  const text = guardFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The totals of a list's number columns: each is the sum of the rows' values. */
export function csvTotals<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): (number | undefined)[] {
  return columns.map((column) => (column.sum ? rows.reduce((total, row) => total + (Number(column.value(row)) || 0), 0) : undefined));
}

/** A named figure shown under a list (the server's sum of the whole period): written as its own line, label then value. */
export interface CsvNote {
  readonly label: string;
  readonly value: string | number;
}

/**
 * The CSV text: BOM, header, one line per row, a totals row (its first cell `totalsLabel`) and a line per note,
 * CRLF line ends. Not in spec: negative numbers stay numbers (the formula guard spares "-123").
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], totalsLabel = '합계', notes: readonly CsvNote[] = []): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  const totals = csvTotals(columns, rows);
  lines.push(totals.map((total, index) => csvCell(index === 0 && total === undefined ? totalsLabel : total)));
  for (const note of notes) lines.push([csvCell(note.label), csvCell(note.value)]);
  return `${CSV_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
