import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuthSite } from './auth-props.ts';

/**
 * The phone country code in front of the mobile number, defaulting to the site's country (spec §4).
 * The contract's mobile is the 10-digit national number, so the choice is shown, not sent.
 */
export function PhoneCountrySelect({ site }: { site: AuthSite }) {
  const intl = useIntl();
  const [index, setIndex] = useState(site.defaultCountryIndex);
  if (site.countries.length === 0) return null;
  return (
    <select
      className="form-field__prefix"
      aria-label={intl.formatMessage({ id: 'auth.field.countryCode' })}
      value={index}
      onChange={(event) => setIndex(Number(event.target.value))}
    >
      {site.countries.map((country, position) => (
        <option key={`${country.phonecode}-${country.name}`} value={position}>
          +{country.phonecode}
        </option>
      ))}
    </select>
  );
}
