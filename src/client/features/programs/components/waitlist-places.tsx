import { BusyButton } from '@client/components/busy-button.tsx';
import { showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist.ts';

/**
 * "You are number 2 on the waiting list of Evening batch", with a way to leave it, for each
 * batch of this program the signed-in learner waits for (docs/product.md §20.1).
 */
export function WaitlistPlaces({ programId }: { programId: string }) {
  const places = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const mine = places.data?.filter((place) => place.program_id === programId) ?? [];
  if (mine.length === 0) return null;
  return (
    <div className="mt-3">
      {mine.map((place) => (
        <p key={place.batch_id} className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-2">
          <span>
            You are number {place.position} on the waiting list of {place.batch_name}: we e-mail you when a
            seat is yours.
          </span>
          <BusyButton
            type="button"
            className="btn btn-sm btn-outline-secondary"
            busy={leave.isPending}
            onClick={() =>
              leave.mutate(place.batch_id, { onError: (error) => void showError(errorMessage(error)) })
            }
          >
            Leave the waiting list
          </BusyButton>
        </p>
      ))}
    </div>
  );
}
