import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
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
import { deleteAfterConfirm } from '../utils/delete-after-confirm.ts';
import { programFailureText } from '../utils/failure-text.ts';

type ProgramModalState =
  | { kind: 'add' }
  | { kind: 'edit'; program: Program }
  | { kind: 'simulator'; program: Program };

/** The list's columns after '#' and 'ID'; the row's actions open a modal or delete the program. */
function programColumns(actions: {
  open: (modal: ProgramModalState) => void;
  onDelete: (program: Program) => void;
}): AdminColumn<Program>[] {
  return [
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
            onClick={() => actions.open({ kind: 'simulator', program })}
          />
          <EditDeleteActions
            subject={program.title}
            onEdit={() => actions.open({ kind: 'edit', program })}
            onDelete={() => actions.onDelete(program)}
          />
        </div>
      ),
    },
  ];
}

/**
 * /admin/programs: search by title or tag; add, edit (with an HTML preview) and delete programs,
 * open a program's curriculum, and set its trading simulator up (docs/product.md §14.9).
 */
export function ProgramsPage() {
  const controls = useListControls();
  const programs = usePrograms(controls.params);
  const deleteProgram = useDeleteProgram();
  const [modal, setModal] = useState<ProgramModalState | null>(null);

  const columns = programColumns({
    open: setModal,
    onDelete: (program) =>
      void deleteAfterConfirm(deleteProgram, program._id, {
        question: `The program '${program.title}' will be deleted.`,
        done: MESSAGES.admin.programDeleted,
        failureText: (error) => programFailureText(MESSAGES.admin.programDeleteFailed, error),
      }),
  });

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
