import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { Certificate } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyCertificates } from './my-certificates.tsx';

const certificate: Certificate = {
  _id: 'K7M2Q9XH4RTA',
  program_id: 'program-1',
  program: 'Pro Trader Program',
  name: 'Asha Verma',
  issued_at: '2026-11-23T08:00:00.000Z',
  score: null,
  kind: 'course',
  revoked: false,
  revoked_at: null,
  verify_url: 'https://fintrain.in/verify/K7M2Q9XH4RTA',
};

describe('MyCertificates', () => {
  it('lists the learner’s certificates with their PDF, Open Badge and a LinkedIn Add to profile link', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.certificateMine)]: {
        status: 200,
        body: [
          certificate,
          { ...certificate, _id: 'AAAABBBBCCCC', program: 'Swing Trader', revoked: true },
          { ...certificate, _id: 'SSSSTTTTVVVV', program: 'Pro Trader Program', kind: 'sim_challenge' },
        ],
      },
    });
    renderPage(<MyCertificates />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByText('Pro Trader Program')).toBeInTheDocument();
    expect(within(first).queryByText('Simulator challenge passed')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Simulator challenge passed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Download PDF of Pro Trader Program' })).toHaveAttribute(
      'href',
      '/api/certificate/K7M2Q9XH4RTA/pdf',
    );
    const badge = within(first).getByRole('link', { name: 'Open Badge of Pro Trader Program' });
    expect(badge).toHaveAttribute('href', '/api/certificate/K7M2Q9XH4RTA/badge');
    expect(badge).toHaveAttribute('download', 'fintrain-certificate-K7M2Q9XH4RTA.jwt');
    const linkedIn = new URL(
      within(first)
        .getByRole('link', { name: /Add to LinkedIn profile/ })
        .getAttribute('href')!,
    );
    expect(linkedIn.searchParams.get('certId')).toBe('K7M2Q9XH4RTA');
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verify_url);
    expect(linkedIn.searchParams.get('organizationName')).toBe('FinTrain Academy');
    expect(within(items[1]!).getByText('Revoked')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link', { name: /Open Badge/ })).not.toBeInTheDocument();
  });

  it('says how to earn one when there is none', async () => {
    setToken('learner-token');
    mockApi({ [on(endpoints.certificateMine)]: { status: 200, body: [] } });
    renderPage(<MyCertificates />);
    expect(
      await screen.findByText('Complete every lesson of a program to earn its certificate of completion.'),
    ).toBeInTheDocument();
  });
});
