import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form.tsx';

const SIGNUP = on(endpoints.newsletterSignup);

describe('NewsletterForm', () => {
  it('signs the e-mail up, shows the thanks and empties the field', async () => {
    const sent = mockApi({ [SIGNUP]: { status: 201, body: { message: MESSAGES.newsletter.success } } });
    const { user } = renderPage(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email for newsletter'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.newsletter.success);
    expect(screen.getByLabelText('Email for newsletter')).toHaveValue('');
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.newsletterSignup),
        body: { email: 'asha@example.in' },
      }),
    ]);
  });

  it("shows the server's reason for an address already signed up, and keeps it in the field", async () => {
    mockApi({ [SIGNUP]: { status: 409, body: { message: MESSAGES.newsletter.duplicate } } });
    const { user } = renderPage(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email for newsletter'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletter.duplicate);
    expect(screen.getByLabelText('Email for newsletter')).toHaveValue('asha@example.in');
  });

  it("says 'Something went wrong. Please try again later.' when the server cannot be reached", async () => {
    mockApi({ [SIGNUP]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderPage(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email for newsletter'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.exception);
  });
});
