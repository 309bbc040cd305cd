import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterConfirmPage } from './confirm-page.tsx';
import { NewsletterUnsubscribePage } from './unsubscribe-page.tsx';

const TOKEN = 'k7M2Q9XH4RTAk7M2Q9XH4RTAk7M2Q9XH4RTAk7M2Q9X';
const CONFIRM = on(endpoints.newsletterConfirm, { token: TOKEN });
const UNSUBSCRIBE = on(endpoints.newsletterUnsubscribe, { token: TOKEN });

const renderConfirm = () =>
  renderPage(<NewsletterConfirmPage />, {
    path: `/newsletter/confirm/${TOKEN}`,
    route: '/newsletter/confirm/:token',
  });
const renderUnsubscribe = () =>
  renderPage(<NewsletterUnsubscribePage />, {
    path: `/newsletter/unsubscribe/${TOKEN}`,
    route: '/newsletter/unsubscribe/:token',
  });

describe('NewsletterConfirmPage', () => {
  it('confirms the link once and says the subscription is confirmed', async () => {
    const sent = mockApi({ [CONFIRM]: { status: 200, body: { message: MESSAGES.newsletter.confirmed } } });
    renderConfirm();
    expect(await screen.findByText('Subscribed ✓')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.newsletter.confirmed);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("shows the server's reason for a used or expired link, without a retry", async () => {
    mockApi({ [CONFIRM]: { status: 404, body: { message: MESSAGES.newsletter.confirmInvalid } } });
    renderConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletter.confirmInvalid);
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('changes nothing on opening, and unsubscribes with the one-click body when the button is pressed', async () => {
    const sent = mockApi({
      [UNSUBSCRIBE]: { status: 200, body: { message: MESSAGES.newsletter.unsubscribed } },
    });
    const { user } = renderUnsubscribe();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newsletter.unsubscribed);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('says so when the link is unknown', async () => {
    mockApi({ [UNSUBSCRIBE]: { status: 404, body: { message: MESSAGES.newsletter.unsubscribeInvalid } } });
    const { user } = renderUnsubscribe();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletter.unsubscribeInvalid);
  });
});
