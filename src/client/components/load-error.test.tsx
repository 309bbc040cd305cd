import { MESSAGES } from '@contract/messages.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it("says the data could not be loaded in an alert, with 'Try again' that asks once more", async () => {
    const onRetry = vi.fn();
    render(<LoadError text={MESSAGES.programs.failed} onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.programs.failed);
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.generic.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says the generic failure when given no text', () => {
    render(<LoadError onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.generic.loadFailed);
  });

  it('disables Try again while the new try runs', () => {
    render(<LoadError retrying onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: MESSAGES.generic.retry })).toBeDisabled();
  });

  it('is the text alone without onRetry', () => {
    render(<LoadError text={MESSAGES.admin.fetchUsersFailed} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch users$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
