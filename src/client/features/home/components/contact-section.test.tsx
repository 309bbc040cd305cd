import { apiUrl, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '../content.ts';
import { ContactSection } from './contact-section.tsx';

const SUBMIT = on(endpoints.contactSubmit);

async function sendMessage(user: UserEvent) {
  await fillIn(user, screen.getByLabelText('Name'), 'Asha Rao');
  await fillIn(user, screen.getByLabelText('Email'), 'asha@example.in');
  await fillIn(user, screen.getByLabelText('Subject'), 'Batch timings');
  await fillIn(user, screen.getByLabelText('Message'), 'When does the next Swing Trader batch start?');
  await user.click(screen.getByRole('button', { name: CONTACT.submit }));
}

describe('ContactSection', () => {
  it('sends name, e-mail, subject and message, thanks the visitor on a 201 and empties the form', async () => {
    const sent = mockApi({ [SUBMIT]: { status: 201, body: { message: 'Saved.' } } });
    const { user } = renderPage(<ContactSection />);

    await sendMessage(user);

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.contact.success);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.contactSubmit),
        body: {
          name: 'Asha Rao',
          email: 'asha@example.in',
          subject: 'Batch timings',
          message: 'When does the next Swing Trader batch start?',
        },
      }),
    ]);
  });

  it("says 'Form submission failed.' for any answer but a 201, even a 200, and keeps what was typed", async () => {
    let reply: Reply = { status: 200, body: { message: 'OK' } };
    mockApi({ [SUBMIT]: () => reply });
    const { user } = renderPage(<ContactSection />);

    await sendMessage(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.failed);
    expect(screen.getByLabelText('Subject')).toHaveValue('Batch timings');

    reply = { status: 500, body: { message: 'Database down' } };
    await user.click(screen.getByRole('button', { name: CONTACT.submit }));
    expect(await screen.findByText(MESSAGES.contact.failed)).toHaveRole('alert');
  });

  it("says 'Something went wrong. Please try again later.' when the server cannot be reached", async () => {
    mockApi({ [SUBMIT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderPage(<ContactSection />);

    await sendMessage(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contact.exception);
  });
});
