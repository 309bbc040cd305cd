import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { focusMainContent } from '@client/lib/focus.ts';

/** A delete mutation, as the programs and curriculum pages hold one. */
interface DeleteMutation {
  isPending: boolean;
  mutate(id: string, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
}

/**
 * A row's Delete: nothing while a delete is on its way; else 'Are you sure?' with `question`, then
 * the delete. Done, the row and its button are gone, so focus goes to the main content before
 * the 'Deleted!' alert; a failure shows `failureText` of the error.
 */
export async function deleteAfterConfirm(
  mutation: DeleteMutation,
  id: string,
  texts: { question: string; done: string; failureText: (error: unknown) => string },
): Promise<void> {
  if (mutation.isPending) return;
  if (!(await confirmDelete(texts.question))) return;
  mutation.mutate(id, {
    onSuccess: () => {
      focusMainContent();
      void showSuccess('Deleted!', texts.done);
    },
    onError: (error) => void showError(texts.failureText(error)),
  });
}
