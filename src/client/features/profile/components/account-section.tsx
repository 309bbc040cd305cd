import type { User } from '@contract/user.ts';
import { DetailsForm, EmailChangeForm, PasswordForm } from './account-forms.tsx';
import { MySessions } from './my-sessions.tsx';

/** The profile's Account section: details, password, address and devices (docs/product.md §4.8). */
export function AccountSection({ user }: { user: User }) {
  return (
    <section aria-labelledby="account-heading" className="mt-5 pt-4 border-top">
      <h2 id="account-heading" className="h4 mb-4">
        Account
      </h2>
      <DetailsForm user={user} />
      <PasswordForm />
      <EmailChangeForm />
      <MySessions />
    </section>
  );
}
