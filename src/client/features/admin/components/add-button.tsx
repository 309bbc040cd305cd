import type { IconComponent } from '@client/components/icons/svg.tsx';
import type { ReactNode } from 'react';

/** The 'Add ...' button beside an admin list's heading. */
export function AddButton({
  icon: Icon,
  onClick,
  children,
}: {
  /** e.g. IconPersonPlus. */
  icon: IconComponent;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="btn btn-teal" onClick={onClick}>
      <Icon className="me-2" />
      {children}
    </button>
  );
}
