import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { CertificateVerification } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyPage } from './verify-page.tsx';

const ID = 'K7M2Q9XH4RTA';
const CHECK = on(endpoints.certificate, { id: ID });

const genuine: CertificateVerification = {
  _id: ID,
  valid: true,
  revoked: false,
  revoked_at: null,
  name: 'श्री माधव त्रिपाठी',
  program: 'Pro Trader Program',
  issued_at: '2026-11-23T20:00:00.000Z',
  score: 65,
  kind: 'course',
  issuer: 'FinTrain Academy',
  verify_url: `https://fintrain.in/verify/${ID}`,
  signature: 'c'.repeat(86),
  key_id: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
  signed_payload: `{"id":"${ID}","issued_at":"2026-11-23T20:00:00.000Z","name":"श्री माधव त्रिपाठी","program":"Pro Trader Program","score":65,"user_id":"0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f","v":1}`,
  evaluation: null,
};

function renderVerify() {
  return renderPage(<VerifyPage />, { path: `/verify/${ID}`, route: '/verify/:id' });
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VerifyPage', () => {
  it('says Valid ✓ with the name as typed, the program, the IST date, the score, and offers the PDF', async () => {
    mockApi({ [CHECK]: { status: 200, body: genuine } });
    renderVerify();
    expect(await screen.findByText('Valid ✓')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    expect(detail('Name')).toBe('श्री माधव त्रिपाठी');
    expect(detail('Certifies')).toBe('Completion of the program');
    expect(detail('Program')).toBe('Pro Trader Program');
    expect(detail('Issued on')).toBe('24 Nov 2026');
    expect(detail('Score')).toBe('65%');
    expect(detail('Certificate ID')).toBe(ID);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/certificate/${ID}/pdf`,
    );
    expect(document.title).toBe('Verify a certificate | FinTrain Academy');
  });

  it('offers the Open Badge of a valid certificate, and says where to check the signature yourself', async () => {
    mockApi({ [CHECK]: { status: 200, body: genuine } });
    renderVerify();
    const badge = await screen.findByRole('link', { name: 'Download Open Badge' });
    expect(badge).toHaveAttribute('href', `/api/certificate/${ID}/badge`);
    expect(badge).toHaveAttribute('download', `fintrain-certificate-${ID}.jwt`);
    expect(badge).toHaveAccessibleDescription(/signed Open Badges 3\.0 credential/);
    expect(screen.getByText(genuine.key_id!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'signed record' })).toHaveAttribute(
      'href',
      `/api/certificate/${ID}`,
    );
    expect(screen.getByRole('link', { name: '/.well-known/certificate-keys.json' })).toHaveAttribute(
      'href',
      '/.well-known/certificate-keys.json',
    );
  });

  const evaluation = (signed: boolean) => ({
    ...genuine,
    kind: 'evaluation',
    score: null,
    evaluation: {
      return_bp: 1350,
      max_drawdown_bp: 425,
      trading_days: 6,
      mentor_name: 'Meera Mentor',
      signed,
    },
  });

  it('names a passed evaluation, with the challenge’s statistics, the mentor and that it is educational', async () => {
    mockApi({ [CHECK]: { status: 200, body: evaluation(true) } });
    renderVerify();
    expect(await screen.findByText('Valid ✓')).toBeInTheDocument();
    expect(detail('Certifies')).toBe('Evaluation passed');
    expect(detail('Challenge')).toBe('Challenge return 13.50%, max drawdown 4.25%, 6 trading days');
    expect(detail('Mentor')).toBe('Meera Mentor');
    expect(screen.getByText(MESSAGES.evaluation.disclaimer)).toBeInTheDocument();
  });

  it('says when an evaluation’s figures were issued before they were signed', async () => {
    mockApi({ [CHECK]: { status: 200, body: evaluation(false) } });
    renderVerify();
    expect(await screen.findByText('Valid ✓')).toBeInTheDocument();
    expect(detail('Challenge')).toBe(
      `Challenge return 13.50%, max drawdown 4.25%, 6 trading days (${MESSAGES.evaluation.unsigned})`,
    );
    expect(detail('Mentor')).toBe(`Meera Mentor (${MESSAGES.evaluation.unsigned})`);
  });

  it('names a passed simulator challenge as what the certificate certifies, with its program', async () => {
    mockApi({ [CHECK]: { status: 200, body: { ...genuine, kind: 'sim_challenge', score: null } } });
    renderVerify();
    expect(await screen.findByText('Valid ✓')).toBeInTheDocument();
    expect(detail('Certifies')).toBe(MESSAGES.simulator.challengeCertificate);
    expect(detail('Certifies')).toBe('Simulator challenge passed');
    expect(detail('Program')).toBe('Pro Trader Program');
    expect(screen.queryByText('Completion of the program')).not.toBeInTheDocument();
  });

  it('says Revoked for a revoked certificate, with the date, and offers no PDF', async () => {
    mockApi({
      [CHECK]: {
        status: 200,
        body: { ...genuine, revoked: true, revoked_at: '2026-11-25T06:00:00.000Z', score: null },
      },
    });
    renderVerify();
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.certificates.revoked, { exact: false })).toBeInTheDocument();
    expect(detail('Revoked on')).toBe('25 Nov 2026');
    expect(screen.queryByText('Score', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Open Badge' })).not.toBeInTheDocument();
    expect(screen.queryByText('Valid ✓')).not.toBeInTheDocument();
  });

  it('says Invalid when the stored contents do not match the signature', async () => {
    mockApi({ [CHECK]: { status: 200, body: { ...genuine, valid: false, name: 'Someone Else' } } });
    renderVerify();
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.certificates.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says Certificate not found for an unknown id', async () => {
    mockApi({ [CHECK]: { status: 404, body: { message: MESSAGES.certificates.notFound } } });
    renderVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.certificates.notFound);
  });
});
