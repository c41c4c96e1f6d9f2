import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isConsoleStale, staleReason } from '../../../server/consoleBuild';

function project(stamp: object | null, { srcNewer = false, takePage = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'console-build-'));
  const dist = join(root, 'dist');
  const src = join(root, 'src');
  mkdirSync(dist);
  mkdirSync(src);
  writeFileSync(join(src, 'main.tsx'), '');
  writeFileSync(join(dist, 'index.html'), '');
  if (takePage) {
    mkdirSync(join(dist, 'take'));
    writeFileSync(join(dist, 'take', 'index.html'), '');
  }
  if (stamp) writeFileSync(join(dist, '.build-stamp'), JSON.stringify(stamp));
  const old = new Date(Date.now() - 60_000);
  const now = new Date();
  utimesSync(join(src, 'main.tsx'), srcNewer ? now : old, srcNewer ? now : old);
  utimesSync(join(dist, 'index.html'), srcNewer ? old : now, srcNewer ? old : now);
  return { dist, src };
}

describe('npm start rebuilds the console when dist/ cannot be served', () => {
  test('a fresh production build for the same prefix is served as it is', () => {
    const { dist, src } = project({ mode: 'production', routePrefix: '/admin' });
    expect(staleReason(dist, src, '/admin')).toBeNull();
  });

  test('a build without the student page (dist/take/) is stale', () => {
    const { dist, src } = project({ mode: 'production', routePrefix: '/admin' }, { takePage: false });
    expect(staleReason(dist, src, '/admin')).toBe('dist/take/ holds no build of the student page');
  });

  test('a development build left by npm run dev is stale', () => {
    const { dist, src } = project({ mode: 'development', routePrefix: '/admin' });
    expect(staleReason(dist, src, '/admin')).toBe('dist/ holds a development build');
  });

  test('a build without a stamp is stale', () => {
    const { dist, src } = project(null);
    expect(isConsoleStale(dist, src, '/admin')).toBe(true);
  });

  test('a build for another route prefix is stale', () => {
    const { dist, src } = project({ mode: 'production', routePrefix: '/console' });
    expect(staleReason(dist, src, '/admin')).toBe('dist/ was built for /console, not /admin');
  });

  test('sources newer than the build make it stale', () => {
    const { dist, src } = project({ mode: 'production', routePrefix: '/admin' }, { srcNewer: true });
    expect(staleReason(dist, src, '/admin')).toBe('src/ changed since the build');
  });

  test('no build at all is stale', () => {
    const root = mkdtempSync(join(tmpdir(), 'console-build-'));
    expect(staleReason(join(root, 'dist'), join(root, 'src'), '/admin')).toBe('dist/ holds no build');
  });
});
