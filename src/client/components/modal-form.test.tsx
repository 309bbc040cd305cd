import { useContractForm } from '@client/lib/use-contract-form.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';
import { ModalForm } from './modal-form.tsx';

/** A deletion's dialog: a red Delete, and Cancel focused first. */
function DeleteForm() {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const form = useContractForm({ input: () => ({}), submit: async () => undefined });
  return (
    <ModalForm
      title="Delete User"
      onClose={() => {}}
      form={form}
      submitLabel="Delete"
      danger
      cancelRef={cancelRef}
      initialFocusRef={cancelRef}
    >
      <p>Delete Asha Rao?</p>
    </ModalForm>
  );
}

/** A page with an opener; the dialog's form sends what `submit` does with the typed title. */
function Page({ submit }: { submit: (input: { title: string }) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Bank
      </button>
      {open ? <BankForm submit={submit} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BankForm({
  submit,
  onClose,
}: {
  submit: (input: { title: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useContractForm<{ title: string }, { title: string }>({ submit });
  return (
    <ModalForm title="Add Bank" onClose={onClose} form={form}>
      <FormField id="bank-title" name="title" label="Title" />
    </ModalForm>
  );
}

async function openDialog(submit: (input: { title: string }) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Page submit={submit} />);
  const opener = screen.getByRole('button', { name: 'Add Bank' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Add Bank' }) };
}

describe('ModalForm', () => {
  it('is a modal dialog named by its title that focuses its first field, and Cancel gives focus back to the opener', async () => {
    const { user, opener, dialog } = await openDialog(vi.fn());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('form', { name: 'Add Bank' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('sends the typed fields; while sending, Escape, the close button and Cancel do nothing; then shows the outcome at the top', async () => {
    let answer: (text: string) => void = () => {};
    const submit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { user, dialog } = await openDialog(submit);
    await user.type(screen.getByLabelText('Title'), 'Nifty basics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ title: 'Nifty basics' }, expect.anything()));

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await act(async () => answer('Bank added.'));
    expect(await screen.findByRole('status')).toHaveTextContent('Bank added.');
    expect(save).toHaveAttribute('aria-disabled', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws a deletion: a red submit button with its own label, and Cancel focused first', async () => {
    render(<DeleteForm />);
    expect(screen.getByRole('dialog', { name: 'Delete User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('btn', 'btn-danger');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
