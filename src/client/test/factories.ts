import type { ThreadPage } from '@contract/community.ts';
import type { AdminLesson, CourseOutline, Curriculum, Lesson } from '@contract/course.ts';
import type { Program } from '@contract/program.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { User } from '@contract/user.ts';

// Small factories for the component tests, with the API's field names; override what a test is about.

export function createProgram(overrides: Partial<Program> = {}): Program {
  return {
    _id: '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c',
    title: 'Pro Trader',
    tag: 'Advanced',
    description: 'Trade the markets with a plan.',
    image_path: null,
    offering_type: 'PAID',
    actual_price: 50000,
    offer_price: 35000,
    availability: 'yes',
    html_content: '<p>Syllabus</p>',
    slug: 'pro-trader',
    auto_activate_free: false,
    created_on: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-00000000abcde',
    name: 'Asha Rao',
    email: 'asha@example.in',
    mobile: '9876543210',
    status: 'active',
    role: 'user',
    created_on: '2026-11-01T10:00:00.000Z',
    last_login: null,
    last_login_ip: null,
    ...overrides,
  };
}

export function createSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: '5e6f7a8b-1111-4111-8111-000000000001',
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    resource_type: 'program',
    resource_id: '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c',
    offer_price: 35000,
    status: 'pending',
    created_on: '2026-11-20T10:00:00.000Z',
    invoice_number: null,
    resource: { title: 'Pro Trader', image_path: null, offering_type: 'PAID', exists: true },
    payment: null,
    batch: null,
    ...overrides,
  };
}

export function createAdminLesson(overrides: Partial<AdminLesson> = {}): AdminLesson {
  return {
    _id: '7c1d2e3f-2222-4222-8222-000000000001',
    module_id: '6b0c1d2e-3333-4333-8333-000000000001',
    title: 'What a candle says',
    kind: 'article',
    html_content: '<p>Open, high, low, close.</p>',
    media_id: null,
    duration_seconds: null,
    preview: false,
    position: 0,
    created_on: '2026-11-20T10:00:00.000Z',
    quiz: null,
    batch_id: null,
    ...overrides,
  };
}

type CurriculumModule = Curriculum['modules'][number];

export function createCurriculumModule(overrides: Partial<CurriculumModule> = {}): CurriculumModule {
  return {
    _id: '6b0c1d2e-3333-4333-8333-000000000001',
    program_id: '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c',
    title: 'Basics',
    release_after_days: 0,
    position: 0,
    created_on: '2026-11-20T10:00:00.000Z',
    lessons: [],
    ...overrides,
  };
}

type OutlineModule = CourseOutline['modules'][number];
type OutlineLesson = OutlineModule['lessons'][number];

export function createOutlineLesson(overrides: Partial<OutlineLesson> = {}): OutlineLesson {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    title: 'What a candle says',
    kind: 'video',
    duration_seconds: 754,
    preview: false,
    locked: false,
    completed: false,
    position: 0,
    quiz: null,
    ...overrides,
  };
}

export function createOutlineModule(overrides: Partial<OutlineModule> = {}): OutlineModule {
  return {
    _id: 'b0000000-0000-4000-8000-000000000001',
    title: 'Module 1: Basics',
    unlocks_at: null,
    release_after_days: 0,
    position: 0,
    lessons: [createOutlineLesson()],
    ...overrides,
  };
}

export function createCourseOutline(overrides: Partial<CourseOutline> = {}): CourseOutline {
  return {
    program: createProgram(),
    modules: [createOutlineModule()],
    progress_percent: 0,
    resume_lesson_id: null,
    ...overrides,
  };
}

export function createLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    module_id: 'b0000000-0000-4000-8000-000000000001',
    program_id: '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c',
    title: 'Reading a balance sheet',
    kind: 'article',
    html_content: '<p>Assets equal liabilities plus equity.</p>',
    media_id: null,
    duration_seconds: null,
    preview: false,
    progress: { completed: false, watched_seconds: 0, position: 0 },
    playlist_url: null,
    download_url: null,
    quiz: null,
    ...overrides,
  };
}

/** A community space's page of threads (docs/product.md §22.1), empty unless threads are given. */
export function createThreadPage(overrides: Partial<ThreadPage> = {}): ThreadPage {
  return {
    program_id: createProgram()._id,
    program_title: 'Pro Trader',
    can_moderate: false,
    batches: [],
    threads: [],
    total: 0,
    page: 1,
    page_size: 20,
    ...overrides,
  };
}
