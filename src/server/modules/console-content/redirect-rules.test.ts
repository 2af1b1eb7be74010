import { describe, expect, it } from 'vitest';
import { normalisePath, redirectProblem } from './redirect-rules';

describe('normalisePath', () => {
  it('keeps a site path, adding the final slash and collapsing runs of slashes', () => {
    expect(normalisePath('/old-page')).toBe('/old-page/');
    expect(normalisePath(' /a//b/ ')).toBe('/a/b/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/ar-ae/old/')).toBe('/ar-ae/old/');
  });

  it('refuses a scheme, a host, a query, a fragment, dot segments, spaces and /en-ae/', () => {
    for (const bad of [
      'https://evil.example/x/',
      '//evil.example/',
      '/\\evil.example/',
      'old-page/',
      '/a?b=1',
      '/a#top',
      '/a/../b/',
      '/a b/',
      '/en-ae/x/',
      'javascript:alert(1)',
    ])
      expect(normalisePath(bad), bad).toBeUndefined();
  });
});

describe('redirectProblem', () => {
  const e = (id: number, fromPath: string, toPath: string) => ({ id, fromPath, toPath });

  it('finds A→A, A→B→A and longer cycles, naming the cycle', () => {
    expect(redirectProblem([], { fromPath: '/a/', toPath: '/a/' })).toEqual({
      code: 'loop',
      cycle: ['/a/', '/a/'],
    });
    expect(redirectProblem([e(1, '/b/', '/a/')], { fromPath: '/a/', toPath: '/b/' })).toEqual({
      code: 'loop',
      cycle: ['/a/', '/b/', '/a/'],
    });
    const chain = [e(1, '/b/', '/c/'), e(2, '/c/', '/d/'), e(3, '/d/', '/a/')];
    expect(redirectProblem(chain, { fromPath: '/a/', toPath: '/b/' })).toEqual({
      code: 'loop',
      cycle: ['/a/', '/b/', '/c/', '/d/', '/a/'],
    });
  });

  it('finds a chain either way, and none when the changed row itself was the link', () => {
    expect(redirectProblem([e(1, '/b/', '/c/')], { fromPath: '/a/', toPath: '/b/' })).toEqual({
      code: 'chain',
      via: '/b/',
      direction: 'to',
    });
    expect(redirectProblem([e(1, '/z/', '/a/')], { fromPath: '/a/', toPath: '/b/' })).toEqual({
      code: 'chain',
      via: '/z/',
      direction: 'from',
    });
    // Row 1 itself changes from /a/ → /b/ to /a/ → /c/: no other row is involved.
    expect(redirectProblem([e(1, '/a/', '/b/')], { id: 1, fromPath: '/a/', toPath: '/c/' })).toBeNull();
    // An existing cycle elsewhere does not stop the walk from ending.
    expect(
      redirectProblem([e(1, '/x/', '/y/'), e(2, '/y/', '/x/')], { fromPath: '/a/', toPath: '/b/' }),
    ).toBeNull();
  });
});
