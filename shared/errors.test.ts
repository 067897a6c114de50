import { describe, expect, it } from 'vitest';
import { AppError, isAppError, issueKey } from './errors.ts';

describe('isAppError', () => {
  it('matches an AppError, with or without its code', () => {
    const error = new AppError('RATE_LIMITED', { retryAfter: 30 });
    expect(error.name).toBe('AppError');
    expect(isAppError(error)).toBe(true);
    expect(isAppError(error, 'RATE_LIMITED')).toBe(true);
    expect(isAppError(error, 'NOT_FOUND')).toBe(false);
  });

  it('matches an AppError thrown by another copy of the module (the server bundle seen from the web build)', async () => {
    // a query string makes the test runner load a second, separate instance of the module
    // @ts-expect-error: TypeScript cannot resolve a module path with a query string
    const copy = (await import('./errors.ts?another-bundle')) as typeof import('./errors.ts');
    const foreign = new copy.AppError('NOT_FOUND');
    expect(copy.AppError).not.toBe(AppError);
    expect(foreign instanceof AppError).toBe(false);
    expect(isAppError(foreign, 'NOT_FOUND')).toBe(true);
    expect(copy.isAppError(new AppError('NOT_FOUND'), 'NOT_FOUND')).toBe(true);
  });

  it('refuses look-alikes and non-errors', () => {
    const plain = Object.assign(new Error('x'), { code: 'NOT_FOUND' });
    expect(isAppError(plain)).toBe(false);
    const unknownCode = Object.assign(new Error('x'), { name: 'AppError', code: 'toString' });
    expect(isAppError(unknownCode)).toBe(false);
    expect(isAppError({ name: 'AppError', code: 'NOT_FOUND' })).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('NOT_FOUND')).toBe(false);
  });
});

describe('issueKey', () => {
  it('keeps a catalog key and turns any other message into the generic one', () => {
    expect(issueKey('validation.titleRequired')).toBe('validation.titleRequired');
    expect(issueKey('Expected number, received string')).toBe('validation.invalid');
    expect(issueKey(undefined)).toBe('validation.invalid');
    expect(issueKey('')).toBe('validation.invalid');
  });
});
