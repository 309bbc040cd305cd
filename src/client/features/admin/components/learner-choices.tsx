import { FieldError, FormField } from '@client/components/form-field.tsx';
import type { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import { useLearnerSearch } from '../api/search-learners.ts';
import { useListControls } from '../hooks/use-list-controls.ts';

export type Learner = Pick<User, '_id' | 'name' | 'email'>;

/** What the learner search says: loading, its failure, no matches, or how many it shows. */
function learnerSearchStatus(q: string, learners: ReturnType<typeof useLearnerSearch>): string {
  return !q
    ? ''
    : learners.isError
      ? MESSAGES.certificates.searchLearnersFailed
      : !learners.data || learners.isFetching
        ? MESSAGES.generic.loading
        : learners.data.total === 0
          ? MESSAGES.certificates.noLearnersFound
          : learners.data.total > learners.data.items.length
            ? `Showing ${learners.data.items.length} of ${learners.data.total} matches: type more to narrow them.`
            : `${learners.data.total} ${learners.data.total === 1 ? 'match' : 'matches'}.`;
}

/** The learners the search found, as radio buttons, with the search's status and the field's error. */
function LearnerChoices({
  id,
  options,
  chosen,
  onChoose,
  status,
  error,
}: {
  id: (field: string) => string;
  options: readonly Learner[];
  chosen: Learner | null;
  onChoose: (learner: Learner) => void;
  status: string;
  error: string | undefined;
}) {
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? id('learner-error') : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-2">Learner</legend>
      {options.map((row) => (
        <div key={row._id} className="form-check">
          <input
            id={id(`learner-${row._id}`)}
            type="radio"
            className="form-check-input"
            name={id('learner')}
            value={row._id}
            checked={chosen?._id === row._id}
            onChange={() => onChoose(row)}
          />
          <label htmlFor={id(`learner-${row._id}`)} className="form-check-label text-break">
            {row.name} <span className="text-body-secondary">({row.email})</span>
          </label>
        </div>
      ))}
      <div role="status" className="form-text mt-1">
        {status}
      </div>
      <FieldError id={id('learner')} error={error} />
    </fieldset>
  );
}

/**
 * A learner found by name or e-mail (docs/product.md §12.3, §11.3): the search box, then, after
 * typing pauses, the first few matches as radio buttons. The search box is named `user_id`, so a
 * missing learner focuses it, where one is chosen; the chosen learner stays on the list when a new
 * search no longer finds them.
 */
export function LearnerPicker({
  id,
  form,
  chosen,
  onChoose,
}: {
  /** The dialog's ids: `id('search')`, `id('learner')`, `id('learner-<id>')`. */
  id: (field: string) => string;
  /** The dialog's form: its `user_id` error shows under the choices, and choosing clears it. */
  form: Pick<ReturnType<typeof useContractForm>, 'errors' | 'clearError'>;
  chosen: Learner | null;
  onChoose: (learner: Learner) => void;
}) {
  // The same debounce as the admin lists' search boxes; its page is not used.
  const search = useListControls();
  const q = search.params.q;
  const learners = useLearnerSearch(q);
  const found = q && learners.data ? learners.data.items : [];
  const options = chosen && !found.some((row) => row._id === chosen._id) ? [chosen, ...found] : found;
  return (
    <>
      <FormField
        id={id('search')}
        name="user_id"
        label="Search learners"
        type="search"
        hint="Type part of a name or e-mail, then choose the learner below."
        value={search.search}
        onChange={(event) => search.setSearch(event.target.value)}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
      />
      <LearnerChoices
        id={id}
        options={options}
        chosen={chosen}
        onChoose={(row) => {
          onChoose(row);
          form.clearError('user_id');
        }}
        status={learnerSearchStatus(q, learners)}
        error={form.errors.user_id}
      />
    </>
  );
}
