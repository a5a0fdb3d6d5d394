import { describe, expect, it } from 'vitest';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { carriesSelection, nextAfterDelete, resolveSelection, withSelection } from './selection';

const item = (id: string): AssessmentListItem => ({
  id,
  name: id,
  completedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const list = [item('a'), item('b'), item('c')];

describe('resolveSelection', () => {
  it('chooses nothing while the list loads, whatever the address says', () => {
    expect(resolveSelection({ list: undefined, fromUrl: 'b', selected: 'b', trusted: 'b' })).toBe(
      undefined,
    );
  });

  it('follows the address, then the tab’s choice, then the first of the list', () => {
    expect(resolveSelection({ list, fromUrl: 'c', selected: 'b', trusted: undefined })).toBe('c');
    expect(resolveSelection({ list, fromUrl: undefined, selected: 'b', trusted: undefined })).toBe(
      'b',
    );
    expect(
      resolveSelection({ list, fromUrl: undefined, selected: undefined, trusted: undefined }),
    ).toBe('a');
  });

  it('ignores ids that are not in the user’s list (someone else’s, deleted, made up)', () => {
    expect(resolveSelection({ list, fromUrl: 'theirs', selected: 'b', trusted: undefined })).toBe(
      'b',
    );
    expect(
      resolveSelection({ list, fromUrl: 'theirs', selected: 'gone', trusted: undefined }),
    ).toBe('a');
    expect(resolveSelection({ list: [], fromUrl: 'x', selected: 'y', trusted: undefined })).toBe(
      undefined,
    );
  });

  it('accepts an id the app just created before the list holds it', () => {
    expect(
      resolveSelection({ list: [], fromUrl: undefined, selected: 'new', trusted: 'new' }),
    ).toBe('new');
  });
});

describe('nextAfterDelete', () => {
  it('shows the next one, else the one before, else none', () => {
    expect(nextAfterDelete(list, 'b')).toBe('c');
    expect(nextAfterDelete(list, 'a')).toBe('b');
    expect(nextAfterDelete(list, 'c')).toBe('b');
    expect(nextAfterDelete([item('a')], 'a')).toBeUndefined();
  });
});

describe('withSelection', () => {
  it('sets, replaces or removes ?a= and keeps other parameters', () => {
    expect(withSelection('/dashboard', '', 'x')).toBe('/dashboard?a=x');
    expect(withSelection('/assessment', '?a=old&tab=2', 'x')).toBe('/assessment?a=x&tab=2');
    expect(withSelection('/assessment', 'a=old', undefined)).toBe('/assessment');
  });
});

describe('carriesSelection', () => {
  it('holds for the screens of one assessment only', () => {
    for (const path of ['/', '/assessment', '/dashboard', '/coaching/2', '/coaching/7'])
      expect(carriesSelection(path), path).toBe(true);
    for (const path of ['/admin', '/coaching/1', '/coaching/8', '/nope'])
      expect(carriesSelection(path), path).toBe(false);
  });
});
