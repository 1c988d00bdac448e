/**
 * "Update now" without the worker's registration code on every page: register-sw.ts (loaded after
 * the first render) hands over how to switch to the waiting worker; before it has, or with no worker
 * at all, a reload fetches the new release.
 */
let activateWaiting: (() => Promise<boolean>) | null = null;

export function setUpdater(activate: () => Promise<boolean>): void {
  activateWaiting = activate;
}

/** Switches to the new worker if one waits (it reloads the page once in control), else reloads. */
export async function updateNow(): Promise<void> {
  const switched = activateWaiting ? await activateWaiting().catch(() => false) : false;
  if (!switched) window.location.reload();
}
