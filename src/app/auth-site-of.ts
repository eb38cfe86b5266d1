/** What the auth forms need to know of the site (spec §4 "Authentication"), from the site actor. */
import { defaultPhoneCountryIndex } from '../../machines/auth/phone-country.ts';
import type { SiteSnapshot } from '../../machines/site/site.machine.ts';
import type { AuthSite } from '../features/auth/auth-props.ts';
import { loadedSettingsOf } from '../runtime/system.ts';

/** Business type 2 sites sign in by user ID; every other site by mobile number. */
export const USER_ID_LOGIN_BUSINESS_TYPE = 2;

export function authSiteOf(snapshot: SiteSnapshot): AuthSite {
  const settings = loadedSettingsOf(snapshot.context.settings);
  const countryList = settings?.country_code_list ?? [];
  return {
    loginMode: settings?.business_type === USER_ID_LOGIN_BUSINESS_TYPE ? 'userId' : 'mobile',
    countries: countryList.map((country) => ({ phonecode: country.phonecode.replace(/\D/g, ''), name: country.name })),
    defaultCountryIndex: defaultPhoneCountryIndex(countryList, settings?.country_code),
  };
}
