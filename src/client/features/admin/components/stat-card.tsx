import type { IconComponent } from '@client/components/icons/svg.tsx';
import { AnimatedCounter } from './animated-counter.tsx';

/** A dashboard card: an icon, the figure's name and its counter. */
export function StatCard({
  label,
  icon: Icon,
  value,
  format,
}: {
  label: string;
  icon: IconComponent;
  value: number;
  format: (value: number) => string;
}) {
  return (
    <div className="card stat-card h-100">
      <div className="card-body d-flex align-items-stretch gap-3">
        <span className="stat-icon align-self-center" aria-hidden="true">
          <Icon />
        </span>
        <div className="stat-text">
          <h2 className="stat-label mb-1">{label}</h2>
          <p className="stat-value mb-0">
            <AnimatedCounter value={value} format={format} />
          </p>
        </div>
      </div>
    </div>
  );
}
