// Times in the console as the site shows them: India's time, day first (spec §9's
// DD/MM/YYYY HH:mm), marked IST, instead of UTC.
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const MINUTES = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SECONDS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2025-01-31T08:35:00Z` → "31/01/2025 14:05 IST" (with seconds: "31/01/2025 14:05:00 IST"). */
export function istTime(at: Date, options: { seconds?: boolean } = {}): string {
  return `${(options.seconds ? SECONDS : MINUTES).format(at).replace(',', '')} IST`;
}
