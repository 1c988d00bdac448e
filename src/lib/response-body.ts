/**
 * An answer's body as the app reads it, in the page and in the service worker alike: JSON when it says
 * so (undefined when it is not JSON after all), text otherwise, undefined when empty.
 */
export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  if (!(res.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
