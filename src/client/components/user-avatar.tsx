/** The round badge with the user's initial ('?' for a blank name), beside their name. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span className="profile-avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
