import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import {
  duplicateField,
  redirectErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from './authMessages';

const apiError = (status: number, code: string, message = 'server says') =>
  new ApiRequestError(status, code, message);

describe('sign-in messages (docs/PRODUCT.md#messages)', () => {
  it('wrong credentials read "Invalid email or password"', () => {
    expect(signInErrorMessage(apiError(401, 'invalid_credentials', 'x'))).toBe(
      'Invalid email or password',
    );
  });

  it('rate limits and suspensions keep the server wording', () => {
    expect(signInErrorMessage(apiError(429, 'rate_limited', 'Wait a minute'))).toBe(
      'Wait a minute',
    );
    expect(signInErrorMessage(apiError(403, 'account_suspended', 'Suspended'))).toBe('Suspended');
  });

  it('anything else is the generic message', () => {
    expect(signInErrorMessage(apiError(500, 'internal'))).toBe(
      'Authentication failed. Please try again.',
    );
    expect(signInErrorMessage(new TypeError('boom'))).toBe(
      'Authentication failed. Please try again.',
    );
  });
});

describe('sign-up messages (docs/PRODUCT.md#messages)', () => {
  it('known duplicate and field errors keep the server message', () => {
    expect(signUpErrorMessage(apiError(409, 'email_taken', 'Email taken'))).toBe('Email taken');
    expect(signUpErrorMessage(apiError(409, 'username_taken', 'Name taken'))).toBe('Name taken');
    expect(signUpErrorMessage(apiError(400, 'invalid_input', 'Bad email'))).toBe('Bad email');
    expect(signUpErrorMessage(apiError(429, 'rate_limited', 'Slow down'))).toBe('Slow down');
  });

  it('other server refusals are "Registration failed"; exceptions the generic message', () => {
    expect(signUpErrorMessage(apiError(500, 'internal'))).toBe('Registration failed');
    expect(signUpErrorMessage(apiError(0, 'network_error'))).toBe(
      'Authentication failed. Please try again.',
    );
  });

  it('names the field of a duplicate', () => {
    expect(duplicateField(apiError(409, 'email_taken'))).toBe('email');
    expect(duplicateField(apiError(409, 'username_taken'))).toBe('username');
    expect(duplicateField(apiError(400, 'invalid_input'))).toBeNull();
  });
});

describe('third-party return messages (docs/PRODUCT.md#messages)', () => {
  it('oauth_error shows the provider description when there is one', () => {
    expect(redirectErrorMessage('oauth_error', 'access_denied')).toEqual({
      title: 'Google authentication failed. Please try again.',
      detail: 'OAuth error: access_denied',
    });
    expect(redirectErrorMessage('oauth_error', null).detail).toBeNull();
  });

  it('each known code has its message; unknown codes the generic one', () => {
    expect(redirectErrorMessage('no_session_created', null).detail).toBe('Session creation failed');
    expect(redirectErrorMessage('callback_exception', null).detail).toBe(
      'Authentication error occurred',
    );
    expect(redirectErrorMessage('toString', null)).toEqual({
      title: 'Authentication failed. Please try again.',
      detail: null,
    });
  });
});
