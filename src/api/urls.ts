/** An absolute http(s) address: never `javascript:`, `data:` or anything else a browser would run. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A same-origin path ('/uploads/…'), not a protocol-relative '//host' address. */
export function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}
