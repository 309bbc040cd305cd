import { FormField, SelectField } from '@client/components/form-field.tsx';
import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import { LIMITS, ROLES, type Role, USER_STATUSES, type UserStatus } from '@contract/vocabulary.ts';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAddUser } from '../api/add-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useEditUser } from '../api/edit-user.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { capitalise } from '../utils/subscription-status.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

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

/**
 * docs/product.md §2: one modal serves add (name, email, mobile, password, status, role), edit (a
 * read-only ID and the same fields without password) and delete ('Are you sure you want to delete
 * this user?', then the second confirmation). No validation beyond the input types (docs/product.md §5):
 * the server validates and its reason is shown.
 */
// One function: one dialog for add, edit and delete (docs/product.md §2), one form whose fields run in
// their order, built by its local `text` and `choice` helpers over the same values; the save is
// useUserForm.
export function UserModal({ mode, onClose }: { mode: UserModalMode; onClose: () => void }) {
  const fieldId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState<UserFormValues>(() =>
    mode.kind === 'add'
      ? EMPTY_USER
      : {
          name: mode.user.name,
          email: mode.user.email,
          mobile: mode.user.mobile ?? '',
          password: '',
          status: mode.user.status,
          role: mode.user.role,
        },
  );
  const form = useUserForm(mode, values, onClose);

  const set = <Field extends keyof UserFormValues>(field: Field, value: UserFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const id = (field: string) => `${fieldId}-${field}`;
  const text = (
    field: 'name' | 'email' | 'mobile',
    label: string,
    maxLength: number,
    type?: 'email' | 'tel',
  ) => (
    <FormField
      id={id(field)}
      label={label}
      type={type}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      maxLength={maxLength}
      autoComplete="off"
    />
  );
  const choice = <Field extends 'status' | 'role'>(
    field: Field,
    label: string,
    options: readonly UserFormValues[Field][],
  ) => (
    <SelectField
      id={id(field)}
      label={label}
      className="col-12 col-sm-6"
      value={values[field]}
      onChange={(event) => set(field, event.target.value as UserFormValues[Field])}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {capitalise(option)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <AdminModal
      title={TITLES[mode.kind]}
      onClose={onClose}
      form={form}
      initialFocusRef={mode.kind === 'delete' ? cancelRef : undefined}
      footer={
        <ModalFormFooter
          busy={form.pending}
          onCancel={onClose}
          cancelRef={cancelRef}
          danger={mode.kind === 'delete'}
          submitLabel={mode.kind === 'delete' ? 'Delete' : 'Save'}
        />
      }
    >
      {mode.kind === 'delete' ? (
        <>
          <p className="mb-2">{MESSAGES.admin.deleteUserQuestion}</p>
          <p className="mb-0 fw-semibold text-break">
            {mode.user.name} ({mode.user.email})
          </p>
        </>
      ) : (
        <>
          {mode.kind === 'edit' ? (
            <FormField id={id('id')} label="ID" value={mode.user._id} readOnly />
          ) : null}
          {text('name', 'Name', LIMITS.name)}
          {text('email', 'Email', LIMITS.email, 'email')}
          {text('mobile', 'Mobile', 20, 'tel')}
          {mode.kind === 'add' ? (
            <FormField
              id={id('password')}
              label="Password"
              type="password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              autoComplete="new-password"
            />
          ) : null}
          <div className="row g-3">
            {choice('status', 'Status', USER_STATUSES)}
            {choice('role', 'Role', ROLES)}
          </div>
        </>
      )}
    </AdminModal>
  );
}
