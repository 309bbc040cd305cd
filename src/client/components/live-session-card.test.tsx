import type { LiveSession } from '@contract/live.ts';
import { formatCountdown, formatIstDay, formatIstTime, istInstant } from '@contract/live.ts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JoinButton, joinState, LiveSessionCard } from './live-session-card.tsx';

const session: LiveSession = {
  _id: 's1',
  batch_id: 'b1',
  batch_name: 'Evening batch',
  program_id: 'p1',
  program_title: 'Pro Trader',
  title: 'Price action basics',
  starts_at: '2031-03-04T14:00:00.000Z',
  ends_at: '2031-03-04T15:30:00.000Z',
  duration_minutes: 90,
  location: 'jitsi',
  status: 'scheduled',
  sequence: 0,
  instructor_name: 'Asha',
  join_opens_at: '2031-03-04T13:45:00.000Z',
  can_join: false,
  recording_lesson_id: null,
  recording_url: null,
};
const at = (iso: string) => Date.parse(iso);

describe('the Join button', () => {
  it('is disabled with the IST opening time until 15 minutes before the start', () => {
    render(<JoinButton session={session} now={at('2031-03-04T13:44:59Z')} />);
    const button = screen.getByRole('button', { name: 'Opens at 7:15 pm IST' });
    expect(button).toBeDisabled();
  });

  it('lights up exactly at the opening and stays lit until the end', () => {
    const { rerender } = render(<JoinButton session={session} now={at('2031-03-04T13:45:00Z')} />);
    expect(screen.getByRole('button', { name: 'Join live class' })).toBeEnabled();
    rerender(<JoinButton session={session} now={at('2031-03-04T15:29:59Z')} />);
    expect(screen.getByRole('button', { name: 'Join live class' })).toBeEnabled();
    rerender(<JoinButton session={session} now={at('2031-03-04T15:30:00Z')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });

  it('says Cancelled for a cancelled session, whatever the time', () => {
    render(<JoinButton session={{ ...session, status: 'cancelled' }} now={at('2031-03-04T14:00:00Z')} />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(joinState({ ...session, status: 'cancelled' }, at('2031-03-04T14:00:00Z'))).toBe('cancelled');
  });
});

describe('the next live class card', () => {
  it('shows the day and time in IST and a countdown to the start', () => {
    render(
      <MemoryRouter>
        <LiveSessionCard session={session} now={at('2031-03-04T11:54:30Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Tue, 4 Mar, 7:30 pm IST/)).toBeInTheDocument();
    expect(screen.getByText('2 h 05 m 30 s')).toBeInTheDocument();
  });
});

describe('IST without Intl', () => {
  it('writes times and days as Intl would in Asia/Kolkata', () => {
    const intlTime = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    for (let minute = 0; minute < 24 * 60; minute += 17) {
      const instant = new Date(Date.UTC(2031, 2, 4, 0, minute));
      expect(formatIstTime(instant)).toBe(intlTime.format(instant).toLowerCase().replace(/\s/g, ' '));
    }
    expect(formatIstDay('2031-03-04T18:30:00Z')).toBe('Wed, 5 Mar');
    expect(istInstant('2031-03-04', '19:30').toISOString()).toBe('2031-03-04T14:00:00.000Z');
    expect(formatCountdown(0)).toBe('');
    expect(formatCountdown(3 * 86_400_000 + 5 * 60_000)).toBe('3 d 0 h 05 m');
  });
});
