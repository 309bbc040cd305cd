import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { formatDate, formatRupees } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteProgram } from '../api/delete-program.ts';
import { usePrograms } from '../api/get-programs.ts';
import { AddButton } from '../components/add-button.tsx';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { ProgramModal } from '../components/program-modal.tsx';
import { EditDeleteActions, RowActionButton } from '../components/row-action-button.tsx';
import { SimulatorSettingsModal } from '../components/simulator-settings-modal.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { programFailureText } from '../utils/failure-text.ts';
import { focusMainContent } from '../utils/focus.ts';

type ProgramModalState =
  | { kind: 'add' }
  | { kind: 'edit'; program: Program }
  | { kind: 'simulator'; program: Program };

/**
 * /admin/programs: search by title or tag; add, edit (with an HTML preview) and delete programs,
 * open a program's curriculum, and set its trading simulator up (issue 14).
 */
export function ProgramsPage() {
  const controls = useListControls();
  const programs = usePrograms(controls.params);
  const deleteProgram = useDeleteProgram();
  const [modal, setModal] = useState<ProgramModalState | null>(null);

  async function handleDelete(program: Program) {
    if (deleteProgram.isPending) return;
    if (!(await confirmDelete(`The program '${program.title}' will be deleted.`))) return;
    deleteProgram.mutate(program._id, {
      onSuccess: () => {
        // The row and its button are gone.
        focusMainContent();
        void showSuccess('Deleted!', MESSAGES.admin.programDeleted);
      },
      onError: (error) => void showError(programFailureText(MESSAGES.admin.programDeleteFailed, error)),
    });
  }

  const columns: AdminColumn<Program>[] = [
    { header: 'Title', cell: (program) => program.title, className: 'admin-wrap' },
    { header: 'Tag', cell: (program) => program.tag },
    { header: 'Actual', cell: (program) => formatRupees(program.actual_price) },
    { header: 'Offer', cell: (program) => formatRupees(program.offer_price) },
    {
      header: 'Availability',
      cell: (program) => (
        <span className={`badge ${program.availability === 'yes' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {program.availability === 'yes' ? 'Yes' : 'No'}
        </span>
      ),
    },
    { header: 'Type', cell: (program) => program.offering_type },
    { header: 'Created On', cell: (program) => formatDate(program.created_on) },
    {
      header: 'Actions',
      cell: (program) => (
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={pagePath('adminProgramCurriculum', { id: program._id })}
            className="btn btn-sm btn-outline-teal"
          >
            Curriculum<span className="visually-hidden"> {program.title}</span>
          </Link>
          <RowActionButton
            label="Simulator"
            subject={program.title}
            variant="outline-teal"
            onClick={() => setModal({ kind: 'simulator', program })}
          />
          <EditDeleteActions
            subject={program.title}
            onEdit={() => setModal({ kind: 'edit', program })}
            onDelete={() => void handleDelete(program)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminList
      title="Programs"
      searchLabel="Search programs"
      searchPlaceholder="Search by title or tag"
      controls={controls}
      query={programs}
      failedText={MESSAGES.admin.fetchProgramsFailed}
      emptyText={MESSAGES.admin.noPrograms}
      columns={columns}
      toolbar={
        <AddButton icon={IconPlusLg} onClick={() => setModal({ kind: 'add' })}>
          Add Program
        </AddButton>
      }
    >
      {modal?.kind === 'simulator' ? (
        <SimulatorSettingsModal program={modal.program} onClose={() => setModal(null)} />
      ) : modal ? (
        <ProgramModal
          program={modal.kind === 'edit' ? modal.program : undefined}
          onClose={() => setModal(null)}
        />
      ) : null}
    </AdminList>
  );
}
