import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-ip';

describe('forwardedClient', () => {
  it('takes the address the one trusted proxy saw, not what the client wrote before it', () => {
    expect(forwardedClient('10.0.0.2', '1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('counts several trusted hops from the right', () => {
    expect(forwardedClient('10.0.0.3', 'forged, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('answers the socket address without the header, and the leftmost entry when hops exceed it', () => {
    expect(forwardedClient('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', ' , ', 1)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', '203.0.113.9', 5)).toBe('203.0.113.9');
  });
});
