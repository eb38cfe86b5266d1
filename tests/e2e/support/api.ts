/** Calling the reference server's JSON API from a test, outside the page. */
import type { APIResponse } from '@playwright/test';

/** The `data` of a reply that must succeed; a refusal fails the test with the address and the body. */
export async function dataOf<Data>(reply: Promise<APIResponse>): Promise<Data> {
  const response = await reply;
  const body = (await response.json()) as { data: Data };
  if (!response.ok()) throw new Error(`${response.url()}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The Authorization header of a signed-in user's token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
