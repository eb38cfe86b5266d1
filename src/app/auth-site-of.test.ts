import { describe, expect, it } from 'vitest';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import { authSiteOf } from './auth-site-of.ts';

const snapshotWith = (settings: object | null) => ({ context: { settings } }) as unknown as SiteSnapshot;

describe('auth site', () => {
  it('signs in by user ID on business type 2 and by mobile otherwise', () => {
    expect(authSiteOf(snapshotWith({ business_type: 2, country_code_list: [] })).loginMode).toBe('userId');
    expect(authSiteOf(snapshotWith({ business_type: 1, country_code_list: [] })).loginMode).toBe('mobile');
    expect(authSiteOf(snapshotWith(null)).loginMode).toBe('mobile');
  });

  it("defaults the phone country to the site's country code", () => {
    const site = authSiteOf(
      snapshotWith({
        business_type: 1,
        country_code: '+91',
        country_code_list: [
          { name: 'Nepal', code: 'NP', phonecode: '977' },
          { name: 'India', code: 'IN', phonecode: '+91' },
        ],
      }),
    );
    expect(site.countries).toEqual([
      { phonecode: '977', name: 'Nepal' },
      { phonecode: '91', name: 'India' },
    ]);
    expect(site.defaultCountryIndex).toBe(1);
  });
});
