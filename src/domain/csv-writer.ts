// CSV for spreadsheets (RFC 4180): a header row, one row per record, CRLF line ends, fields quoted when they hold a
// comma, a quote or a line break. A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or
// a carriage return) is written with a leading apostrophe, so an exported nickname like "=HYPERLINK(…)" stays text.

export type CsvValue = string | number | boolean | null | undefined;

/** Cells whose first character makes Excel, LibreOffice or Google Sheets evaluate them (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it would start a formula, then quoted if RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are data, not formulas: a negative score stays a number in the spreadsheet.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvOptions {
  /** Prefix the UTF-8 byte order mark, so Excel opens accented names correctly. */
  bom?: boolean;
}

/** The whole document: the header row, then one row per record, every row ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n');
  return (options.bom ? '\uFEFF' : '') + lines.join('');
}
