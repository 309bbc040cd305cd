import { courseQuery } from '@client/lib/get-course.ts';
import { setToken } from '@client/lib/session.ts';
import { createProgram } from '@client/test/factories.ts';
import { deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import type { CourseOutline } from '@contract/course.ts';
import { endpoints } from '@contract/endpoints.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCurriculum } from './course-curriculum.tsx';

type OutlineModule = CourseOutline['modules'][number];
type OutlineLesson = OutlineModule['lessons'][number];

let n = 0;

function lesson(overrides: Partial<OutlineLesson> = {}): OutlineLesson {
  n += 1;
  return {
    _id: `lesson-${n}`,
    title: `Lesson ${n}`,
    kind: 'article',
    duration_seconds: null,
    preview: false,
    locked: true,
    completed: false,
    position: 0,
    quiz: null,
    ...overrides,
  };
}

function module(title: string, lessons: OutlineLesson[]): OutlineModule {
  n += 1;
  return {
    _id: `module-${n}`,
    title,
    unlocks_at: null,
    release_after_days: 0,
    position: 0,
    lessons: lessons.map((row, position) => ({ ...row, position })),
  };
}

function outline(modules: OutlineModule[]): CourseOutline {
  return {
    program: createProgram({ slug: 'pro-trader' }),
    modules: modules.map((row, position) => ({ ...row, position })),
    progress_percent: 0,
    resume_lesson_id: null,
  };
}

const COURSE = on(endpoints.course, { programIdOrSlug: 'pro-trader' });

const basics = module('Market basics', [
  lesson({
    _id: 'what-is-a-share',
    title: 'What is a share?',
    kind: 'video',
    duration_seconds: 245,
    preview: true,
  }),
  lesson({ title: 'Reading a price chart', kind: 'video', duration_seconds: 720 }),
  lesson({ title: 'Glossary', kind: 'article' }),
]);
const risk = module('Risk management', [
  lesson({ title: 'Position sizing', kind: 'video', duration_seconds: 3725 }),
  lesson({ title: 'Risk worksheet', kind: 'file' }),
]);

function renderCurriculum() {
  return renderPage(<CourseCurriculum programIdOrSlug="pro-trader" />, {
    path: '/programs/pro-trader',
    route: '/programs/:id',
  });
}

describe('CourseCurriculum', () => {
  it('lists the modules in order, each with its lessons, kinds, video lengths and totals', async () => {
    mockApi({ [COURSE]: { status: 200, body: outline([basics, risk]) } });
    renderCurriculum();

    const section = await screen.findByRole('region', { name: 'Curriculum' });
    expect(section).toHaveTextContent('2 modules · 5 lessons · 1 h 18 min of video');
    const modules = within(section).getAllByRole('heading', { level: 3 });
    expect(modules.map((heading) => heading.textContent)).toEqual(['Market basics', 'Risk management']);

    const [first, second] = section.querySelectorAll('details');
    expect(first).toHaveAttribute('open');
    expect(second).not.toHaveAttribute('open');
    expect(first?.querySelector('summary')).toHaveTextContent('3 lessons · 16 min');
    expect(second?.querySelector('summary')).toHaveTextContent('2 lessons · 1 h 02 min');

    const lessons = within(first as HTMLElement).getAllByRole('listitem');
    expect(lessons.map((item) => item.textContent)).toEqual([
      'Video: What is a share?Preview What is a share?4:05',
      'Video: Reading a price chart12:00',
      'Article: Glossary',
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Video: Position sizing1:02:05', 'File: Risk worksheet']);
  });

  it('links a preview lesson to its learner page, and only preview lessons', async () => {
    mockApi({ [COURSE]: { status: 200, body: outline([basics, risk]) } });
    const { user } = renderCurriculum();

    const preview = await screen.findByRole('link', { name: 'Preview What is a share?' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(preview).toHaveAttribute('href', '/learn/pro-trader/what-is-a-share');
    await user.click(preview);
    expect(await findCurrentPath()).toBe('/learn/pro-trader/what-is-a-share');
  });

  it('shows nothing when the program has no modules yet', async () => {
    const sent = mockApi({ [COURSE]: { status: 200, body: outline([]) } });
    const { container } = renderCurriculum();

    await expect.poll(() => sent.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Curriculum' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing, and leaves the page alone, when the outline cannot be loaded', async () => {
    const sent = mockApi({ [COURSE]: { status: 500, body: { message: 'Internal Server Error' } } });
    const { container } = renderCurriculum();

    await expect.poll(() => sent.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the outline the page came with while a signed-in visitor’s own loads, and if it fails', async () => {
    setToken('learner-token');
    const answer = deferred<Reply>();
    const sent = mockApi({ [COURSE]: () => answer.promise });
    const { queryClient } = renderCurriculum();
    // What the server rendered and sent for an anonymous visitor (the page data block).
    queryClient.setQueryData(courseQuery('pro-trader', null).queryKey, outline([basics]));

    expect(await screen.findByRole('heading', { name: 'Market basics' })).toBeInTheDocument();
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer learner-token');

    answer.resolve({ status: 401, body: { message: 'Access Denied: Unauthorized' } });
    const own = courseQuery('pro-trader', 'learner-token').queryKey;
    await expect.poll(() => queryClient.getQueryState(own)?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Market basics' })).toBeInTheDocument();
  });
});
