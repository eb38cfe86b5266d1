import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../machines/router/routes.ts';
import { SCREENS } from './app-routes.tsx';

describe('the route table', () => {
  it('has a screen for every route', () => {
    const missing = ROUTES.filter((route) => !SCREENS[route.screen]).map((route) => route.pattern);
    expect(missing).toEqual([]);
  });
});
