/**
 * The first banner the server wrote into index.html's shell for signed-out Home (server/home-shell.ts,
 * docs/decisions/233). It is read once, when this module is evaluated: with the entry's modules,
 * before the app's first render replaces the shell. Home shows it until the settings arrive, so
 * the page's largest paint is not drawn again, and the banner does not blink.
 */
export interface ShellBanner {
  imageUrl: string;
  title: string;
}

/** The shell's banner image in `root`, when the page came with one. */
export function readShellBanner(root: ParentNode | undefined): ShellBanner | undefined {
  const image = root?.querySelector('#root > .shell .hero__slide img');
  const imageUrl = image?.getAttribute('src');
  return image && imageUrl ? { imageUrl, title: image.getAttribute('alt') ?? '' } : undefined;
}

export const shellBanner: ShellBanner | undefined = readShellBanner(typeof document === 'undefined' ? undefined : document);
