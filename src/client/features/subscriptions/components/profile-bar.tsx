import { LogoutButton } from '@client/components/logout-button.tsx';
import { UserAvatar } from '@client/components/user-avatar.tsx';
import type { User } from '@contract/user.ts';

/** The learner's name and e-mail, and Logout (docs/product.md §2: My Subscriptions' profile bar). */
export function ProfileBar({
  user,
  onLogout,
  loggingOut,
}: {
  /** Undefined when the profile could not be fetched: Logout still shows. */
  user: User | undefined;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <section className="card shadow-sm border-0 mb-4" aria-label="Your account">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        {/* Avatar and text stay side by side; on a narrow screen Logout moves below them. */}
        <div className="d-flex align-items-center gap-3" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          {user ? (
            <>
              <UserAvatar name={user.name} />
              <div style={{ minWidth: 0 }}>
                <p className="h5 mb-0 text-navy text-break">{user.name}</p>
                <p className="mb-0 text-body-secondary text-break">{user.email}</p>
              </div>
            </>
          ) : null}
        </div>
        <LogoutButton className="btn btn-outline-teal px-3" onClick={onLogout} loggingOut={loggingOut} />
      </div>
    </section>
  );
}
