/** Writes text to the clipboard (rejects where the browser refuses, e.g. without permission). */
export const copyToClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);
