import type { Lesson } from '@contract/course.ts';
import type { QuizResult as QuizResultData } from '@contract/quiz.ts';
import { useCallback, useEffect, useState } from 'react';
import { type AttemptQuestion, QuizAttempt } from './quiz-attempt.tsx';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizResult } from './quiz-result.tsx';

type Screen =
  | { kind: 'intro' }
  | { kind: 'attempt'; attemptId: string }
  | { kind: 'result'; result: QuizResultData; questions: readonly AttemptQuestion[] };

/**
 * A quiz lesson (docs/product.md §12.4): the intro, the attempt with its countdown and palette, the result.
 */
export function QuizPlayer({
  lesson,
  signedIn,
  courseHome,
  nextLessonPath,
  onAttemptOpen,
}: {
  lesson: Lesson;
  signedIn: boolean;
  courseHome: string;
  nextLessonPath: string | null;
  /** Told whether the attempt screen is up, so the page can keep only the question navigation. */
  onAttemptOpen?: (open: boolean) => void;
}) {
  const [screen, setScreen] = useState<Screen>({ kind: 'intro' });
  const attemptOpen = screen.kind === 'attempt';
  useEffect(() => {
    onAttemptOpen?.(attemptOpen);
    return () => onAttemptOpen?.(false);
  }, [attemptOpen, onAttemptOpen]);
  const finished = useCallback(
    (result: QuizResultData, questions: readonly AttemptQuestion[]) =>
      setScreen({ kind: 'result', result, questions }),
    [],
  );
  const { quiz } = lesson;
  if (!quiz) {
    return (
      <p className="alert alert-info" role="status">
        This quiz is not available.
      </p>
    );
  }
  if (screen.kind === 'attempt') return <QuizAttempt attemptId={screen.attemptId} onFinished={finished} />;
  if (screen.kind === 'result') {
    return (
      <QuizResult
        result={screen.result}
        questions={screen.questions}
        passPercent={quiz.pass_percent}
        courseHome={courseHome}
        nextLessonPath={nextLessonPath}
        onBack={() => setScreen({ kind: 'intro' })}
      />
    );
  }
  return (
    <QuizIntro
      lessonId={lesson._id}
      quiz={quiz}
      signedIn={signedIn}
      onOpen={(attemptId) => setScreen({ kind: 'attempt', attemptId })}
    />
  );
}
