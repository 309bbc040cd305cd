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
});
