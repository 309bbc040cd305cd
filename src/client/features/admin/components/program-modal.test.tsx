import { createProgram } from '@client/test/factories.ts';
import { apiUrl, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import { imageFallback, imageSrcset } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgramModal } from './program-modal.tsx';

const ADD = on(endpoints.adminProgramAdd);

function renderModal(program?: ReturnType<typeof createProgram>) {
  const onClose = vi.fn();
  const rendered = renderPage(<ProgramModal {...(program ? { program } : {})} onClose={onClose} />, {
    path: '/admin/programs',
  });
  return { ...rendered, onClose };
}

describe('ProgramModal', () => {
  it('starts a new program unavailable with no type chosen, and sends every field as typed', async () => {
    const sent = mockApi({ [ADD]: { status: 201, body: createProgram() } });
    const { user, onClose } = renderModal();

    const modal = screen.getByRole('dialog', { name: 'Add Program' });
    const availability = within(modal).getByRole('switch', { name: 'Availability' });
    expect(availability).not.toBeChecked();
    expect(within(modal).getByLabelText('Type')).toHaveDisplayValue('Select Type');
    await fillIn(user, within(modal).getByLabelText('Title'), 'Swing Trader');
    await fillIn(user, within(modal).getByLabelText('Tag'), 'Intermediate');
    await fillIn(user, within(modal).getByLabelText('Description'), 'Hold trades for days.');
    await fillIn(user, within(modal).getByLabelText('Image Path'), '/images/swing.jpg');
    await fillIn(user, within(modal).getByLabelText('Actual Price'), '20000');
    await fillIn(user, within(modal).getByLabelText('Offer Price'), '15000');
    await user.click(availability);
    await user.selectOptions(within(modal).getByLabelText('Type'), 'PAID');
    await user.click(within(modal).getByRole('button', { name: 'HTML' }));
    await fillIn(user, within(modal).getByLabelText('HTML Content'), 'Plan');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.admin.programAdded,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.adminProgramAdd),
        body: {
          title: 'Swing Trader',
          tag: 'Intermediate',
          description: 'Hold trades for days.',
          image_path: '/images/swing.jpg',
          offering_type: 'PAID',
          actual_price: '20000',
          offer_price: '15000',
          availability: 'yes',
          html_content: 'Plan',
          auto_activate_free: false,
          slug: '',
        },
      }),
    ]);
  });

  it("shows the server's reason for a refused program, and 'An error occurred.' for an add that answers 200", async () => {
    let reply: Reply = { status: 400, body: { message: 'Choose PAID or FREE as the type.' } };
    mockApi({ [ADD]: () => reply });
    const { user, onClose } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Choose PAID or FREE as the type.',
    );

    // docs/product.md §7 and §8: only a 201 adds a program; another success status is an error.
    reply = { status: 200, body: createProgram() };
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Error!' })).toHaveTextContent(
        MESSAGES.admin.programErrorFallback,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a program: shows its read-only ID and values, and sends the change to its id', async () => {
    const program = createProgram({ _id: 'program-0001', availability: 'yes', offering_type: 'FREE' });
    const sent = mockApi({
      [on(endpoints.adminProgramEdit, { id: 'program-0001' })]: { status: 200, body: program },
    });
    const { user, onClose } = renderModal(program);

    const modal = screen.getByRole('dialog', { name: 'Edit Program' });
    expect(within(modal).getByLabelText('ID')).toHaveValue('program-0001');
    expect(within(modal).getByLabelText('Title')).toHaveValue('Pro Trader');
    expect(within(modal).getByRole('switch', { name: 'Availability' })).toBeChecked();
    expect(within(modal).getByLabelText('Type')).toHaveDisplayValue('FREE');
    await user.click(within(modal).getByRole('switch', { name: 'Availability' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.admin.programUpdated,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: apiUrl(endpoints.adminProgramEdit, { id: 'program-0001' }),
        body: expect.objectContaining({ title: 'Pro Trader', availability: 'no', actual_price: '50000' }),
      }),
    ]);
  });

  it("shows the address the title makes while it is empty, edits a program's own, and shows a 409's reason", async () => {
    const program = createProgram({ _id: 'program-0003', slug: 'options-basics' });
    const sent = mockApi({
      [on(endpoints.adminProgramEdit, { id: 'program-0003' })]: {
        status: 409,
        body: { message: MESSAGES.programs.slugTaken },
      },
    });
    const { user } = renderModal(program);

    const modal = screen.getByRole('dialog', { name: 'Edit Program' });
    const address = within(modal).getByLabelText('Address');
    expect(address).toHaveValue('options-basics');
    expect(address).toHaveAccessibleDescription(MESSAGES.programs.slugHint);
    await user.clear(address);
    await user.clear(within(modal).getByLabelText('Title'));
    await fillIn(user, within(modal).getByLabelText('Title'), 'Crème de la Options');
    expect(address).toHaveAttribute('placeholder', 'creme-de-la-options');
    await fillIn(user, address, 'swing-trader');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      MESSAGES.programs.slugTaken,
    );
    expect(sent[0]?.body).toMatchObject({ slug: 'swing-trader', title: 'Crème de la Options' });
  });

  it('offers "Activate free subscriptions at once" for a FREE program only, and sends it', async () => {
    const sent = mockApi({ [ADD]: { status: 201, body: createProgram({ offering_type: 'FREE' }) } });
    const { user } = renderModal();

    const modal = screen.getByRole('dialog', { name: 'Add Program' });
    const option = () =>
      within(modal).queryByRole('checkbox', { name: 'Activate free subscriptions at once' });
    expect(option()).toBeNull();
    await user.selectOptions(within(modal).getByLabelText('Type'), 'PAID');
    expect(option()).toBeNull();
    await user.selectOptions(within(modal).getByLabelText('Type'), 'FREE');
    expect(option()).not.toBeChecked();
    await user.click(option()!);
    expect(option()).toBeChecked();
    await fillIn(user, within(modal).getByLabelText('Title'), 'Market Basics');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sent[0]?.body).toMatchObject({ offering_type: 'FREE', auto_activate_free: true });
  });

  it('shows the stored option when editing, and stores it off when the type becomes PAID', async () => {
    const program = createProgram({ _id: 'program-0002', offering_type: 'FREE', auto_activate_free: true });
    const sent = mockApi({
      [on(endpoints.adminProgramEdit, { id: 'program-0002' })]: { status: 200, body: program },
    });
    const { user } = renderModal(program);

    const modal = screen.getByRole('dialog', { name: 'Edit Program' });
    expect(
      within(modal).getByRole('checkbox', { name: 'Activate free subscriptions at once' }),
    ).toBeChecked();
    await user.selectOptions(within(modal).getByLabelText('Type'), 'PAID');
    expect(within(modal).queryByRole('checkbox', { name: 'Activate free subscriptions at once' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sent[0]?.body).toMatchObject({ offering_type: 'PAID', auto_activate_free: false });
  });

  it("previews the HTML content over the form, and says 'No content available.' when there is none", async () => {
    // DOMPurify does not sanitise faithfully under happy-dom, so the sanitising itself is left to the
    // server's tests and the end-to-end suite.
    mockApi({});
    const { user } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const empty = screen.getByRole('dialog', { name: MESSAGES.admin.htmlPreviewTitle });
    expect(empty).toHaveTextContent(MESSAGES.programs.noContent);
    await user.click(within(empty).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'HTML' }));
    await user.type(screen.getByLabelText('HTML Content'), 'Week 1: reading the charts');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: MESSAGES.admin.htmlPreviewTitle });
    expect(preview).toHaveTextContent('Week 1: reading the charts');
    expect(preview).not.toHaveTextContent(MESSAGES.programs.noContent);
  });

  it('uploads a picture, fills Image Path with its address and previews it', async () => {
    const uploads = mockUploads();
    mockApi({});
    const { user } = renderModal();
    const id = '0b7e2f7a-5d1c-4c8e-9a55-3f1f0f6a2b10';
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'swing.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload a picture (JPEG, PNG or WebP)'), file);
    await waitFor(() => expect(uploads[0]).toBeDefined());
    expect(uploads[0]?.url).toBe(apiUrl(endpoints.adminMediaImage));
    act(() =>
      uploads[0]?.respond(201, {
        _id: id,
        width: 1600,
        height: 900,
        src: imageFallback(id),
        srcset: imageSrcset(id),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Image Path')).toHaveValue(imageFallback(id)));
    const preview = screen.getByRole('img', { name: 'Program picture' });
    expect(preview).toHaveAttribute('src', imageFallback(id));
    expect(preview).toHaveAttribute('srcset', imageSrcset(id));
    vi.unstubAllGlobals();
  });
});
