/**
 * Route guards (docs/product.md, section 6): protected screens need the stored user record; without it the
 * visitor goes to the login page and comes back through returnUrl.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getCurrentUser } from './session.ts';

export function requireLogin({ location }: { location: ParsedLocation }): void {
  if (!getCurrentUser()) {
    throw redirect({ to: '/login-register', search: { returnUrl: location.href } });
  }
}

/** The login and registration pages send a signed-in user on to submitting a property. */
export function redirectIfLoggedIn(): void {
  if (getCurrentUser()) throw redirect({ to: '/property/forms/submit' });
}
