import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// A console.error during a test is a failure: it means something went wrong unnoticed.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  cleanup();
  const seen = errors.splice(0);
  expect(seen, 'console.error was called during the test').toEqual([]);
});
