import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, test, uniqueEmail } from './support.ts';

/** docs/product.md §16 (ADR 063): the newsletter's double opt-in and its one-click unsubscribe. */
const main = (page: Page) => page.locator('main#main-content');

/** The path of the first link in `text` to `route` (the mail's host is the server's PUBLIC_URL). */
function pathOfLink(text: string, route: RegExp): string {
  const link = new RegExp(`https?://\\S+?(${route.source}[A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!link) throw new Error(`no link to ${route.source} in ${text}`);
  return link;
}

for (const width of [390, 1280]) {
  test(`at ${width} px a footer sign-up is confirmed from its mail, then unsubscribed in one click, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const address = uniqueEmail(`newsletter-${width}`);
    await gotoReady(page, '/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const since = Date.now();
    await form.getByLabel('Email for newsletter').fill(address);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('status')).toHaveText(MESSAGES.newsletter.success);

    const question = await waitForMail(address, /please confirm your newsletter subscription/, since);
    expect(question.headers['list-unsubscribe']).toBeUndefined();
    const confirmPath = pathOfLink(question.text, /\/newsletter\/confirm\//);
    await gotoReady(page, confirmPath);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Newsletter subscription' }),
    ).toBeVisible();
    await expect(main(page).getByText('Subscribed ✓')).toBeVisible();
    await expect(main(page).getByRole('status')).toContainText(MESSAGES.newsletter.confirmed);
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`newsletter-confirmed-${width}.png`),
      fullPage: true,
    });

    const welcome = await waitForMail(address, /Welcome to the FinTrain Academy newsletter/, since);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClickPath = pathOfLink(
      welcome.headers['list-unsubscribe'] ?? '',
      /\/api\/newsletter\/unsubscribe\//,
    );
    const unsubscribePath = pathOfLink(welcome.text, /\/newsletter\/unsubscribe\//);
    expect(oneClickPath).toBe(`/api${unsubscribePath}`);

    // The header's address, opened in a browser by a mail program without one-click, is the page.
    await gotoReady(page, oneClickPath);
    await expect(page).toHaveURL(new RegExp(`${unsubscribePath}$`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`newsletter-unsubscribe-${width}.png`),
      fullPage: true,
    });
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByRole('status')).toHaveText(MESSAGES.newsletter.unsubscribed);
    await expectNoViolations(page);

    // The confirmation link worked once: opened again, it says why not and how to get a new one.
    await gotoReady(page, confirmPath);
    await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.newsletter.confirmInvalid);
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`newsletter-used-link-${width}.png`),
      fullPage: true,
    });
  });
}

test("a mail provider's one-click POST, form-encoded over HTTP, unsubscribes without a session", async ({
  request,
}) => {
  const address = uniqueEmail('one-click');
  const since = Date.now();
  expect((await request.post('/api/newsletter/signup', { data: { email: address } })).status()).toBe(201);
  const question = await waitForMail(address, /please confirm your newsletter subscription/, since);
  const confirmPath = pathOfLink(question.text, /\/newsletter\/confirm\//);
  expect((await request.get(`/api${confirmPath}`)).status()).toBe(200);
  const welcome = await waitForMail(address, /Welcome to the FinTrain Academy newsletter/, since);
  const oneClickPath = pathOfLink(
    welcome.headers['list-unsubscribe'] ?? '',
    /\/api\/newsletter\/unsubscribe\//,
  );

  const answer = await request.post(oneClickPath, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ message: MESSAGES.newsletter.unsubscribed });
  const again = await request.post(oneClickPath, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(again.status()).toBe(200);
});
