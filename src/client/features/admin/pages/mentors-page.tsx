import { BusyButton } from '@client/components/busy-button.tsx';
import { DataTable } from '@client/components/data-table.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { SelectField, TextAreaField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { confirmDelete, showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { refuse, useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { JournalListsSchema, MentorAssignmentInputSchema } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId, useState } from 'react';
import { programChoicesNote, useProgramChoices } from '../api/get-program-choices.ts';
import {
  useAssignMentor,
  useAssignments,
  useJournalLists,
  useMentorChoices,
  useSaveJournalLists,
  useUnassignMentor,
} from '../api/mentoring.ts';
import { EvaluationForm } from '../components/evaluation-form.tsx';
import { type Learner, LearnerPicker } from '../components/learner-choices.tsx';

/**
 * Mentors (docs/product.md §23.2), for admins: per program, which learner each instructor mentors,
 * and the journal's setups and mistakes checklist the program's learners choose from.
 */
export function MentorsPage() {
  useDocumentTitle('Mentors');
  const programs = useProgramChoices();
  const [programId, setProgramId] = useState('');
  return (
    <>
      <h1 className="h3 mb-4">Mentors and journal lists</h1>
      <div className="mb-4" style={{ maxWidth: '32rem' }}>
        <label htmlFor="mentors-program" className="form-label">
          Program
        </label>
        <select
          id="mentors-program"
          className="form-select"
          value={programId}
          onChange={(e) => setProgramId(e.target.value)}
        >
          <option value="">Choose a program</option>
          {(programs.data?.items ?? []).map((program) => (
            <option key={program._id} value={program._id}>
              {program.title}
            </option>
          ))}
        </select>
        <div className="form-text">{programChoicesNote(programs)}</div>
      </div>
      {programId ? (
        <>
          <Assignments programId={programId} />
          <ListsForm key={programId} programId={programId} />
          <EvaluationForm key={`evaluation-${programId}`} programId={programId} />
        </>
      ) : null}
    </>
  );
}

function Assignments({ programId }: { programId: string }) {
  const assignments = useAssignments(programId);
  const unassign = useUnassignMentor(programId);
  return (
    <section className="card mb-4" aria-labelledby="assignments-heading">
      <div className="card-body">
        <h2 id="assignments-heading" className="h5">
          Assignments
        </h2>
        <QueryStates query={assignments}>
          {(rows) => (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
            <section className="table-responsive" aria-label="Assignments" tabIndex={0}>
              <DataTable
                className="table table-sm align-middle"
                rows={rows}
                rowKey={(row) => row.learner_id}
                empty="No learner of this program has a mentor yet."
                columns={[
                  {
                    header: 'Learner',
                    rowHeader: true,
                    cell: (row) => `${row.learner_name} (${row.learner_email})`,
                  },
                  { header: 'Mentor', cell: (row) => row.mentor_name },
                  {
                    header: 'Sign-off',
                    cell: (row) => (row.signed_off ? `By ${row.signed_off_by_name}` : '—'),
                  },
                  {
                    header: 'Actions',
                    headerHidden: true,
                    cell: (row) => (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={async () => {
                          if (!(await confirmDelete(`Remove ${row.learner_name}'s mentor?`))) return;
                          unassign.mutate(row.learner_id, {
                            onError: (error) => void showError(errorMessage(error)),
                          });
                        }}
                      >
                        Remove<span className="visually-hidden"> {row.learner_name}'s mentor</span>
                      </button>
                    ),
                  },
                ]}
              />
            </section>
          )}
        </QueryStates>
        <AssignForm programId={programId} />
      </div>
    </section>
  );
}

function AssignForm({ programId }: { programId: string }) {
  const fieldId = useId();
  const id = (field: string) => `${fieldId}-${field}`;
  const [learner, setLearner] = useState<Learner | null>(null);
  const mentors = useMentorChoices();
  const assign = useAssignMentor(programId);
  const form = useContractForm({
    schema: MentorAssignmentInputSchema,
    input: (element) =>
      learner
        ? { mentor_id: String(new FormData(element).get('mentor_id') ?? '') }
        : refuse({ user_id: MESSAGES.certificates.chooseLearner }),
    submit: async ({ mentor_id }) => {
      await assign.mutateAsync({ learnerId: learner!._id, mentorId: mentor_id });
      return MESSAGES.journal.assignmentSaved;
    },
  });
  return (
    <form {...form.props} className="mt-3" aria-label="Assign a mentor" noValidate>
      <h3 className="h6">Assign a mentor</h3>
      <LearnerPicker id={id} form={form} chosen={learner} onChoose={setLearner} />
      <SelectField id={id('mentor')} {...form.field('mentor_id')} label="Mentor" required>
        {(mentors.data ?? []).map((mentor) => (
          <option key={mentor._id} value={mentor._id}>
            {mentor.name} ({mentor.email})
          </option>
        ))}
      </SelectField>
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Assign
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function ListsForm({ programId }: { programId: string }) {
  const lists = useJournalLists(programId);
  const save = useSaveJournalLists(programId);
  const form = useContractForm({
    schema: JournalListsSchema,
    input: (element) => {
      const data = new FormData(element);
      return {
        setups: lines(String(data.get('setups') ?? '')),
        mistakes: lines(String(data.get('mistakes') ?? '')),
      };
    },
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.journal.listsSaved;
    },
  });
  return (
    <section className="card mb-4" aria-labelledby="lists-heading">
      <div className="card-body">
        <h2 id="lists-heading" className="h5">
          Journal lists
        </h2>
        <QueryStates query={lists}>
          {(data) => (
            <form {...form.props} aria-labelledby="lists-heading" noValidate>
              <TextAreaField
                id="lists-setups"
                {...form.field('setups')}
                label="Setups (one a line)"
                rows={4}
                defaultValue={data.setups.join('\n')}
              />
              <TextAreaField
                id="lists-mistakes"
                {...form.field('mistakes')}
                label="Mistakes checklist (one a line)"
                rows={4}
                defaultValue={data.mistakes.join('\n')}
              />
              <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
                Save lists
              </BusyButton>
              <FormFeedback feedback={form.feedback} className="mt-3" />
            </form>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
