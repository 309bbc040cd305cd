// What other parts of the server may use from the courses area (ADR 046, docs/architecture.md).
export { scheduleUnlockMails, sendModuleUnlockMail } from './drip.ts';
export { authorizeLesson, authorizeMediaAccess, findLessonWithModule } from './lessons.ts';
export { banksWithHiddenAnswers, percentOf, type QuizSettingsRow, quizSettingsOf } from './quiz-settings.ts';
