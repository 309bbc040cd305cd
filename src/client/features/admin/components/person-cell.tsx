/** A table cell's person: the name in bold over the e-mail (the payments and subscriptions lists). */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="d-block fw-semibold">{name}</span>
      <span className="d-block small text-body-secondary">{email}</span>
    </>
  );
}
