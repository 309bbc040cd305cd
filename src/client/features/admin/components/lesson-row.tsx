import { IconClipboardCheck } from '@client/components/icons/clipboard-check.tsx';
import { IconGripVertical } from '@client/components/icons/grip-vertical.tsx';
import type { AdminLesson } from '@contract/course.ts';
import type { DragEvent } from 'react';
import { MoveButtons } from './move-buttons.tsx';
import { RowActionButton } from './row-action-button.tsx';

const KIND_LABELS: Record<AdminLesson['kind'], string> = {
  video: 'Video',
  article: 'Article',
  file: 'File',
  quiz: 'Quiz',
};

/** 'm:ss' (or 'h:mm:ss') for a lesson's length. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = `${seconds % 60}`.padStart(2, '0');
  return h > 0 ? `${h}:${`${m}`.padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The handlers that let a lesson be dragged, and dropped on (it takes the place of the one dropped on). */
export interface LessonDragProps {
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

/** One lesson in a module: its kind, length and preview flag, its order buttons and its actions. */
export function LessonRow({
  lesson,
  index,
  count,
  drag,
  onMove,
  onEdit,
  onPreview,
  onDelete,
}: {
  lesson: AdminLesson;
  index: number;
  count: number;
  drag: LessonDragProps;
  onMove: (to: number) => void;
  onEdit: () => void;
  onPreview: () => void;
  onDelete: () => void;
}) {
  const subject = `lesson ${lesson.title}`;
  return (
    <li className="curriculum-lesson" draggable {...drag}>
      <IconGripVertical className="curriculum-grip" />
      <div className="curriculum-lesson-title">
        <span className="fw-semibold">{lesson.title}</span>{' '}
        <span className="badge text-bg-light border">
          {lesson.kind === 'quiz' ? <IconClipboardCheck className="me-1" /> : null}
          {KIND_LABELS[lesson.kind]}
        </span>{' '}
        {lesson.preview ? <span className="badge text-bg-success">Free preview</span> : null}{' '}
        {lesson.batch_id ? <span className="badge text-bg-secondary">One batch only</span> : null}{' '}
        {lesson.quiz ? (
          <span className="small text-body-secondary">
            {lesson.quiz.questions} questions, {lesson.quiz.time_limit_minutes} min, pass{' '}
            {lesson.quiz.pass_percent}%
          </span>
        ) : null}{' '}
        {lesson.duration_seconds ? (
          <span className="small text-body-secondary">{formatDuration(lesson.duration_seconds)}</span>
        ) : null}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <MoveButtons subject={subject} index={index} count={count} onMove={onMove} />
        <RowActionButton
          label="Preview as learner"
          subject={subject}
          variant="outline-teal"
          onClick={onPreview}
        />
        <RowActionButton label="Edit" subject={subject} variant="outline-teal" onClick={onEdit} />
        <RowActionButton label="Delete" subject={subject} variant="outline-danger" onClick={onDelete} />
      </div>
    </li>
  );
}
