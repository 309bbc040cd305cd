import { FormField, SelectField } from '@client/components/form-field.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { type FormValues, useFormValues } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import { LIMITS, ROLES, type Role, USER_STATUSES, type UserStatus } from '@contract/vocabulary.ts';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useAddUser } from '../api/add-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useEditUser } from '../api/edit-user.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { capitalise } from '../utils/subscription-status.ts';

/** What the users page's one modal is doing. */
export type UserModalMode = { kind: 'add' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User };

interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  status: UserStatus;
  role: Role;
}

const EMPTY_USER: UserFormValues = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  status: 'active',
  role: 'user',
};

const TITLES = { add: 'Add User', edit: 'Edit User', delete: 'Delete User' } as const;

/**
 * Adds the user, saves the edit, or deletes after the second confirmation; done, the dialog
 * closes before the alert.
 */
function useUserForm(mode: UserModalMode, values: UserFormValues, onClose: () => void) {
  const addUser = useAddUser();
  const editUser = useEditUser();
  const deleteUser = useDeleteUser();
  const failed = {
    add: MESSAGES.admin.userAddFailed,
    edit: MESSAGES.admin.userEditFailed,
    delete: MESSAGES.admin.userDeleteFailed,
  }[mode.kind];
  // docs/product.md §5: no client-side check; the server's schema answers with the reason.
  return useContractForm<UserFormValues, UserFormValues>({
    input: () => values,
    submit: async ({ password, ...fields }) => {
      if (mode.kind === 'add') await addUser.mutateAsync({ ...fields, password });
      else if (mode.kind === 'edit') await editUser.mutateAsync({ id: mode.user._id, ...fields });
      // docs/product.md §4: the second confirmation, 'Are you sure?' / 'Yes, delete it!'.
      else if (await confirmDelete(`${mode.user.name} (${mode.user.email}) will be deleted.`)) {
        await deleteUser.mutateAsync(mode.user._id);
      } else return;
      // Close first, so focus is back on the opener when the alert opens (and returns to it after).
      flushSync(onClose);
      void showSuccess(
        mode.kind === 'delete' ? 'Deleted!' : 'Success!',
        {
          add: MESSAGES.admin.userAdded,
          edit: MESSAGES.admin.userUpdated,
          delete: MESSAGES.admin.userDeleted,
        }[mode.kind],
      );
    },
    onError: (error) => void showError(actionFailureText(failed, error)),
  });
}

/** The form's values: a new user's, or the edited user's (whose password is not edited here). */
function valuesOf(mode: UserModalMode): UserFormValues {
  if (mode.kind === 'add') return EMPTY_USER;
  const { name, email, mobile, status, role } = mode.user;
  return { name, email, mobile: mobile ?? '', password: '', status, role };
}

type UserFields = FormValues<UserFormValues>;

/** Status or Role: a select of the vocabulary's values, capitalised, in a half-width column. */
function UserChoiceField<Field extends 'status' | 'role'>({
  fields,
  name,
  label,
  options,
}: {
  fields: UserFields;
  name: Field;
  label: string;
  options: readonly UserFormValues[Field][];
}) {
  return (
    <SelectField {...fields.bind(name)} label={label} className="col-12 col-sm-6">
      {options.map((option) => (
        <option key={option} value={option}>
          {capitalise(option)}
        </option>
      ))}
    </SelectField>
  );
}

/** Add's and edit's fields: edit's read-only ID, name, email, mobile, add's password, status and role. */
function UserFieldList({
  mode,
  fields,
}: {
  mode: Exclude<UserModalMode, { kind: 'delete' }>;
  fields: UserFields;
}) {
  const { bind, id } = fields;
  return (
    <>
      {mode.kind === 'edit' ? <FormField id={id('id')} label="ID" value={mode.user._id} readOnly /> : null}
      <FormField {...bind('name')} label="Name" maxLength={LIMITS.name} autoComplete="off" />
      <FormField {...bind('email')} label="Email" type="email" maxLength={LIMITS.email} autoComplete="off" />
      <FormField {...bind('mobile')} label="Mobile" type="tel" maxLength={20} autoComplete="off" />
      {mode.kind === 'add' ? (
        <FormField {...bind('password')} label="Password" type="password" autoComplete="new-password" />
      ) : null}
      <div className="row g-3">
        <UserChoiceField fields={fields} name="status" label="Status" options={USER_STATUSES} />
        <UserChoiceField fields={fields} name="role" label="Role" options={ROLES} />
      </div>
    </>
  );
}

/** Delete's question, naming the user (docs/product.md §2). */
function DeleteUserQuestion({ user }: { user: User }) {
  return (
    <>
      <p className="mb-2">{MESSAGES.admin.deleteUserQuestion}</p>
      <p className="mb-0 fw-semibold text-break">
        {user.name} ({user.email})
      </p>
    </>
  );
}

/**
 * docs/product.md §2: one modal serves add (name, email, mobile, password, status, role), edit (a
 * read-only ID and the same fields without password) and delete ('Are you sure you want to delete
 * this user?', then the second confirmation). No validation beyond the input types (docs/product.md §5):
 * the server validates and its reason is shown.
 */
export function UserModal({ mode, onClose }: { mode: UserModalMode; onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const fields = useFormValues(() => valuesOf(mode));
  const form = useUserForm(mode, fields.values, onClose);
  return (
    <ModalForm
      title={TITLES[mode.kind]}
      onClose={onClose}
      form={form}
      initialFocusRef={mode.kind === 'delete' ? cancelRef : undefined}
      cancelRef={cancelRef}
      danger={mode.kind === 'delete'}
      submitLabel={mode.kind === 'delete' ? 'Delete' : 'Save'}
    >
      {mode.kind === 'delete' ? (
        <DeleteUserQuestion user={mode.user} />
      ) : (
        <UserFieldList mode={mode} fields={fields} />
      )}
    </ModalForm>
  );
}
