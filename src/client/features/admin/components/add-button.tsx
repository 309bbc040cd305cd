import type { ReactNode } from 'react';

/** The 'Add ...' button beside an admin list's heading. */
export function AddButton({
  icon,
  onClick,
  children,
}: {
  /** bootstrap-icons class, e.g. 'bi-person-plus'. */
  icon: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn-teal" onClick={onClick}>
      <i className={`bi ${icon} me-2`} aria-hidden="true" />
      {children}
    </button>
  );
}
