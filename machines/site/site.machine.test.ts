import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { OFFER_POPUP_DELAY_MS } from '../shared/constants.ts';
import { messageId, serverText } from '../shared/message.ts';
import { walkEveryTransition } from '../testing/path-harness.ts';
import {
  selectOfferVisible,
  selectUnderMaintenance,
  siteMachine,
  type SiteEmitted,
  type SiteInput,
  type SiteSettings,
  type SiteVersion,
} from './site.machine.ts';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();
const windowAround = (from: number, to: number) => ({ from_date: iso(from), to_date: iso(to) });

const settings: SiteSettings = {
  business_type: 2,
  languagesList: [
    { code: 'en', name: 'English' },
    { code: 'hi', name: 'हिन्दी' },
  ],
  language_code: 'en',
};

const input: SiteInput = {
  domain: 'example.com',
  storedVersion: 'v1',
  storedSettings: settings,
  storedLanguage: 'hi',
  offerSeen: false,
};

/** The machine with its one wall-clock read fixed, so the graph and the runs agree on time. */
const machineAt = (now: number) => siteMachine.provide({ actions: { readClock: assign({ clock: now }) } });

const versions: SiteVersion[] = [
  { version: 'v1', maintenance: null },
  { version: 'v2', maintenance: windowAround(NOW - HOUR, NOW + HOUR) },
  { version: 'v2', maintenance: windowAround(NOW + HOUR, NOW + 2 * HOUR) },
  // Further than one timer can wait: approached in steps.
  { version: 'v2', maintenance: windowAround(NOW + 30 * DAY, NOW + 31 * DAY) },
];

walkEveryTransition('site', {
  machine: machineAt(NOW),
  input,
  events: () => [
    { type: 'site.retry' },
    { type: 'language.change', code: 'en' },
    { type: 'language.change', code: 'hi' },
    { type: 'session.changed', signedIn: true, lastLoginAt: '2029-12-31T10:00:00Z' },
    { type: 'session.changed', signedIn: false, lastLoginAt: null },
    { type: 'offer.dismissed' },
  ],
  outputs: { loadSiteVersion: versions, loadSiteSettings: [settings] },
  errors: { loadSiteVersion: [new Error('offline')], loadSiteSettings: [new Error('Error 500: down')] },
  contextKey: (context) => ({
    language: context.selectedLanguage,
    withLastLogin: context.signedIn && context.lastLoginAt !== null,
    offerSeen: context.offerSeen,
  }),
});
