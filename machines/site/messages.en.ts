/** English text of the message ids the site machine uses (spec §8); src/i18n/en.json must carry them. */
export const siteMessagesEn: Record<string, string> = {
  'site.language.same': 'Cannot update on same language. Try different language.',
  'site.language.failed': 'Failed to change language. Try different language.',
};
