/**
 * Accounts (docs/product.md, sections 4, 7 and 8): login, registration, e-mail confirmation, profile and
 * passwords (logging out is in logout.ts). The API client already shows the catalogue's toasts for
 * 400/429/500 answers, so callers only add what the spec asks for on success.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { Envelope, FieldError } from '../contract/envelope.ts';
import type { LoginInput, ProfileInput, RegisterInput } from '../contract/schemas.ts';
import type { CurrentUser, SavedProfile } from '../contract/types.ts';
import { callBare, callData, callEnvelope } from './endpoint-call.ts';
import { ApiError, NetworkError } from './errors.ts';
import { notices as notify } from '../lib/notices.ts';
import { apiMessages } from './api-messages.ts';
import { getCurrentUser, setCurrentUser } from './session.ts';
import { accountKeys } from './query-keys.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordInput {
  key: string;
  newPassword: string;
  confirmPassword: string;
}

export function profileQuery(userName: string) {
  return queryOptions({
    queryKey: accountKeys.profile(userName),
    queryFn: ({ signal }) => callData(Endpoints.profile, { signal }),
    // The profile "loads on entry" (docs/product.md, section 2): never trust an earlier copy.
    staleTime: 0,
  });
}

/** The field a 400 answer named (registration and the like), if any. */
export function fieldErrorOf(error: unknown): FieldError | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.Data as Partial<FieldError> | null | undefined;
  return data && typeof data.Field === 'string' && typeof data.Message === 'string'
    ? { Field: data.Field, Message: data.Message }
    : null;
}

/**
 * The client stays silent when there is no connection (offline is a normal state for reads); a form
 * the user just sent deserves an answer, so mutations say it here.
 */
export function notifyIfOffline(error: unknown): void {
  if (error instanceof NetworkError) {
    notify.error(apiMessages.offlineTitle, apiMessages.offlineText, { id: 'account-offline' });
  }
}

// ---- Calls ----

export async function login(input: LoginInput): Promise<CurrentUser> {
  return callData(Endpoints.login, { json: { username: input.username, password: input.password } });
}

export async function register(input: RegisterInput): Promise<string> {
  return (await callEnvelope(Endpoints.register, { json: input })).Message;
}

/** Spec: a bare boolean, false means taken. Quiet: the form shows the answer on the field. */
export function isUserNameAvailable(userName: string): Promise<boolean> {
  return callBare(Endpoints.isUserNameAvailable, { query: { userName }, quiet: true });
}

/** Spec: a bare boolean, false is treated as "already registered". */
export function isEmailFree(emailAddress: string): Promise<boolean> {
  return callBare(Endpoints.isEmailRegistered, { query: { emailAddress }, quiet: true });
}

export function confirmEmail(key: string): Promise<Envelope<CurrentUser>> {
  // A write in effect (the key is used up): it must not be cancelled by a navigation, as reads are.
  return callEnvelope(Endpoints.confirmEmail, { query: { key }, signal: new AbortController().signal });
}

/** Confirms the mailed key and signs the user in with the answer; resolves to the server's message. */
export async function confirmAndSignIn(key: string): Promise<string> {
  const { Data, Message } = await confirmEmail(key);
  setCurrentUser(Data);
  return Message;
}

export function saveProfile(input: ProfileInput, photo: Blob | null): Promise<Envelope<SavedProfile>> {
  const form = new FormData();
  form.set('FirstName', input.FirstName);
  form.set('LastName', input.LastName);
  form.set('Phone', input.Phone);
  form.set('Address', input.Address);
  form.set('About', input.About);
  if (photo) form.set('file', photo, photo instanceof File ? photo.name : 'photo');
  return callEnvelope(Endpoints.saveProfile, { form });
}

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await callEnvelope(Endpoints.changePassword, { json: input })).Message;
}

export async function forgotPassword(EmailAddress: string): Promise<string> {
  return (await callEnvelope(Endpoints.forgotPassword, { json: { EmailAddress } })).Message;
}

/** Whether a reset link can still be used: a used or expired one is said at once, not after the form. */
export function resetKeyQuery(key: string) {
  return {
    queryKey: accountKeys.resetKey(key),
    queryFn: async (): Promise<true> => {
      await callEnvelope(Endpoints.checkResetKey, { query: { key }, quiet: true });
      return true;
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  };
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await callEnvelope(Endpoints.resetPassword, { json: input })).Message;
}

// ---- Mutations ----

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setCurrentUser(user),
    onError: notifyIfOffline,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onError: notifyIfOffline });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photo }: { input: ProfileInput; photo: Blob | null }) => saveProfile(input, photo),
    onSuccess: ({ Data }) => {
      const { CurrentUser: stored, ...profile } = Data;
      // The answer carries no token: keep the one this device already holds.
      const token = getCurrentUser()?.AuthWebToken;
      setCurrentUser(token ? { ...stored, AuthWebToken: token } : stored);
      queryClient.setQueryData(accountKeys.profile(profile.UserName), profile);
    },
    onError: notifyIfOffline,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onError: notifyIfOffline });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, onError: notifyIfOffline });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onError: notifyIfOffline });
}
