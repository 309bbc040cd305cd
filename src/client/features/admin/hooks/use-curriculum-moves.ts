import { showError } from '@client/lib/alerts.ts';
import type { Curriculum } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEditLesson } from '../api/edit-lesson.ts';
import { useEditModule } from '../api/edit-module.ts';
import { adminKeys } from '../api/query-keys.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { withLessonMoved, withModuleMoved } from '../utils/reorder.ts';

/**
 * Moving modules and lessons (by drag or by the Move up/down buttons): the new order shows at once
 * (written into the cached curriculum), the PUT with `position` (and `module_id` for a lesson that
 * changes module) follows, and the curriculum is read again when it settles, so a refused move
 * puts the server's order back and says why.
 */
export function useCurriculumMoves(programId: string) {
  const queryClient = useQueryClient();
  const editModule = useEditModule(programId);
  const editLesson = useEditLesson(programId);
  const key = adminKeys.curriculum(programId);

  function update(change: (curriculum: Curriculum) => Curriculum) {
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Curriculum>(key, (current) => (current ? change(current) : current));
  }
  const onError = (error: unknown) => void showError(actionFailureText(MESSAGES.admin.moveFailed, error));

  return {
    moveModule(moduleId: string, position: number) {
      update((curriculum) => withModuleMoved(curriculum, moduleId, position));
      editModule.mutate({ id: moduleId, input: { position } }, { onError });
    },
    moveLesson(lessonId: string, fromModuleId: string, toModuleId: string, position: number) {
      update((curriculum) => withLessonMoved(curriculum, lessonId, toModuleId, position));
      const input = fromModuleId === toModuleId ? { position } : { position, module_id: toModuleId };
      editLesson.mutate({ id: lessonId, input }, { onError });
    },
  };
}
