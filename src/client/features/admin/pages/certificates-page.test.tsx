import { createProgram, createUser } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { AdminCertificate } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificatesPage } from './certificates-page.tsx';

const LIST = on(endpoints.adminCertificateAll);
const ID = 'K7M2Q9XH4RTA';

const current: AdminCertificate = {
  _id: ID,
  program_id: 'program-1',
  program: 'Pro Trader Program',
  name: 'Asha Verma',
  issued_at: '2026-11-23T08:00:00.000Z',
  score: null,
  kind: 'course',
  revoked: false,
  revoked_at: null,
  verify_url: `https://fintrain.in/verify/${ID}`,
  user_id: 'user-1',
  user_email: 'asha@example.in',
  issued_by: null,
  revoked_reason: null,
};
const revoked = {
  ...current,
  revoked: true,
  revoked_at: '2026-11-24T08:00:00.000Z',
  revoked_reason: 'Payment reversed.',
};

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('CertificatesPage', () => {
  it('lists certificates with their learner, program, date and status, and links each to its verify page', async () => {
    mockApi({ [LIST]: listPage([current, { ...revoked, _id: 'AAAABBBBCCCC', name: 'Ravi Kumar' }]) });
    renderPage(<CertificatesPage />, { path: '/admin/certificates' });
    const asha = await rowOf('Asha Verma');
    expect(within(asha).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(asha).getByText('Valid')).toBeInTheDocument();
    expect(within(asha).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: `View certificate ${ID}` })).toHaveAttribute(
      'href',
      `/verify/${ID}`,
    );
    const ravi = await rowOf('Ravi Kumar');
    expect(within(ravi).getByText('Revoked')).toBeInTheDocument();
    expect(within(ravi).getByText('Payment reversed.')).toBeInTheDocument();
    expect(within(ravi).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it('revokes with the reason typed, refusing an empty one, and reloads the list', async () => {
    let rows = [current];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [on(endpoints.adminCertificateRevoke, { id: ID })]: () => {
        rows = [revoked];
        return { status: 200, body: revoked };
      },
    });
    const { user } = renderPage(<CertificatesPage />, { path: '/admin/certificates' });
    await user.click(
      within(await rowOf('Asha Verma')).getByRole('button', { name: `Revoke certificate ${ID}` }),
    );

    const dialog = await screen.findByRole('dialog', { name: `Revoke certificate ${ID}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(MESSAGES.certificates.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Payment reversed.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByRole('dialog', { name: 'Revoked!' })).toHaveTextContent(
      MESSAGES.certificates.revokedDone,
    );
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.adminCertificateRevoke, { id: ID }),
        body: { reason: 'Payment reversed.' },
      }),
    );
    await waitFor(() => expect(screen.getByText('Payment reversed.')).toBeInTheDocument());
  });

  it('issues a certificate by hand from the Issue Certificate dialog, then shows it in the list', async () => {
    const ravi = createUser({
      _id: 'a0000000-0000-4000-8000-000000000003',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
    });
    const program = createProgram({
      _id: 'b0000000-0000-4000-8000-000000000001',
      title: 'Pro Trader Program',
    });
    const issued: AdminCertificate = {
      ...current,
      _id: 'AAAABBBBCCCC',
      name: 'Ravi Kumar',
      user_id: ravi._id,
      user_email: 'ravi@example.in',
      program_id: program._id,
      issued_by: 'admin-1',
    };
    let rows = [current];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [on(endpoints.adminUserAll)]: listPage([ravi]),
      [on(endpoints.adminProgramAll)]: listPage([program]),
      [on(endpoints.adminCertificateIssue)]: () => {
        rows = [issued, current];
        return { status: 201, body: issued };
      },
    });
    const { user } = renderPage(<CertificatesPage />, { path: '/admin/certificates' });
    await rowOf('Asha Verma');
    const issueButton = screen.getByRole('button', { name: 'Issue Certificate' });
    await user.click(issueButton);

    // Closing gives focus back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(issueButton).toHaveFocus();
    await user.click(issueButton);
    const modal = screen.getByRole('dialog', { name: 'Issue Certificate' });
    const search = within(modal).getByLabelText('Search learners');
    expect(search).toHaveFocus();
    await user.type(search, 'ravi');
    await user.click(await within(modal).findByRole('radio', { name: 'Ravi Kumar (ravi@example.in)' }));
    await within(modal).findByRole('option', { name: 'Pro Trader Program' });
    await user.selectOptions(within(modal).getByLabelText('Program'), 'Pro Trader Program');
    await user.click(within(modal).getByRole('button', { name: 'Issue' }));

    const alert = await screen.findByRole('dialog', { name: 'Issued!' });
    expect(alert).toHaveTextContent('Certificate AAAABBBBCCCC has been issued to Ravi Kumar.');
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.adminCertificateIssue),
        body: { user_id: ravi._id, program_id: program._id },
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(within(await rowOf('Ravi Kumar')).getByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Issue Certificate' })).not.toBeInTheDocument();
  });
});
