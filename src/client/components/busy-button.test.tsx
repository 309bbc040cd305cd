import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

describe('BusyButton', () => {
  it('with keepFocus, stays focusable but aria-disabled while busy, and its clicks do nothing', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton type="button" className="btn" busy keepFocus onClick={onClick}>
        Start quiz
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Start quiz' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveClass('btn', 'disabled');
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(
      <BusyButton type="button" className="btn" busy={false} keepFocus onClick={onClick}>
        Start quiz
      </BusyButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveClass('disabled');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('without keepFocus, leaves clicks and disabling to the caller', async () => {
    const onClick = vi.fn();
    render(
      <BusyButton type="button" busy onClick={onClick}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('class');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
