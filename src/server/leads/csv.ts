/**
 * A CSV cell: quoted when it holds a comma, quote or line break (RFC 4180), and a text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, per OWASP's CSV injection advice: a lead's name is
 * whatever a visitor typed.
 */
export function csvCell(value: string | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: a header row and one row per record, CRLF line ends (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | boolean | null)[])[],
): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
