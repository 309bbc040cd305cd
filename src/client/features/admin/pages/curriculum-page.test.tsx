import {
  createAdminLesson,
  createCurriculumModule,
  createProgram,
  createUser,
} from '@client/test/factories.ts';
import { apiUrl, deferred, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import type { Curriculum } from '@contract/course.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLessonMoved, withModuleMoved } from '../utils/reorder.ts';
import { CurriculumPage } from './curriculum-page.tsx';

const program = createProgram({ _id: 'program-1', title: 'Pro Trader' });
const basics = createCurriculumModule({
  _id: 'module-1',
  program_id: 'program-1',
  title: 'Basics',
  lessons: [
    createAdminLesson({ _id: 'lesson-1', module_id: 'module-1', title: 'Candles', position: 0 }),
    createAdminLesson({
      _id: 'lesson-2',
      module_id: 'module-1',
      title: 'Volume',
      kind: 'video',
      duration_seconds: 754,
      preview: true,
      position: 1,
    }),
  ],
});
const advanced = createCurriculumModule({
  _id: 'module-2',
  program_id: 'program-1',
  title: 'Advanced',
  release_after_days: 7,
  position: 1,
});
const curriculum: Curriculum = { program_id: 'program-1', modules: [basics, advanced] };

const PROGRAM = on(endpoints.program, { id: 'program-1' });
const CURRICULUM = on(endpoints.adminCurriculum, { id: 'program-1' });
// The page's Batches section (docs/product.md §20.1): none here.
const BATCHES = on(endpoints.adminBatchAll, { id: 'program-1' });

function renderCurriculum() {
  return renderPage(<CurriculumPage />, {
    path: pagePath('adminProgramCurriculum', { id: 'program-1' }),
    route: '/admin/programs/:id/curriculum',
  });
}

const moduleHeadings = () =>
  within(screen.getByRole('list', { name: 'Modules' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('CurriculumPage', () => {
  it("lists the program's modules in order, each with its lessons in order", async () => {
    mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: { status: 200, body: curriculum },
    });
    renderCurriculum();

    expect(await screen.findByRole('heading', { name: 'Curriculum: Pro Trader' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1. Basics' })).toBeInTheDocument();
    expect(moduleHeadings()).toEqual(['1. Basics', '2. Advanced']);
    expect(screen.getByText('Opens on approval')).toBeInTheDocument();
    expect(screen.getByText('Opens 7 days after approval')).toBeInTheDocument();

    const lessons = within(screen.getByRole('list', { name: 'Lessons of Basics' })).getAllByRole('listitem');
    expect(lessons.map((lesson) => lesson.querySelector('.fw-semibold')?.textContent)).toEqual([
      'Candles',
      'Volume',
    ]);
    expect(lessons[1]).toHaveTextContent('Video');
    expect(lessons[1]).toHaveTextContent('Free preview');
    expect(lessons[1]).toHaveTextContent('12:34');
    expect(screen.getByText(MESSAGES.admin.noLessons)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move module Basics up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('adds a module with its title and release day, then says so and reads the curriculum again', async () => {
    let reads = 0;
    const sent = mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: () => {
        reads += 1;
        return { status: 200, body: curriculum };
      },
      [on(endpoints.adminModuleAdd, { id: 'program-1' })]: {
        status: 201,
        body: createCurriculumModule({ _id: 'module-3', title: 'Options' }),
      },
    });
    const { user } = renderCurriculum();

    await screen.findByRole('heading', { name: '1. Basics' });
    await user.click(screen.getByRole('button', { name: 'Add Module' }));
    const modal = screen.getByRole('dialog', { name: 'Add Module' });
    expect(within(modal).getByLabelText('Title')).toHaveFocus();
    await fillIn(user, within(modal).getByLabelText('Title'), 'Options');
    await user.clear(within(modal).getByLabelText('Release after (days)'));
    await fillIn(user, within(modal).getByLabelText('Release after (days)'), '14');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.courses.moduleAdded,
    );
    expect(screen.queryByRole('dialog', { name: 'Add Module' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminModuleAdd, { id: 'program-1' }),
        body: { title: 'Options', release_after_days: 14 },
      }),
    ]);
    expect(reads).toBe(2);
  });

  it("marks an empty module title without asking the server, and shows the server's reason when it refuses", async () => {
    const sent = mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: { status: 200, body: curriculum },
      [on(endpoints.adminModuleAdd, { id: 'program-1' })]: {
        status: 404,
        body: { message: 'Program not found.' },
      },
    });
    const { user } = renderCurriculum();

    await user.click(await screen.findByRole('button', { name: 'Add Module' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The contract's ModuleCreateSchema, which the server checks the body with, refuses it first.
    const title = within(screen.getByRole('dialog', { name: 'Add Module' })).getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(title, 'Week 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.admin.moduleAddFailed} Program not found.`,
    );
  });

  it('moves a module down from the keyboard: PUT with its new position, the new order at once, focus kept', async () => {
    const moduleAnswer = deferred<void>();
    // The server's order after each PUT (as withModuleMoved and withLessonMoved are tested to give).
    let current = curriculum;
    const sent = mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: () => ({ status: 200, body: current }),
      [on(endpoints.adminModuleEdit, { id: 'module-1' })]: async () => {
        await moduleAnswer.promise;
        current = withModuleMoved(current, 'module-1', 1);
        return { status: 200, body: { ...basics, position: 1 } };
      },
      [on(endpoints.adminLessonEdit, { id: 'lesson-2' })]: () => {
        current = withLessonMoved(current, 'lesson-2', 'module-1', 0);
        return { status: 200, body: { ...basics.lessons[1], position: 0 } };
      },
    });
    const { user } = renderCurriculum();

    const down = await screen.findByRole('button', { name: 'Move module Basics down' });
    down.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(moduleHeadings()).toEqual(['1. Advanced', '2. Basics']));
    expect(screen.getByRole('button', { name: 'Move module Basics down' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move module Basics down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText("Moved 'Basics' to position 2 of 2.")).toBeInTheDocument();
    // Shown before the server answered; still so once it has, and the curriculum is read again.
    moduleAnswer.resolve();
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET')).toHaveLength(3));
    expect(moduleHeadings()).toEqual(['1. Advanced', '2. Basics']);
    const puts = () => sent.filter((request) => request.method === 'PUT');
    expect(puts()).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminModuleEdit, { id: 'module-1' }),
        body: { position: 1 },
      }),
    ]);

    screen.getByRole('button', { name: 'Move lesson Volume up' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lessons of Basics' }))
          .getAllByRole('listitem')
          .map((lesson) => lesson.querySelector('.fw-semibold')?.textContent),
      ).toEqual(['Volume', 'Candles']),
    );
    expect(screen.getByRole('button', { name: 'Move lesson Volume up' })).toHaveFocus();
    expect(puts()[1]).toEqual(
      expect.objectContaining({
        url: apiUrl(endpoints.adminLessonEdit, { id: 'lesson-2' }),
        body: { position: 0 },
      }),
    );
  });

  it('previews a lesson as a learner sees it, from the lesson endpoint', async () => {
    mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: { status: 200, body: curriculum },
      [on(endpoints.lesson, { id: 'lesson-2' })]: {
        status: 200,
        body: {
          ...basics.lessons[1],
          program_id: 'program-1',
          media_id: 'media-1',
          progress: { completed: false, watched_seconds: 0, position: 0 },
          playlist_url: null,
          download_url: null,
        },
      },
    });
    const { user } = renderCurriculum();

    const open = await screen.findByRole('button', { name: 'Preview as learner lesson Volume' });
    await user.click(open);
    const preview = screen.getByRole('dialog', { name: 'Preview as learner' });
    expect(await within(preview).findByRole('heading', { name: /Volume/ })).toHaveTextContent('Free preview');
    expect(preview).toHaveTextContent('The video is still being processed');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(open).toHaveFocus();
  });

  it('deletes a module only after the destructive confirmation', async () => {
    const sent = mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: { status: 200, body: curriculum },
      [on(endpoints.adminModuleDelete, { id: 'module-2' })]: {
        status: 200,
        body: { message: MESSAGES.courses.moduleDeleted },
      },
    });
    const { user } = renderCurriculum();

    await user.click(await screen.findByRole('button', { name: 'Delete module Advanced' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    expect(confirm).toHaveTextContent("The module 'Advanced' and all its lessons will be deleted.");
    const yes = within(confirm).getByRole('button', { name: MESSAGES.admin.confirmDelete });
    expect(yes).toHaveClass('btn-danger');
    await user.click(yes);

    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(
      MESSAGES.courses.moduleDeleted,
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: apiUrl(endpoints.adminModuleDelete, { id: 'module-2' }) }),
    ]);
  });

  it('gives one learner early access to a dripped module from its card, and withdraws it', async () => {
    const asha = createUser({
      _id: '9a1b2c3d-1111-4111-8111-000000000001',
      name: 'Asha Rao',
      email: 'asha@example.in',
    });
    const sent = mockApi({
      [BATCHES]: { status: 200, body: [] },
      [PROGRAM]: { status: 200, body: program },
      [CURRICULUM]: { status: 200, body: curriculum },
      [on(endpoints.adminUserAll)]: listPage([asha]),
      [on(endpoints.adminEarlyAccessGrant, { id: 'module-2' })]: {
        status: 201,
        body: { module_id: 'module-2', user_id: asha._id, created_on: '2026-11-26T10:00:00.000Z' },
      },
      [on(endpoints.adminEarlyAccessRevoke, { id: 'module-2', userId: asha._id })]: {
        status: 200,
        body: { message: MESSAGES.courses.earlyAccessRemoved },
      },
    });
    const { user } = renderCurriculum();
    await screen.findByRole('heading', { name: '2. Advanced' });
    // Only a module that opens later has the control.
    expect(screen.queryByRole('button', { name: 'Early access module Basics' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Early access module Advanced' }));

    let modal = screen.getByRole('dialog', { name: 'Early access: Advanced' });
    await user.click(within(modal).getByRole('button', { name: 'Give early access' }));
    expect(await within(modal).findByText(MESSAGES.certificates.chooseLearner)).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Search learners'), 'asha');
    await user.click(await within(modal).findByRole('radio', { name: 'Asha Rao (asha@example.in)' }));
    await user.click(within(modal).getByRole('button', { name: 'Give early access' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.courses.earlyAccessGranted('Asha Rao', 'Advanced'),
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        path: apiUrl(endpoints.adminEarlyAccessGrant, { id: 'module-2' }),
        body: { user_id: asha._id },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Early access module Advanced' }));
    modal = screen.getByRole('dialog', { name: 'Early access: Advanced' });
    const withdraw = within(modal).getByRole('button', { name: 'Withdraw early access' });
    expect(withdraw).toBeDisabled();
    await user.type(within(modal).getByLabelText('Search learners'), 'asha');
    await user.click(await within(modal).findByRole('radio', { name: 'Asha Rao (asha@example.in)' }));
    await user.click(withdraw);
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.courses.earlyAccessRemoved,
    );
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      apiUrl(endpoints.adminEarlyAccessRevoke, { id: 'module-2', userId: asha._id }),
    ]);
  });
});
