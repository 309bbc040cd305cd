import { FieldError } from '@client/components/form-field.tsx';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import type { useLearnerSearch } from '../api/search-learners.ts';

export type Learner = Pick<User, '_id' | 'name' | 'email'>;

/** What the learner search says: loading, its failure, no matches, or how many it shows. */
export function learnerSearchStatus(q: string, learners: ReturnType<typeof useLearnerSearch>): string {
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
export function LearnerChoices({
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
