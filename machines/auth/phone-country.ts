/** The phone country picker's default entry (spec §4 "Authentication"). */
export type PhoneCountry = {
  phonecode: string | number;
  /** The country's ISO code ('IN'), as the seeded country_code_list carries it. */
  code?: string;
};

const digitsOf = (code: string | number): string => String(code).replace(/\D/g, '');

/**
 * Whether an entry is the site's country. The site names it by ISO code ('IN', any case) or, on
 * some backends, by dialling code ('+91', '91' or 91 alike).
 */
const isSiteCountry = (entry: PhoneCountry, siteCountryCode: string | number): boolean => {
  const isoCode = String(siteCountryCode).trim().toUpperCase();
  if (entry.code !== undefined && entry.code.toUpperCase() === isoCode) return true;
  const dialling = digitsOf(siteCountryCode);
  return dialling !== '' && digitsOf(entry.phonecode) === dialling;
};

/** The entry of country_code_list matching the site's country code, else 0 (the first). */
export const defaultPhoneCountryIndex = (
  countryCodeList: readonly PhoneCountry[],
  siteCountryCode: string | number | undefined,
): number => {
  if (siteCountryCode === undefined) return 0;
  const index = countryCodeList.findIndex((entry) => isSiteCountry(entry, siteCountryCode));
  return index === -1 ? 0 : index;
};
