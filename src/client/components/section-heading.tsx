import type { ReactNode } from 'react';

/** A section's small kicker line, its heading and an optional lead paragraph. */
export function SectionHeading({
  id,
  kicker,
  title,
  children,
  level = 2,
  align = 'center',
}: {
  id?: string;
  kicker?: string;
  title: string;
  children?: ReactNode;
  level?: 1 | 2;
  align?: 'center' | 'start';
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`section-heading mb-4 ${align === 'center' ? 'text-center mx-auto' : ''}`}>
      {kicker ? <p className="section-kicker mb-1">{kicker}</p> : null}
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {children ? <p className="lead text-body-secondary mb-0">{children}</p> : null}
    </div>
  );
}
