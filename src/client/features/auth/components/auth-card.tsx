import type { IconComponent } from '@client/components/icons/svg.tsx';
import type { ReactNode } from 'react';

/** The narrow card every account page sits in: a heading (the page's h1), an intro, the forms, links below. */
export function AuthCard({
  title,
  icon: Icon,
  intro,
  children,
  footer,
}: {
  title: string;
  /** e.g. IconPersonPlus. */
  icon: IconComponent;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container py-5">
      <div className="card shadow-sm border-0 auth-card mx-auto">
        <div className="card-body p-4 p-sm-5">
          <div className="d-flex align-items-center gap-3 mb-3">
            <Icon className="fs-2 text-teal" />
            <h1 className="h2 section-title mb-0">{title}</h1>
          </div>
          {intro ? <p className="text-body-secondary mb-4">{intro}</p> : null}
          {children}
        </div>
        {footer ? <div className="card-footer bg-transparent text-center py-3 px-4">{footer}</div> : null}
      </div>
    </div>
  );
}
