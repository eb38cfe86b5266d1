import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../machines/router/routes.ts';
import { SCREENS } from './app-routes.tsx';
import { LATER_SCREENS } from './later-screens.tsx';

describe('the route table', () => {
  it('has a screen for every route, in the first load or the later screens', () => {
    const missing = ROUTES.filter((route) => !SCREENS[route.screen] && !LATER_SCREENS[route.screen]).map((route) => route.pattern);
    expect(missing).toEqual([]);
  });

  it('has no screen in both tables (the first-load one would hide the later one)', () => {
    expect(Object.keys(SCREENS).filter((screen) => screen in LATER_SCREENS)).toEqual([]);
  });

  it("keeps Home's, the sign-in forms' and the live event's screens in the first load", () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['ForgotPassword', 'Home', 'Login', 'SignUp', 'SportsEventDetail']);
  });
});
