import { CommunityNotice } from '@client/components/community-notice.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ThreadForm } from '@client/components/thread-form.tsx';
import { ThreadList } from '@client/components/thread-list.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { useRefreshCommunity, useThreadPage } from '@client/lib/community.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { COMMUNITY_SORTS, type CommunitySort, type ThreadPage } from '@contract/community.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import type { FormEvent } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';

const SORT_LABELS: Record<CommunitySort, string> = {
  new: 'Newest',
  top: 'Most votes',
  unanswered: 'Unanswered',
};

/**
 * /community/:programId (docs/product.md §22.1): the fixed notice, the space's threads with search
 * and sort, and a new thread form. Search, sort and page live in the address, so a view can be shared.
 */
export function CommunitySpacePage() {
  useDocumentTitle('Community');
  const token = useToken();
  const { programId = '' } = useParams();
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <Space programId={programId} />
    </div>
  );
}

function Space({ programId }: { programId: string }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: CommunitySort = COMMUNITY_SORTS.find((value) => value === sortParam) ?? 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const threads = useThreadPage(programId, { page, sort, ...(q ? { q } : {}) });
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === '1')) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  if (threads.isPending) return <PageLoading />;
  if (threads.isError) {
    if (threads.error instanceof ApiError && [403, 404].includes(threads.error.status)) {
      return (
        <>
          <h1 className="section-title mb-3">Community</h1>
          <p role="alert">{threads.error.message}</p>
        </>
      );
    }
    return <LoadError retrying={threads.isFetching} onRetry={() => void threads.refetch()} />;
  }
  return <SpaceView data={threads.data} q={q} sort={sort} onChange={update} />;
}

function SpaceView({
  data,
  q,
  sort,
  onChange,
}: {
  data: ThreadPage;
  q: string;
  sort: CommunitySort;
  onChange: (changes: Record<string, string>) => void;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshCommunity();
  return (
    <>
      <p className="small text-body-secondary mb-1">Community</p>
      <h1 className="section-title mb-3">{data.program_title}</h1>
      <CommunityNotice />
      <div className="row g-4">
        <div className="col-lg-8">
          <SearchAndSort q={q} sort={sort} onChange={onChange} />
          {data.threads.length === 0 ? (
            <p className="text-body-secondary">
              {q ? MESSAGES.community.emptySearch : MESSAGES.community.emptySpace}
            </p>
          ) : (
            <ThreadList threads={data.threads} />
          )}
          <Pager data={data} onChange={onChange} />
        </div>
        <div className="col-lg-4">
          <section className="card card-body" aria-labelledby="new-thread">
            <h2 id="new-thread" className="h5">
              Start a thread
            </h2>
            <ThreadForm
              programId={data.program_id}
              batches={data.batches}
              submitLabel="Post thread"
              onPosted={(thread) => {
                void refresh();
                if (thread) navigate(pagePath('communityThread', { id: thread._id }));
              }}
            />
          </section>
        </div>
      </div>
    </>
  );
}

function SearchAndSort({
  q,
  sort,
  onChange,
}: {
  q: string;
  sort: CommunitySort;
  onChange: (changes: Record<string, string>) => void;
}) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onChange({ q: String(text ?? '').trim(), page: '1' });
  };
  return (
    <form aria-label="Search and sort" className="d-flex flex-wrap gap-2 mb-3" onSubmit={search}>
      <label htmlFor="community-q" className="visually-hidden">
        Search this space
      </label>
      <input
        id="community-q"
        name="q"
        type="search"
        className="form-control flex-grow-1 w-auto"
        defaultValue={q}
        placeholder="Search this space"
      />
      <button type="submit" className="btn btn-teal">
        Search
      </button>
      <label htmlFor="community-sort" className="visually-hidden">
        Sort
      </label>
      <select
        id="community-sort"
        className="form-select w-auto"
        value={sort}
        onChange={(event) =>
          onChange({ sort: event.target.value === 'new' ? '' : event.target.value, page: '1' })
        }
      >
        {COMMUNITY_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </form>
  );
}

function Pager({
  data,
  onChange,
}: {
  data: ThreadPage;
  onChange: (changes: Record<string, string>) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="d-flex gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={data.page <= 1}
        onClick={() => onChange({ page: String(data.page - 1) })}
      >
        Previous
      </button>
      <span className="small">
        Page {data.page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={data.page >= pages}
        onClick={() => onChange({ page: String(data.page + 1) })}
      >
        Next
      </button>
    </nav>
  );
}
