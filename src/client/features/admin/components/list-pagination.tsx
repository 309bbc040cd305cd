import { pageWindow } from '../utils/page-window.ts';

/**
 * Bootstrap pagination with numbered page buttons: the first and last page and a window around
 * the current one, with ellipses for the rest (see pageWindow), plus Previous and Next.
 */
export function ListPagination({
  label,
  page,
  pageCount,
  onPageChange,
}: {
  /** Names the navigation landmark, e.g. 'Users pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const items = pageWindow(page, pageCount);
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap justify-content-center mb-0">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <span aria-hidden="true">&laquo;</span>
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item.page} className={`page-item ${item.page === page ? 'active' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPageChange(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
              >
                <span className="visually-hidden">Page </span>
                {item.page}
              </button>
            </li>
          ),
        )}
        <li className={`page-item ${page >= pageCount ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            aria-label="Next page"
          >
            <span aria-hidden="true">&raquo;</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
