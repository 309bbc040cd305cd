import type { AdminLesson, AdminModule } from '@contract/course.ts';
import type { QuizSettings } from '@contract/quiz.ts';
import type { courseModules, lessons } from '../db/schema.ts';

/** A module as the admin curriculum shows it. */
export function presentModule(row: typeof courseModules.$inferSelect): AdminModule {
  return {
    _id: row.id,
    program_id: row.programId,
    title: row.title,
    release_after_days: row.releaseAfterDays,
    position: row.position,
    created_on: row.createdOn.toISOString(),
  };
}

/** A lesson as the admin curriculum shows it, content (and a quiz's settings) included. */
export function presentAdminLesson(row: typeof lessons.$inferSelect, quiz: QuizSettings | null): AdminLesson {
  return {
    _id: row.id,
    module_id: row.moduleId,
    title: row.title,
    kind: row.kind,
    html_content: row.htmlContent,
    media_id: row.mediaId,
    duration_seconds: row.durationSeconds,
    preview: row.preview,
    position: row.position,
    created_on: row.createdOn.toISOString(),
    quiz,
    batch_id: row.batchId,
  };
}
