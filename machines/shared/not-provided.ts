/**
 * The placeholder implementation of an actor declared in `setup({ actors })`: src/app provides the
 * real one by name; a machine started without it fails loudly instead of hanging.
 */
export const notProvided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`actor ${name} not provided`));
