import { IconGripVertical } from '@client/components/icons/grip-vertical.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import type { AdminLesson, Curriculum } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useId } from 'react';
import { type LessonDragProps, LessonRow } from './lesson-row.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { RowActionButton } from './row-action-button.tsx';

type CurriculumModule = Curriculum['modules'][number];

export interface LessonActions {
  onMove: (lesson: AdminLesson, to: number) => void;
  onEdit: (lesson: AdminLesson) => void;
  onPreview: (lesson: AdminLesson) => void;
  onDelete: (lesson: AdminLesson) => void;
  drag: (lesson: AdminLesson, index: number) => LessonDragProps;
}

function releaseText(days: number): string {
  if (days === 0) return 'Opens on approval';
  return `Opens ${days} day${days === 1 ? '' : 's'} after approval`;
}

/** A module: its title, when it opens, its order buttons and actions, and its lessons in order. */
export function ModuleCard({
  module,
  index,
  count,
  drag,
  onMove,
  onEdit,
  onDelete,
  onEarlyAccess,
  onAddLesson,
  lessonActions,
}: {
  module: CurriculumModule;
  index: number;
  count: number;
  drag: LessonDragProps;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** A dripped module only (docs/product.md §11.3): open it now for one learner. */
  onEarlyAccess: () => void;
  onAddLesson: () => void;
  lessonActions: LessonActions;
}) {
  const headingId = useId();
  const subject = `module ${module.title}`;
  return (
    <li className="card mb-3 curriculum-module" aria-labelledby={headingId} draggable {...drag}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <IconGripVertical className="curriculum-grip" />
        <h2 id={headingId} className="h5 mb-0 flex-grow-1">
          {index + 1}. {module.title}
        </h2>
        <span className="badge text-bg-light border">{releaseText(module.release_after_days)}</span>
        <MoveButtons subject={subject} index={index} count={count} onMove={onMove} />
        {module.release_after_days > 0 ? (
          <RowActionButton
            label="Early access"
            subject={subject}
            variant="outline-teal"
            onClick={onEarlyAccess}
          />
        ) : null}
        <RowActionButton label="Edit" subject={subject} variant="outline-teal" onClick={onEdit} />
        <RowActionButton label="Delete" subject={subject} variant="outline-danger" onClick={onDelete} />
      </div>
      <div className="card-body">
        {module.lessons.length > 0 ? (
          <ol className="list-unstyled mb-3" aria-label={`Lessons of ${module.title}`}>
            {module.lessons.map((lesson, lessonIndex) => (
              <LessonRow
                key={lesson._id}
                lesson={lesson}
                index={lessonIndex}
                count={module.lessons.length}
                drag={lessonActions.drag(lesson, lessonIndex)}
                onMove={(to) => lessonActions.onMove(lesson, to)}
                onEdit={() => lessonActions.onEdit(lesson)}
                onPreview={() => lessonActions.onPreview(lesson)}
                onDelete={() => lessonActions.onDelete(lesson)}
              />
            ))}
          </ol>
        ) : (
          <p className="text-body-secondary">{MESSAGES.admin.noLessons}</p>
        )}
        <button type="button" className="btn btn-sm btn-teal" onClick={onAddLesson}>
          <IconPlusLg className="me-1" />
          Add Lesson<span className="visually-hidden"> to {module.title}</span>
        </button>
      </div>
    </li>
  );
}
