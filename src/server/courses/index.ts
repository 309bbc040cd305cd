// What other parts of the server may use from the courses area (ADR 046, docs/architecture.md).

export { type BatchLessonInput, putBatchLesson, removeBatchLesson } from './batch-lessons.ts';
export { cleanHtml as cleanLessonHtml } from './curriculum.ts';
export { scheduleUnlockMails, sendModuleUnlockMail } from './drip.ts';
export { authorizeLesson, authorizeMediaAccess, findLessonWithModule } from './lessons.ts';
export { banksWithHiddenAnswers, percentOf, type QuizSettingsRow, quizSettingsOf } from './quiz-settings.ts';
