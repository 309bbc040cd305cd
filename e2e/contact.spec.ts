import { expect, type Page } from '@playwright/test';
import { fulfilJson, gotoReady, MESSAGES, test, uniqueEmail } from './support.ts';

// Every test stands alone (own page, own e-mail addresses): let both workers share this file.
test.describe.configure({ mode: 'parallel' });

const SUBMIT_PATH = '**/api/contact/submit';

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact Us' });
}

async function fillContactForm(page: Page, email = uniqueEmail('contact')) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Batch timings');
  await form.getByLabel('Message').fill('When does the next Swing Trader batch start?');
}

test.describe('contact form on the home page', () => {
  test('thanks the visitor and clears the form when the message is sent', async ({ page }) => {
    await gotoReady(page, '/');
    const form = contactForm(page);
    await fillContactForm(page);

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact/submit'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const request = await posted;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toMatchObject({
      name: 'Ravi Kumar',
      subject: 'Batch timings',
      message: 'When does the next Swing Trader batch start?',
    });

    await expect(form.getByRole('status')).toHaveText(MESSAGES.contact.success);
    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(field)).toHaveValue('');
    }
  });

  for (const status of [500, 400]) {
    test(`says the submission failed when the server answers ${status}`, async ({ page }) => {
      await page.route(SUBMIT_PATH, (route) => fulfilJson(route, { message: 'Nope.' }, status));
      await gotoReady(page, '/');
      const form = contactForm(page);
      await fillContactForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(form.getByRole('alert')).toHaveText(MESSAGES.contact.failed);
      // What the visitor typed stays, so they can try again.
      await expect(form.getByLabel('Subject')).toHaveValue('Batch timings');
    });
  }

  test('says the submission failed when the server answers 200 instead of 201', async ({ page }) => {
    await page.route(SUBMIT_PATH, (route) => fulfilJson(route, { message: 'OK' }, 200));
    await gotoReady(page, '/');
    await fillContactForm(page);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('alert')).toHaveText(MESSAGES.contact.failed);
  });

  test('says something went wrong when the server cannot be reached', async ({ page }) => {
    await page.route(SUBMIT_PATH, (route) => route.abort('connectionrefused'));
    await gotoReady(page, '/');
    const form = contactForm(page);
    await fillContactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('alert')).toHaveText(MESSAGES.contact.exception);
    await expect(form.getByLabel('Message')).toHaveValue('When does the next Swing Trader batch start?');
  });

  test('does not send the form while a required field is empty', async ({ page }) => {
    let posts = 0;
    await page.route(SUBMIT_PATH, (route) => {
      posts += 1;
      return fulfilJson(route, { message: MESSAGES.contact.success }, 201);
    });
    await gotoReady(page, '/');
    const form = contactForm(page);
    const submit = form.getByRole('button', { name: 'Send Message' });

    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(field)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

    // Everything but the message.
    await fillContactForm(page);
    await form.getByLabel('Message').fill('');
    await submit.click();
    expect(
      await form.getByLabel('Message').evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing),
    ).toBe(true);

    // An address that is not one.
    await form.getByLabel('Message').fill('Hello');
    await form.getByLabel('Email').fill('not-an-email');
    await submit.click();
    expect(
      await form.getByLabel('Email').evaluate((field: HTMLInputElement) => field.validity.typeMismatch),
    ).toBe(true);

    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('status')).toHaveCount(0);
    expect(posts).toBe(0);

    // The control: once valid, the same button does send.
    await form.getByLabel('Email').fill(uniqueEmail('contact'));
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(MESSAGES.contact.success);
    expect(posts).toBe(1);
  });
});
