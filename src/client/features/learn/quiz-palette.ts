import type { Attempt } from '@contract/quiz.ts';

/** A learner's answers so far: question id → chosen option ids ([] or missing is unanswered). */
export type AnswerMap = Readonly<Record<string, readonly string[]>>;

export function answerMapOf(answers: Attempt['answers']): AnswerMap {
  return Object.fromEntries(answers.map((answer) => [answer.question_id, answer.option_ids]));
}

export function isAnswered(answers: AnswerMap, questionId: string): boolean {
  return (answers[questionId]?.length ?? 0) > 0;
}

export function unansweredCount(questionIds: readonly string[], answers: AnswerMap): number {
  return questionIds.filter((id) => !isAnswered(answers, id)).length;
}

export interface PaletteEntry {
  answered: boolean;
  marked: boolean;
  /** The palette button's accessible name: 'Question 3, answered, marked for review'. */
  label: string;
}

/** One palette button's state and name; "marked for review" is the learner's own note, not an answer. */
export function paletteEntry(
  index: number,
  questionId: string,
  answers: AnswerMap,
  marked: ReadonlySet<string>,
): PaletteEntry {
  const answered = isAnswered(answers, questionId);
  const isMarked = marked.has(questionId);
  const label = `Question ${index + 1}, ${answered ? 'answered' : 'unanswered'}${isMarked ? ', marked for review' : ''}`;
  return { answered, marked: isMarked, label };
}

// "Marked for review" is client-side (the API has no field for it, ADR 026): kept per attempt in
// sessionStorage, so it survives a reload of the tab but not the end of the session.
const markedKey = (attemptId: string) => `quiz-marked:${attemptId}`;

export function loadMarked(attemptId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(markedKey(attemptId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveMarked(attemptId: string, marked: ReadonlySet<string>): void {
  try {
    if (marked.size === 0) sessionStorage.removeItem(markedKey(attemptId));
    else sessionStorage.setItem(markedKey(attemptId), JSON.stringify([...marked]));
  } catch {
    // Storage full or blocked: the marks still work until the page is left.
  }
}

/** The next answer to a question after a learner's click on an option. */
export function toggleOption(
  current: readonly string[],
  optionId: string,
  multiple: boolean,
  checked: boolean,
): string[] {
  if (!multiple) return checked ? [optionId] : [];
  const without = current.filter((id) => id !== optionId);
  return checked ? [...without, optionId] : without;
}
