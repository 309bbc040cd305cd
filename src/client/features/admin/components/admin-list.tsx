import { type Column, DataTable } from '@client/components/data-table.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatCount } from '@client/lib/format.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ADMIN_PAGE_SIZE } from '@contract/vocabulary.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import type { AdminPage } from '../api/admin-list.ts';
import type { ListControls } from '../hooks/use-list-controls.ts';
import { displayId } from '../utils/display-id.ts';
import { loadFailure } from '../utils/failure-text.ts';
import { pageCountOf, rowNumber } from '../utils/page-window.ts';
import { AccessDenied } from './access-denied.tsx';
import { ListPagination } from './list-pagination.tsx';
import { SearchBox } from './search-box.tsx';

/** An admin list's column: a DataTable column whose cells are all data cells. */
export type AdminColumn<Row> = Omit<Column<Row>, 'rowHeader'>;

/** The '#' (numbered across pages) and 'ID' (last 5 characters) columns every list starts with. */
function leadingColumns<Row extends { _id: string }>(page: number): Column<Row>[] {
  return [
    { header: '#', cell: (_row, index) => rowNumber(page, ADMIN_PAGE_SIZE, index) },
    {
      header: 'ID',
      cell: (row) => (
        <code className="admin-id" title={row._id}>
          {displayId(row._id)}
        </code>
      ),
    },
  ];
}

export interface AdminListProps<Row extends { _id: string }> {
  /** The page heading, e.g. 'Users'. */
  title: string;
  /** The search box's accessible name, e.g. 'Search users'. */
  searchLabel: string;
  searchPlaceholder: string;
  controls: ListControls;
  query: UseQueryResult<AdminPage<Row>>;
  /** docs/product.md §8: 'Failed to fetch users', ... */
  failedText: string;
  /** docs/product.md §2: 'No users found', ... */
  emptyText: string;
  /** The columns after '#' and 'ID', which every list has. */
  columns: readonly AdminColumn<Row>[];
  rowClassName?: (row: Row) => string;
  /** Buttons beside the heading, e.g. 'Add User'. */
  toolbar?: ReactNode;
  /** A word about the whole list under its heading, e.g. that online payment is off. */
  notice?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** The heading with the list's total (once loaded) in a badge, and the toolbar beside it. */
function AdminListHeading({
  headingId,
  title,
  total,
  toolbar,
}: {
  headingId: string;
  title: string;
  total: number | undefined;
  toolbar: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <div className="d-flex align-items-center gap-2">
        <h1 id={headingId} className="h3 mb-0">
          {title}
        </h1>
        {total !== undefined ? (
          <span className="badge rounded-pill admin-count" role="status">
            <span className="visually-hidden">Total: </span>
            {formatCount(total)}
          </span>
        ) : null}
      </div>
      {toolbar}
    </div>
  );
}

/** The list's table, with the '#' and 'ID' columns first, and its pagination when it has rows. */
function AdminListTable<Row extends { _id: string }>({
  headingId,
  title,
  page,
  pageCount,
  refreshing,
  data,
  columns,
  rowClassName,
  emptyText,
  onPageChange,
}: Pick<AdminListProps<Row>, 'title' | 'columns' | 'rowClassName' | 'emptyText'> & {
  headingId: string;
  page: number;
  pageCount: number;
  refreshing: boolean;
  data: AdminPage<Row>;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <section className="table-responsive admin-table-wrapper" aria-labelledby={headingId} tabIndex={0}>
        <DataTable
          className="table table-hover align-middle mb-0 admin-table"
          busy={refreshing}
          caption={`${title}, page ${page} of ${pageCount}`}
          captionClassName="visually-hidden"
          // A column's classes (its alignment) are its header's too.
          columns={[
            ...leadingColumns<Row>(page),
            ...columns.map((column) => ({ ...column, headerClassName: column.className })),
          ]}
          rows={data.items}
          rowKey={(row) => row._id}
          rowProps={rowClassName ? (row) => ({ className: rowClassName(row) }) : undefined}
          empty={emptyText}
        />
      </section>
      {data.total > 0 ? (
        <div className="mt-3">
          <ListPagination
            label={`${title} pages`}
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={onPageChange}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * The scaffolding every admin list shares (docs/product.md §2, "Common to admin lists"): heading with
 * a count badge, search box, 'Loading...', the failure texts, the table with its '#' (numbered
 * across pages) and 'ID' (last 5 characters) columns, and numbered pagination, 5 rows a page.
 */
export function AdminList<Row extends { _id: string }>({
  title,
  searchLabel,
  searchPlaceholder,
  controls,
  query,
  failedText,
  emptyText,
  columns,
  rowClassName,
  toolbar,
  notice,
  children,
}: AdminListProps<Row>) {
  useDocumentTitle(`Admin ${title}`);
  const headingId = useId();
  const { page } = controls.params;
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, ADMIN_PAGE_SIZE) : 1;
  const { setPage } = controls;

  // Deleting the last row of the last page leaves that page empty: show the new last page instead.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [data, query.isPlaceholderData, page, pageCount, setPage]);

  if (query.isError) {
    const failure = loadFailure(query.error, failedText);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  const refreshing = query.isFetching && !query.isPending;
  return (
    <section aria-labelledby={headingId} className="admin-list">
      <AdminListHeading headingId={headingId} title={title} total={data?.total} toolbar={toolbar} />
      {notice}

      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <SearchBox
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={controls.search}
          onChange={controls.setSearch}
        />
        {refreshing ? (
          <span className="small text-body-secondary d-inline-flex align-items-center gap-2" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {MESSAGES.generic.loading}
          </span>
        ) : null}
      </div>

      <QueryStates query={query} failedText={failedText} retry={false}>
        {(data) => (
          <AdminListTable
            headingId={headingId}
            title={title}
            page={page}
            pageCount={pageCount}
            refreshing={refreshing}
            data={data}
            columns={columns}
            rowClassName={rowClassName}
            emptyText={emptyText}
            onPageChange={setPage}
          />
        )}
      </QueryStates>
      {children}
    </section>
  );
}
