import { LIMITS } from '@contract/vocabulary.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeField, DateOfBirthField, MobileField, PasswordField, PersonNameField } from './form-field.tsx';

describe('the preset fields', () => {
  it('DateOfBirthField is a required date with the under-18 hint', () => {
    render(<DateOfBirthField id="register-date-of-birth" name="date_of_birth" />);
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('autocomplete', 'bday');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'Under 18? A parent or guardian confirms your account by e-mail.',
    );
  });

  it('PasswordField, CodeField, PersonNameField and MobileField keep what each caller adds', () => {
    render(
      <>
        <PasswordField id="p" name="password" label="New password" autoComplete="new-password" hint="Long." />
        <CodeField id="c" name="otp" label="OTP" type="text" error="Enter the 6-digit code." />
        <PersonNameField id="n" name="name" label="Name" autoComplete="name" />
        <MobileField id="m" name="mobile" defaultValue="9876543210" />
      </>,
    );
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription('Long.');

    const code = screen.getByLabelText('OTP');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code.');

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', String(LIMITS.name));
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toBeRequired();

    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).not.toBeRequired();
    expect(mobile).toHaveValue('9876543210');
  });
});
