/**
 * A small button in a table row. Its visible text ('Edit') is followed, for screen readers, by the
 * row it acts on ('Edit Asha Rao'), so a list of buttons still says which row each one is for.
 */
export function RowActionButton({
  label,
  subject,
  variant,
  onClick,
  disabled = false,
  dataDecision,
}: {
  label: string;
  subject: string;
  variant: 'teal' | 'outline-teal' | 'outline-danger' | 'success' | 'danger';
  onClick: () => void;
  disabled?: boolean;
  /** Lets the subscriptions page find a row's Approve or Reject button to move focus to it. */
  dataDecision?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm btn-${variant}`}
      onClick={onClick}
      disabled={disabled}
      data-decision={dataDecision}
    >
      {label}
      <span className="visually-hidden"> {subject}</span>
    </button>
  );
}

/** The Edit and Delete buttons of a users or programs row. */
export function EditDeleteActions({
  subject,
  onEdit,
  onDelete,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="d-flex gap-2">
      <RowActionButton label="Edit" subject={subject} variant="outline-teal" onClick={onEdit} />
      <RowActionButton label="Delete" subject={subject} variant="outline-danger" onClick={onDelete} />
    </div>
  );
}
