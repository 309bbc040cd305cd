import type { HTMLAttributes, ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  /** The header; also the column's React key, so unique within a table. */
  header: string;
  /** Shown to screen readers only (a column of buttons, whose header would only clutter the view). */
  headerHidden?: boolean;
  /** The cell's content; `index` is the row's place on this page, from 0. */
  cell: (row: Row, index: number) => ReactNode;
  /** Amounts and counts line up on the right, header and cells alike. */
  align?: 'end';
  /** The cell that names its row (a symbol, a learner): `<th scope="row">`, read out with each cell of the row. */
  rowHeader?: boolean;
  /** More classes for the column's cells, e.g. 'text-nowrap'. */
  className?: string;
  /** More classes for the column's header. */
  headerClassName?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The one table of the client: a header row of `scope="col"` cells from the column definitions,
 * then a row per item, its naming cell a `<th scope="row">`. What is around it (a box that scrolls
 * sideways, a heading) is the caller's; so is what to show when there are no rows, unless `empty`
 * says it in the table itself.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  className,
  caption,
  captionClassName,
  empty,
  busy,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A row's own attributes: a highlight, aria-current. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** The table's classes, e.g. 'table table-sm align-middle'. */
  className: string;
  caption?: ReactNode;
  captionClassName?: string;
  /** Said in one full-width row when there are no rows (an admin list's 'No users found'). */
  empty?: ReactNode;
  /** The rows are being refreshed (aria-busy). */
  busy?: boolean;
}) {
  return (
    <table className={className} aria-busy={busy}>
      {caption !== undefined ? <caption className={captionClassName}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={classes(column.align === 'end' && 'text-end', column.headerClassName)}
            >
              {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="text-center text-body-secondary py-4">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const className = classes(column.align === 'end' && 'text-end', column.className);
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={className}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
