// Formats the bench's figures as plain-text tables, each row checked against its budget, and sums up samples.

const mark = (ok) => (ok === undefined ? '' : ok ? 'ok' : 'OVER');

/** A fixed-width table: `columns` are [header, key] pairs; values are printed as they are. */
export function table(title, columns, rows) {
  const cells = rows.map((row) =>
    columns.map(([, key]) => String(typeof key === 'function' ? key(row) : (row[key] ?? ''))),
  );
  const widths = columns.map(([header], index) => Math.max(header.length, ...cells.map((cell) => cell[index].length)));
  const line = (values) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  return [
    `\n${title}`,
    line(columns.map(([header]) => header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

/** Median of numbers (the middle one, or the mean of the middle two). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export { mark };
