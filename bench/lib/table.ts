/**
 * Prints rows as a table: columns padded to one width (numbers right-aligned), either plain, for the
 * terminal, or as a Markdown table that reads aligned in the terminal and pastes as is into a note.
 */
export interface Column {
  title: string;
  /** Right-align (numbers); the Markdown table marks the column `--:` too. */
  right?: boolean;
}

export function formatTable(columns: Column[], rows: string[][], markdown: boolean): string {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cells = (values: string[]) =>
    values.map((v, i) => (columns[i]!.right ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)));
  if (!markdown) {
    return [columns.map((c) => c.title), ...rows].map((r) => cells(r).join('  ').trimEnd()).join('\n');
  }
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const rule = columns.map((c, i) => (c.right ? `${'-'.repeat(widths[i]! - 1)}:` : '-'.repeat(widths[i]!)));
  return [line(cells(columns.map((c) => c.title))), line(rule), ...rows.map((r) => line(cells(r)))].join(
    '\n',
  );
}
