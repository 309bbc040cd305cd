import { createProgram, createUser } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on, type Reply, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { AdminCertificate } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ADMIN_LIST_MAX_LIMIT } from '@contract/vocabulary.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IssueCertificateModal } from './issue-certificate-modal.tsx';

const asha = createUser({
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email: 'asha@example.in',
});
const ashwin = createUser({
  _id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Ashwin Iyer',
  email: 'ashwin@example.in',
});
const trader = createProgram({ _id: 'b0000000-0000-4000-8000-000000000001', title: 'Pro Trader' });
const options = createProgram({ _id: 'b0000000-0000-4000-8000-000000000002', title: 'Options Basics' });

const issued: AdminCertificate = {
  _id: 'K7M2Q9XH4RTA',
  program_id: options._id,
  program: 'Options Basics',
  name: 'Asha Rao',
  issued_at: '2026-11-23T08:00:00.000Z',
  score: null,
  kind: 'course',
  revoked: false,
  revoked_at: null,
  verify_url: 'https://fintrain.in/verify/K7M2Q9XH4RTA',
  user_id: asha._id,
  user_email: 'asha@example.in',
  issued_by: 'admin-1',
  revoked_reason: null,
};

/** The user list answers the users whose name or e-mail contains q, as the API does. */
function userSearch(request: SentRequest): Reply {
  const q = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
  return listPage([asha, ashwin].filter((row) => `${row.name} ${row.email}`.toLowerCase().includes(q)));
}

function renderModal(issue: Reply) {
  const sent = mockApi({
    [on(endpoints.adminUserAll)]: userSearch,
    [on(endpoints.adminProgramAll)]: listPage([trader, options]),
    [on(endpoints.adminCertificateIssue)]: issue,
  });
  const onClose = vi.fn();
  const rendered = renderPage(<IssueCertificateModal onClose={onClose} />, { path: '/admin/certificates' });
  return { ...rendered, sent, onClose, modal: screen.getByRole('dialog', { name: 'Issue Certificate' }) };
}

describe('IssueCertificateModal', () => {
  it('searches learners once typing pauses and lists them by name and e-mail', async () => {
    const { user, sent, modal } = renderModal({ status: 201, body: issued });
    const search = within(modal).getByLabelText('Search learners');
    expect(search).toHaveFocus();

    await user.type(search, 'ashw');
    const ashwinChoice = await within(modal).findByRole('radio', { name: 'Ashwin Iyer (ashwin@example.in)' });
    expect(within(modal).queryByRole('radio', { name: /Asha Rao/ })).not.toBeInTheDocument();
    expect(within(modal).getByRole('group', { name: 'Learner' })).toContainElement(ashwinChoice);
    expect(within(modal).getByRole('status')).toHaveTextContent('1 match.');
    // One search for the paused text, not one per key.
    expect(sent.filter((request) => request.path === apiUrl(endpoints.adminUserAll))).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: apiUrl(endpoints.adminUserAll, {}, { page: '1', limit: '10', q: 'ashw' }),
      }),
    ]);
    expect(sent).toContainEqual(
      expect.objectContaining({
        url: apiUrl(endpoints.adminProgramAll, {}, { page: '1', limit: String(ADMIN_LIST_MAX_LIMIT) }),
      }),
    );

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await within(modal).findByText(MESSAGES.certificates.noLearnersFound)).toBeInTheDocument();
  });

  it('issues the chosen learner a certificate for the chosen program, then closes and says so', async () => {
    const { user, sent, modal, onClose } = renderModal({ status: 201, body: issued });
    await user.type(within(modal).getByLabelText('Search learners'), 'ash');
    await user.click(await within(modal).findByRole('radio', { name: 'Asha Rao (asha@example.in)' }));
    await within(modal).findByRole('option', { name: 'Options Basics' });
    await user.selectOptions(within(modal).getByLabelText('Program'), 'Options Basics');
    await user.click(within(modal).getByRole('button', { name: 'Issue' }));

    expect(await screen.findByRole('dialog', { name: 'Issued!' })).toHaveTextContent(
      'Certificate K7M2Q9XH4RTA has been issued to Asha Rao.',
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminCertificateIssue),
        body: { user_id: asha._id, program_id: options._id },
      }),
    ]);
  });

  it("shows the server's reason when the learner already holds one, and stays open", async () => {
    const { user, modal, onClose } = renderModal({
      status: 409,
      body: { message: MESSAGES.certificates.alreadyIssued },
    });
    await user.type(within(modal).getByLabelText('Search learners'), 'asha');
    await user.click(await within(modal).findByRole('radio', { name: 'Asha Rao (asha@example.in)' }));
    await within(modal).findByRole('option', { name: 'Pro Trader' });
    await user.selectOptions(within(modal).getByLabelText('Program'), 'Pro Trader');
    await user.click(within(modal).getByRole('button', { name: 'Issue' }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.certificates.issueFailed} ${MESSAGES.certificates.alreadyIssued}`,
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(modal).toBeInTheDocument();
    expect(
      within(modal).getByRole('radio', { name: 'Asha Rao (asha@example.in)', hidden: true }),
    ).toBeChecked();
  });

  it('asks for a learner and a program before sending anything', async () => {
    const { user, sent, modal } = renderModal({ status: 201, body: issued });
    await user.click(within(modal).getByRole('button', { name: 'Issue' }));

    expect(within(modal).getByRole('group', { name: 'Learner' })).toHaveAccessibleDescription(
      MESSAGES.certificates.chooseLearner,
    );
    expect(within(modal).getByLabelText('Program')).toHaveAccessibleDescription(
      MESSAGES.certificates.chooseProgram,
    );
    expect(within(modal).getByLabelText('Search learners')).toHaveFocus();
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(false));
  });
});
