import { describe, expect, it } from 'vitest';
import { guardRoute, type RouteGuardInput, type RouteGuardResult } from './route-guard.ts';

const visitor: RouteGuardInput = { path: '/', search: '', signedIn: false, user: null, underMaintenance: false };
const member: RouteGuardInput = { ...visitor, signedIn: true, user: { lastLoginAt: '2030-01-01T09:00:00Z' } };
const firstLogin: RouteGuardInput = { ...member, user: { lastLoginAt: null } };

const cases: [string, RouteGuardInput, RouteGuardResult][] = [
  // auth query
  ['a visitor with ?auth= stores it, strips it and goes Home', { ...visitor, path: '/faq', search: '?auth=tok' }, { storeAuthToken: 'tok', stripAuthQuery: true, redirect: '/' }],
  ['a visitor with ?auth= on Home only stores and strips', { ...visitor, search: 'auth=tok&x=1' }, { storeAuthToken: 'tok', stripAuthQuery: true }],
  ['an auth token read by the caller counts too', { ...visitor, path: '/faq', authQueryToken: 'tok' }, { storeAuthToken: 'tok', stripAuthQuery: true, redirect: '/' }],
  ['an empty ?auth= is stripped, not stored', { ...visitor, path: '/faq', search: '?auth=' }, { stripAuthQuery: true }],
  ['a signed-in user\'s ?auth= is stripped, not stored', { ...member, path: '/faq', search: '?auth=tok' }, { stripAuthQuery: true }],
  // maintenance
  ['under maintenance every route goes to Maintenance', { ...member, path: '/wallet-deposit', underMaintenance: true }, { redirect: '/maintenance' }],
  ['under maintenance Maintenance stays', { ...visitor, path: '/maintenance', underMaintenance: true }, {}],
  ['under maintenance an auth query is stored but the user stays on Maintenance', { ...visitor, path: '/maintenance', search: '?auth=tok', underMaintenance: true }, { storeAuthToken: 'tok', stripAuthQuery: true }],
  ['maintenance beats change password', { ...firstLogin, path: '/faq', underMaintenance: true }, { redirect: '/maintenance' }],
  ['Maintenance when not under maintenance goes Home', { ...visitor, path: '/maintenance' }, { redirect: '/' }],
  ['Maintenance/ with a trailing slash too', { ...member, path: '/maintenance/' }, { redirect: '/' }],
  // last login
  ['a user without last login goes to change password', { ...firstLogin, path: '/wallet-deposit' }, { redirect: '/profile/CHANGE_PASSWORD' }],
  ['... unless already on profile', { ...firstLogin, path: '/profile/EDIT' }, {}],
  ['change password beats the signed-out-only pages', { ...firstLogin, path: '/login' }, { redirect: '/profile/CHANGE_PASSWORD' }],
  ['signed in without user info yet: no last-login rule', { ...member, user: null, path: '/faq' }, {}],
  // signed-out-only pages
  ...['/login', '/sign-up', '/forgot-password', '/forget-password', '/login/'].map(
    (path): [string, RouteGuardInput, RouteGuardResult] => [`a signed-in user opening ${path} goes Home`, { ...member, path }, { redirect: '/' }],
  ),
  ['a visitor may open login', { ...visitor, path: '/login' }, {}],
  ['a signed-in user may open other pages', { ...member, path: '/wallet-withdraw' }, {}],
];

describe('guardRoute', () => {
  it.each(cases)('%s', (_, input, expected) => {
    expect(guardRoute(input)).toEqual(expected);
  });
});
