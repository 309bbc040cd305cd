import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { AdminLesson, AdminModule } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useDeleteModule } from '../api/delete-module.ts';
import { useCurriculum } from '../api/get-curriculum.ts';
import { useProgram } from '../api/get-program.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { AddButton } from '../components/add-button.tsx';
import { BatchesSection } from '../components/batches-section.tsx';
import { EarlyAccessModal } from '../components/early-access-modal.tsx';
import { LessonModal } from '../components/lesson-modal.tsx';
import { LessonPreviewModal } from '../components/lesson-preview-modal.tsx';
import { ModuleCard } from '../components/module-card.tsx';
import { ModuleModal } from '../components/module-modal.tsx';
import { useCurriculumDrag } from '../hooks/use-curriculum-drag.ts';
import { useCurriculumMoves } from '../hooks/use-curriculum-moves.ts';
import { deleteAfterConfirm } from '../utils/delete-after-confirm.ts';
import { actionFailureText, loadFailure } from '../utils/failure-text.ts';

type CurriculumModal =
  | { kind: 'add-module' }
  | { kind: 'edit-module'; module: AdminModule }
  | { kind: 'early-access'; module: AdminModule }
  | { kind: 'add-lesson'; moduleId: string }
  | { kind: 'edit-lesson'; lesson: AdminLesson }
  | { kind: 'preview'; lessonId: string };

/** The way back to the programs, the heading with Add Module, and how to reorder. */
function CurriculumHeading({
  headingId,
  programTitle,
  onAddModule,
}: {
  headingId: string;
  /** Undefined until the program has loaded. */
  programTitle: string | undefined;
  onAddModule: () => void;
}) {
  return (
    <>
      <Link to={pagePath('adminPrograms')} className="d-inline-flex align-items-center mb-2">
        <IconArrowLeft className="me-1" />
        Programs
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 id={headingId} className="h3 mb-0">
          Curriculum{programTitle !== undefined ? `: ${programTitle}` : ''}
        </h1>
        <AddButton icon={IconPlusLg} onClick={onAddModule}>
          Add Module
        </AddButton>
      </div>
      <p className="small text-body-secondary">
        Drag modules and lessons to reorder them (a lesson can go to another module), or use the Move up and
        Move down buttons.
      </p>
    </>
  );
}

/** The dialog the page has open, if any: a module's or a lesson's form, or a lesson's preview. */
function CurriculumModals({
  programId,
  modules,
  modal,
  onClose,
}: {
  programId: string;
  modules: readonly AdminModule[];
  modal: CurriculumModal | null;
  onClose: () => void;
}) {
  return (
    <>
      {modal?.kind === 'add-module' || modal?.kind === 'edit-module' ? (
        <ModuleModal
          programId={programId}
          {...(modal.kind === 'edit-module' ? { module: modal.module } : {})}
          onClose={onClose}
        />
      ) : null}
      {modal?.kind === 'add-lesson' ? (
        <LessonModal programId={programId} moduleId={modal.moduleId} onClose={onClose} />
      ) : null}
      {modal?.kind === 'edit-lesson' ? (
        <LessonModal
          programId={programId}
          moduleId={modal.lesson.module_id}
          lesson={modal.lesson}
          modules={modules}
          onClose={onClose}
        />
      ) : null}
      {modal?.kind === 'preview' ? <LessonPreviewModal lessonId={modal.lessonId} onClose={onClose} /> : null}
      {modal?.kind === 'early-access' ? <EarlyAccessModal module={modal.module} onClose={onClose} /> : null}
    </>
  );
}

/** Delete a module (with all its lessons) or a lesson, each after 'Are you sure?'. */
function useCurriculumDeletes(programId: string) {
  const deleteModule = useDeleteModule(programId);
  const deleteLesson = useDeleteLesson(programId);
  return {
    deleteModule: (module: AdminModule) =>
      void deleteAfterConfirm(deleteModule, module._id, {
        question: `The module '${module.title}' and all its lessons will be deleted.`,
        done: MESSAGES.courses.moduleDeleted,
        failureText: (error) => actionFailureText(MESSAGES.admin.moduleDeleteFailed, error),
      }),
    deleteLesson: (lesson: AdminLesson) =>
      void deleteAfterConfirm(deleteLesson, lesson._id, {
        question: `The lesson '${lesson.title}' will be deleted.`,
        done: MESSAGES.courses.lessonDeleted,
        failureText: (error) => actionFailureText(MESSAGES.admin.lessonDeleteFailed, error),
      }),
  };
}

/**
 * /admin/programs/:id/curriculum (docs/product.md §11.7): the program's modules in order, each with its
 * lessons in order. Add, edit and delete both; reorder them by dragging or with Move up/down (a lesson can
 * be dragged into another module); upload a lesson's video or file; preview a lesson as a learner.
 */
export function CurriculumPage() {
  useDocumentTitle('Admin Curriculum');
  const headingId = useId();
  const programId = useParams().id ?? '';
  const program = useProgram(programId);
  const curriculum = useCurriculum(programId);
  const moves = useCurriculumMoves(programId);
  const drag = useCurriculumDrag(moves);
  const deletes = useCurriculumDeletes(programId);
  const [modal, setModal] = useState<CurriculumModal | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const modules = curriculum.data?.modules ?? [];
  const announceMove = (title: string, to: number, count: number) =>
    setAnnouncement(`Moved '${title}' to position ${to + 1} of ${count}.`);

  if (curriculum.isError) {
    const failure = loadFailure(curriculum.error, MESSAGES.admin.fetchCurriculumFailed);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  return (
    <section aria-labelledby={headingId} className="curriculum">
      <CurriculumHeading
        headingId={headingId}
        programTitle={program.data?.title}
        onAddModule={() => setModal({ kind: 'add-module' })}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {curriculum.isPending ? (
        <LoadingStatus text={MESSAGES.generic.loading} />
      ) : curriculum.isError ? (
        <LoadError text={MESSAGES.admin.fetchCurriculumFailed} />
      ) : modules.length === 0 ? (
        <p className="alert alert-info">{MESSAGES.admin.noModules}</p>
      ) : (
        <ol className="list-unstyled" aria-label="Modules">
          {modules.map((module, index) => (
            <ModuleCard
              key={module._id}
              module={module}
              index={index}
              count={modules.length}
              drag={drag.moduleDrag(module._id, index, module.lessons.length)}
              onMove={(to) => {
                moves.moveModule(module._id, to);
                announceMove(module.title, to, modules.length);
              }}
              onEdit={() => setModal({ kind: 'edit-module', module })}
              onDelete={() => deletes.deleteModule(module)}
              onEarlyAccess={() => setModal({ kind: 'early-access', module })}
              onAddLesson={() => setModal({ kind: 'add-lesson', moduleId: module._id })}
              lessonActions={{
                drag: (lesson, lessonIndex) => drag.lessonDrag(lesson._id, module._id, lessonIndex),
                onMove: (lesson, to) => {
                  moves.moveLesson(lesson._id, module._id, module._id, to);
                  announceMove(lesson.title, to, module.lessons.length);
                },
                onEdit: (lesson) => setModal({ kind: 'edit-lesson', lesson }),
                onPreview: (lesson) => setModal({ kind: 'preview', lessonId: lesson._id }),
                onDelete: (lesson) => deletes.deleteLesson(lesson),
              }}
            />
          ))}
        </ol>
      )}

      <BatchesSection programId={programId} />
      <CurriculumModals
        programId={programId}
        modules={modules}
        modal={modal}
        onClose={() => setModal(null)}
      />
    </section>
  );
}
