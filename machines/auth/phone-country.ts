/** The phone country picker's default entry (spec §4 "Authentication"). */
export type PhoneCountry = { phonecode: string | number };

const digitsOf = (code: string | number): string => String(code).replace(/\D/g, '');

/** The entry of country_code_list matching the site's country code ('+91', '91' or 91 alike), else 0. */
export const defaultPhoneCountryIndex = (
  countryCodeList: readonly PhoneCountry[],
  siteCountryCode: string | number | undefined,
): number => {
  if (siteCountryCode === undefined) return 0;
  const wanted = digitsOf(siteCountryCode);
  const index = countryCodeList.findIndex((entry) => digitsOf(entry.phonecode) === wanted);
  return index === -1 ? 0 : index;
};
