import { afterEach, expect, vi } from 'vitest';

// A console.error during a test is a failure: it means something went wrong unnoticed.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  expect(seen, 'console.error was called during the test').toEqual([]);
});
