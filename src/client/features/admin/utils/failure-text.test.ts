import { ApiError } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { actionFailureText, analyticsFailureText, loadFailure, programFailureText } from './failure-text.ts';

describe('actionFailureText', () => {
  it("adds the server's reason to the spec's text", () => {
    const error = new ApiError(409, MESSAGES.admin.emailTaken, MESSAGES.admin.emailTaken);
    expect(actionFailureText(MESSAGES.admin.userAddFailed, error)).toBe(
      'Failed to add user. Another account already uses this email.',
    );
  });

  it("shows the spec's text alone when the server gave no reason or could not be reached", () => {
    expect(actionFailureText('Failed to delete user.', new ApiError(502, MESSAGES.generic.internal))).toBe(
      'Failed to delete user.',
    );
    expect(actionFailureText('Failed to delete user.', new TypeError('Failed to fetch'))).toBe(
      'Failed to delete user.',
    );
  });
});

describe('programFailureText', () => {
  it("shows the server's message when it gave one", () => {
    const error = new ApiError(400, 'Title is required.', 'Title is required.');
    expect(programFailureText('Failed to add program.', error)).toBe('Title is required.');
  });

  it("shows 'An error occurred.' for an unexpected success status without a message", () => {
    expect(programFailureText('Failed to add program.', new ApiError(200, MESSAGES.generic.internal))).toBe(
      'An error occurred.',
    );
  });

  it("falls back to 'Failed to {action} program.'", () => {
    expect(programFailureText('Failed to edit program.', new TypeError('Failed to fetch'))).toBe(
      'Failed to edit program.',
    );
  });
});

describe('loadFailure', () => {
  it("turns a 401 into 'Access Denied: Unauthorized'", () => {
    expect(loadFailure(new ApiError(401, 'x', 'x'), MESSAGES.admin.fetchUsersFailed)).toEqual({
      unauthorized: true,
      text: 'Access Denied: Unauthorized',
    });
  });

  it("shows the page's 'Failed to fetch …' text for anything else", () => {
    expect(loadFailure(new ApiError(500, 'x'), MESSAGES.admin.fetchUsersFailed)).toEqual({
      unauthorized: false,
      text: 'Failed to fetch users',
    });
    expect(loadFailure(new TypeError('Failed to fetch'), MESSAGES.admin.fetchContactsFailed).text).toBe(
      'Failed to fetch contact messages',
    );
  });
});

describe('analyticsFailureText', () => {
  it("answers a 401 with 'Access Denied: Unauthorized'", () => {
    expect(analyticsFailureText(new ApiError(401, 'x', 'x'))).toBe('Access Denied: Unauthorized');
  });

  it("shows the server's reason for a 403", () => {
    expect(analyticsFailureText(new ApiError(403, MESSAGES.admin.adminOnly, MESSAGES.admin.adminOnly))).toBe(
      'You do not have permission to access this page.',
    );
  });

  it("shows 'Failed to fetch analytics' for anything else", () => {
    expect(analyticsFailureText(new ApiError(500, 'Boom', 'Boom'))).toBe('Failed to fetch analytics');
    expect(analyticsFailureText(new TypeError('Failed to fetch'))).toBe('Failed to fetch analytics');
  });
});
