/** A course's completion as a bar and a number (role=progressbar, so screen readers read it too). */
export function CourseProgress({ percent, label = 'Course progress' }: { percent: number; label?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="d-flex align-items-center gap-3">
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${value}% complete`}
      >
        <div className="progress-bar" style={{ width: `${value}%` }} />
      </div>
      <span className="small fw-semibold text-nowrap">{value}% complete</span>
    </div>
  );
}
