import { renderPage } from '@client/test/render.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSES } from '../content.ts';
import { CoursesSection } from './courses-section.tsx';

describe('the Our Courses cards', () => {
  it('link each course to the program that teaches it', async () => {
    renderPage(<CoursesSection />);
    const section = screen.getByRole('region', { name: 'Our Courses' });
    const expected: Record<string, string> = {
      'Day Trading Fundamentals': '/programs/pro-trader',
      'Technical Analysis': '/programs/swing-trader',
      'Day Trading Strategies for Profits': '/programs/pro-trader',
      'Advanced Concepts': '/programs/pro-trader',
      'Live Market Experience': '/programs/pro-trader',
    };
    for (const course of COURSES) {
      const heading = await within(section).findByRole('heading', { name: course.title });
      expect(within(heading).getByRole('link', { name: course.title })).toHaveAttribute(
        'href',
        expected[course.title],
      );
    }
  });
});
