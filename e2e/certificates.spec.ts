import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, signedInPage, test, uniqueEmail } from './support.ts';

const main = (page: Page) => page.locator('main');
const QUESTIONS = 5;

/** A program whose only lesson is a required 5-question mock test, and a learner active on it. */
async function mockTestProgram(request: APIRequestContext, learnerName: string) {
  const admin = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const post = async (url: string, data: unknown, status = 201) => {
    const response = await request.post(url, { headers: admin, data });
    expect(response.status(), url).toBe(status);
    return (await response.json()) as { _id: string };
  };
  const title = `Derivatives Mock ${Date.now()}`;
  const program = await post('/api/admin/program/add', {
    title,
    tag: 'NISM',
    description: 'Practice for NISM Series VIII.',
    image_path: '',
    offering_type: 'PAID',
    actual_price: 999,
    offer_price: 499,
    availability: 'yes',
    html_content: '<p>Mock tests.</p>',
  });
  const module = await post(`/api/admin/program/${program._id}/module`, {
    title: 'Mock tests',
    release_after_days: 0,
  });
  const bank = await post('/api/admin/bank', { title: `Equity derivatives ${Date.now()}` });
  for (let n = 1; n <= QUESTIONS; n += 1) {
    await post(`/api/admin/bank/${bank._id}/question`, {
      text: `Question ${n}: which statement is true?`,
      multiple: false,
      options: [
        { text: `Right answer ${n}`, correct: true },
        { text: `Wrong answer ${n}a`, correct: false },
        { text: `Wrong answer ${n}b`, correct: false },
        { text: `Wrong answer ${n}c`, correct: false },
      ],
      explanation: 'Because the rules say so.',
    });
  }
  const quiz = await post(`/api/admin/module/${module._id}/lesson`, {
    title: 'Series VIII mock test',
    kind: 'quiz',
    quiz: {
      bank_id: bank._id,
      questions: QUESTIONS,
      time_limit_minutes: 10,
      pass_percent: 60,
      negative_mark: 0.25,
      attempts_allowed: 3,
      show_answers: true,
      required: true,
    },
  });

  const learner = await registerLearner(request, uniqueEmail('mock-test'), learnerName);
  const learnerToken = await apiToken(request, learner.email, learner.password);
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  expect(subscribed.status()).toBe(201);
  const subscriptionId = ((await subscribed.json()) as { subscription: { _id: string } }).subscription._id;
  const approved = await request.put(`/api/admin/subscription/${subscriptionId}`, {
    headers: admin,
    data: { status: 'active' },
  });
  expect(approved.status()).toBe(200);
  return { programId: program._id, title, quizId: quiz._id, learnerToken };
}

test('a learner passes the mock test, downloads the certificate, and a stranger verifies it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The name exactly as registered, in Devanagari (docs/product.md §12.3).
  const name = 'श्री माधव त्रिपाठी';
  const { programId, title, quizId, learnerToken } = await mockTestProgram(request, name);

  const learner = await signedInPage(browser, learnerToken);
  await gotoReady(learner, `/learn/${programId}/${quizId}`);
  await expect(main(learner).getByText(`${QUESTIONS} questions`)).toBeVisible();
  await expectNoViolations(learner);
  await main(learner).getByRole('button', { name: 'Start quiz' }).click();

  // Four right, one wrong: 4 − 0.25 = 3.75 of 5 = 75 %, over the 60 % pass mark.
  for (let n = 1; n <= QUESTIONS; n += 1) {
    await expect(main(learner).getByRole('heading', { name: `Question ${n} of ${QUESTIONS}` })).toBeFocused();
    const choice = n === QUESTIONS ? /^Wrong answer \d+a$/ : /^Right answer \d+$/;
    await main(learner).getByRole('radio', { name: choice }).check();
    await expect(main(learner).getByText('Saved')).toBeVisible();
    if (n === 1) await expectNoViolations(learner);
    if (n < QUESTIONS) await main(learner).getByRole('button', { name: 'Next question' }).click();
  }
  await expect(
    main(learner)
      .getByRole('navigation', { name: 'Question palette' })
      .getByRole('button', { name: /answered$/ }),
  ).toHaveCount(QUESTIONS);
  await main(learner).getByRole('button', { name: 'Submit quiz' }).click();
  await learner
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(main(learner).getByRole('heading', { name: 'Result: passed' })).toBeVisible();
  await expect(main(learner).getByText('3.75 of 5')).toBeVisible();
  await expectNoViolations(learner);

  // The certificate is on the profile, with its PDF.
  await gotoReady(learner, '/profile');
  const certificates = main(learner).getByRole('region', { name: 'My Certificates' });
  await expect(certificates.getByText(title, { exact: true })).toBeVisible();
  const pdfLink = certificates.getByRole('link', { name: `Download PDF of ${title}` });
  const pdf = await learner.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const view = certificates.getByRole('link', { name: /^View certificate / });
  const verifyPath = (await view.getAttribute('href'))!;
  expect(verifyPath).toMatch(/^\/verify\/[0-9A-Z]{12}$/);
  await expectNoViolations(learner);

  // A stranger, signed in nowhere, checks it on a phone.
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await gotoReady(stranger, verifyPath);
  await expect(main(stranger).getByText('Valid ✓')).toBeVisible();
  await expect(main(stranger).getByText(name)).toBeVisible();
  await expect(main(stranger).getByText(title, { exact: true })).toBeVisible();
  await expect(main(stranger).getByText('75%', { exact: true })).toBeVisible();
  await expectNoViolations(stranger);

  // ...and takes its Open Badge, which verifies with nothing but the published key (ADR 057).
  const badgeLink = main(stranger).getByRole('link', { name: 'Download Open Badge' });
  await expect(badgeLink).toBeVisible();
  const [download] = await Promise.all([stranger.waitForEvent('download'), badgeLink.click()]);
  expect(download.suggestedFilename()).toBe(
    `fintrain-certificate-${verifyPath.slice('/verify/'.length)}.jwt`,
  );
  const jwt = readFileSync((await download.path())!, 'utf8');
  const [header, payload, signature] = jwt.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  const { jwk } = decode(header!) as { jwk: { kid: string; x: string } };
  const keys = (await (await stranger.request.get('/.well-known/certificate-keys.json')).json()) as {
    keys: { kid: string; x: string }[];
  };
  const published = keys.keys.find((key) => key.kid === jwk.kid)!;
  expect(published.x).toBe(jwk.x);
  const genuine = verify(
    null,
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: published, format: 'jwk' }),
    Buffer.from(signature!, 'base64url'),
  );
  expect(genuine).toBe(true);
  const credential = decode(payload!);
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.identifier[0].identityHash).toBe(name);
  expect(credential.credentialSubject.achievement.name).toBe(title);
  expect(credential.credentialSubject.result[0].value).toBe('75');

  // "Check the signature yourself" names the key that signed it.
  await main(stranger).getByText('Check the signature yourself').click();
  await expect(main(stranger).getByText(jwk.kid, { exact: true })).toBeVisible();
  await expectNoViolations(stranger);
  await stranger.screenshot({ path: test.info().outputPath('verify-390.png'), fullPage: true });
  await learner.context().close();
  await stranger.context().close();
});
