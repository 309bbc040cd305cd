import type { LearnerQuiz } from '@contract/quiz.ts';

const marksFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Marks and percentages as the learner reads them: 65 → '65'; 6.5 → '6.5'; −1.25 → '-1.25'. */
export function formatMarks(value: number): string {
  return marksFormat.format(value);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How many more attempts the learner may start (Infinity without a limit). */
export function attemptsLeft(quiz: Pick<LearnerQuiz, 'attempts_allowed' | 'attempts_used'>): number {
  return quiz.attempts_allowed === null
    ? Number.POSITIVE_INFINITY
    : Math.max(0, quiz.attempts_allowed - quiz.attempts_used);
}

/** A quiz's settings and the learner's attempts so far, one line each, for the quiz's intro. */
export function quizSettingsInWords(quiz: LearnerQuiz): string[] {
  const lines = [
    plural(quiz.questions, 'question', 'questions'),
    plural(quiz.time_limit_minutes, 'minute', 'minutes'),
    `Pass mark ${quiz.pass_percent} %`,
    // U+2212, the minus sign, as the issue writes it.
    quiz.negative_mark > 0
      ? `\u2212${formatMarks(quiz.negative_mark)} per wrong answer`
      : 'No marks taken off for a wrong answer',
    quiz.attempts_allowed === null
      ? `Attempts used: ${quiz.attempts_used} (no limit)`
      : `Attempts used: ${quiz.attempts_used} of ${quiz.attempts_allowed}`,
  ];
  if (quiz.best_score !== null) {
    const percent = quiz.best_percent === null ? '' : ` (${formatMarks(quiz.best_percent)} %)`;
    lines.push(`Best result: ${formatMarks(quiz.best_score)} of ${quiz.questions}${percent}`);
  }
  return lines;
}
