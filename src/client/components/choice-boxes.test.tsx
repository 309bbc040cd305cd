import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChoiceBoxes } from './choice-boxes.tsx';

const CHOICES = [
  {
    name: 'marketing_email',
    label: 'E-mail me offers and news (optional)',
    hint: 'You can stop them at any time.',
  },
  { name: 'leaderboard_name', label: 'List me on leaderboards (optional)', defaultChecked: true },
];

describe('ChoiceBoxes', () => {
  it('draws a named group of checkboxes, each labelled, with its hint as its description', () => {
    render(<ChoiceBoxes legend="Optional choices" idPrefix="register" choices={CHOICES} />);
    const group = screen.getByRole('group', { name: 'Optional choices' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(group).toContainElement(boxes[0] ?? null);

    const marketing = screen.getByRole('checkbox', { name: 'E-mail me offers and news (optional)' });
    expect(marketing).toHaveAttribute('id', 'register-marketing_email');
    expect(marketing).toHaveAttribute('name', 'marketing_email');
    expect(marketing).toHaveAccessibleDescription('You can stop them at any time.');
    expect(marketing).not.toBeChecked();

    const leaderboard = screen.getByRole('checkbox', { name: 'List me on leaderboards (optional)' });
    expect(leaderboard).toBeChecked();
    expect(leaderboard).not.toHaveAttribute('aria-describedby');
  });

  it('sends a ticked box as on under its name with its form, and an unticked one not at all', async () => {
    render(
      <form aria-label="Choices">
        <ChoiceBoxes legend="Optional choices" idPrefix="profile" choices={CHOICES} />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /E-mail me offers/ }));
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /leaderboards/ }));
    const data = new FormData(screen.getByRole('form', { name: 'Choices' }) as HTMLFormElement);
    expect([...data.entries()]).toEqual([['marketing_email', 'on']]);
  });
});
