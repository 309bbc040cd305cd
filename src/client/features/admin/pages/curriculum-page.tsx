import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
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
import { LessonModal } from '../components/lesson-modal.tsx';
import { LessonPreviewModal } from '../components/lesson-preview-modal.tsx';
import { ModuleCard } from '../components/module-card.tsx';
import { ModuleModal } from '../components/module-modal.tsx';
import { useCurriculumDrag } from '../hooks/use-curriculum-drag.ts';
import { useCurriculumMoves } from '../hooks/use-curriculum-moves.ts';
import { actionFailureText, loadFailure } from '../utils/failure-text.ts';
import { focusMainContent } from '../utils/focus.ts';

type CurriculumModal =
  | { kind: 'add-module' }
  | { kind: 'edit-module'; module: AdminModule }
  | { kind: 'add-lesson'; moduleId: string }
  | { kind: 'edit-lesson'; lesson: AdminLesson }
  | { kind: 'preview'; lessonId: string };

/**
 * /admin/programs/:id/curriculum (issue 11): the program's modules in order, each with its lessons
 * in order. Add, edit and delete both; reorder them by dragging or with Move up/down (a lesson can
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
  const deleteModule = useDeleteModule(programId);
  const deleteLesson = useDeleteLesson(programId);
  const [modal, setModal] = useState<CurriculumModal | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const modules = curriculum.data?.modules ?? [];
  const announceMove = (title: string, to: number, count: number) =>
    setAnnouncement(`Moved '${title}' to position ${to + 1} of ${count}.`);

  async function handleDeleteModule(module: AdminModule) {
    if (deleteModule.isPending) return;
    if (!(await confirmDelete(`The module '${module.title}' and all its lessons will be deleted.`))) return;
    deleteModule.mutate(module._id, {
      onSuccess: () => {
        focusMainContent();
        void showSuccess('Deleted!', MESSAGES.courses.moduleDeleted);
      },
      onError: (error) => void showError(actionFailureText(MESSAGES.admin.moduleDeleteFailed, error)),
    });
  }

  async function handleDeleteLesson(lesson: AdminLesson) {
    if (deleteLesson.isPending) return;
    if (!(await confirmDelete(`The lesson '${lesson.title}' will be deleted.`))) return;
    deleteLesson.mutate(lesson._id, {
      onSuccess: () => {
        focusMainContent();
        void showSuccess('Deleted!', MESSAGES.courses.lessonDeleted);
      },
      onError: (error) => void showError(actionFailureText(MESSAGES.admin.lessonDeleteFailed, error)),
    });
  }

  if (curriculum.isError) {
    const failure = loadFailure(curriculum.error, MESSAGES.admin.fetchCurriculumFailed);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  return (
    <section aria-labelledby={headingId} className="curriculum">
      <Link to={pagePath('adminPrograms')} className="d-inline-flex align-items-center mb-2">
        <IconArrowLeft className="me-1" />
        Programs
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 id={headingId} className="h3 mb-0">
          Curriculum{program.data ? `: ${program.data.title}` : ''}
        </h1>
        <AddButton icon={IconPlusLg} onClick={() => setModal({ kind: 'add-module' })}>
          Add Module
        </AddButton>
      </div>
      <p className="small text-body-secondary">
        Drag modules and lessons to reorder them (a lesson can go to another module), or use the Move up and
        Move down buttons.
      </p>
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
              onDelete={() => void handleDeleteModule(module)}
              onAddLesson={() => setModal({ kind: 'add-lesson', moduleId: module._id })}
              lessonActions={{
                drag: (lesson, lessonIndex) => drag.lessonDrag(lesson._id, module._id, lessonIndex),
                onMove: (lesson, to) => {
                  moves.moveLesson(lesson._id, module._id, module._id, to);
                  announceMove(lesson.title, to, module.lessons.length);
                },
                onEdit: (lesson) => setModal({ kind: 'edit-lesson', lesson }),
                onPreview: (lesson) => setModal({ kind: 'preview', lessonId: lesson._id }),
                onDelete: (lesson) => void handleDeleteLesson(lesson),
              }}
            />
          ))}
        </ol>
      )}

      {modal?.kind === 'add-module' || modal?.kind === 'edit-module' ? (
        <ModuleModal
          programId={programId}
          {...(modal.kind === 'edit-module' ? { module: modal.module } : {})}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'add-lesson' ? (
        <LessonModal programId={programId} moduleId={modal.moduleId} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'edit-lesson' ? (
        <LessonModal
          programId={programId}
          moduleId={modal.lesson.module_id}
          lesson={modal.lesson}
          modules={modules}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'preview' ? (
        <LessonPreviewModal lessonId={modal.lessonId} onClose={() => setModal(null)} />
      ) : null}
    </section>
  );
}
