export const COMPANY_NAME = 'FinTrain Academy';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML e-mail bodies: everything a visitor typed goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

interface LayoutInput {
  subject: string;
  /** Paragraphs of plain text; each is escaped for the HTML part. */
  paragraphs: string[];
  /** Why the reader got this mail and what to do if they did not ask for it. */
  footer: string;
}

/** Wraps a message in the company's plain-text and HTML layout. */
export function layoutMail({ subject, paragraphs, footer }: LayoutInput): RenderedMail {
  const text = [...paragraphs, '', '--', COMPANY_NAME, footer].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b2a41;line-height:1.5">
<h1 style="font-size:20px;color:#0b3c5d">${escapeHtml(COMPANY_NAME)}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

export function contactNotificationMail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedMail {
  return layoutMail({
    subject: `New contact message: ${input.subject}`.slice(0, 250),
    paragraphs: [
      `A visitor sent a message through the website's contact form.`,
      `Name: ${input.name}\nEmail: ${input.email}\nSubject: ${input.subject}`,
      input.message,
      'Reply to this e-mail to answer the visitor directly.',
    ],
    footer: `You receive this because this address is the ${COMPANY_NAME} support inbox. If it should not be, change SUPPORT_EMAIL in the site's configuration.`,
  });
}
