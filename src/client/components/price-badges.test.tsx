import { createProgram } from '@client/test/factories.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceBadges } from './price-badges.tsx';

describe('PriceBadges', () => {
  it('shows the type, the struck-through actual price and the offer of a discounted paid program', () => {
    render(
      <PriceBadges
        resource={createProgram({ offering_type: 'PAID', actual_price: 49999, offer_price: 34999 })}
      />,
    );
    expect(screen.getByText('PAID')).toBeInTheDocument();
    expect(screen.getByText('₹49,999').tagName).toBe('S');
    expect(screen.getByText('Offer: ₹34,999')).toBeInTheDocument();
  });

  it('says FREE once for a FREE program with no actual price', () => {
    render(
      <PriceBadges resource={createProgram({ offering_type: 'FREE', actual_price: 0, offer_price: 0 })} />,
    );
    expect(screen.getByText('Offer: FREE')).toBeInTheDocument();
    expect(screen.queryByText(/Actual:/)).not.toBeInTheDocument();
  });

  it('strikes through the actual price of a FREE program that had one, whatever offer price is stored', () => {
    render(
      <PriceBadges
        resource={createProgram({ offering_type: 'FREE', actual_price: 9999, offer_price: 500 })}
      />,
    );
    expect(screen.getByText('₹9,999').tagName).toBe('S');
    expect(screen.getByText('Offer: FREE')).toBeInTheDocument();
    expect(screen.queryByText(/₹500/)).not.toBeInTheDocument();
  });

  it('leaves the type badge out when the card shows it on the image', () => {
    render(<PriceBadges resource={createProgram({ offering_type: 'PAID' })} showType={false} />);
    expect(screen.queryByText('PAID')).not.toBeInTheDocument();
  });
});
