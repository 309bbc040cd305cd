import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceImage } from './resource-image.tsx';

describe('ResourceImage', () => {
  it('sends one of the site’s illustrations as its WebP copies, with the sizes it is drawn at', () => {
    render(<ResourceImage src="/images/programs/pro-trader.svg" alt="Pro Trader Program" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Pro Trader Program' });
    expect(image).toHaveAttribute('src', '/images/programs/pro-trader-800.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/images/programs/pro-trader-400.webp 400w, /images/programs/pro-trader-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows any other picture as it is, with no srcset', () => {
    render(<ResourceImage src="/images/programs/options-workshop.png" alt="Options Workshop" />);
    const image = screen.getByRole('img', { name: 'Options Workshop' });
    expect(image).toHaveAttribute('src', '/images/programs/options-workshop.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the default picture’s WebP copy when there is no image, and when the image fails', () => {
    render(<ResourceImage src={null} alt="No picture" />);
    expect(screen.getByRole('img', { name: 'No picture' })).toHaveAttribute(
      'src',
      '/images/programs/default-800.webp',
    );

    render(<ResourceImage src="/images/programs/gone.png" alt="Broken picture" loading="eager" />);
    const broken = screen.getByRole('img', { name: 'Broken picture' });
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', '/images/programs/default-800.webp');
    expect(broken).toHaveAttribute('fetchpriority', 'high');
  });
});
