/**
 * The one place a queueable write (listing, enquiry, contact, marketing number, favourite, report,
 * logout revoke) becomes an HTTP request: URL, headers (Idempotency-Key, X-Language, X-XSRF-TOKEN,
 * the bearer) and body, from the record the outbox keeps. The form's first
 * attempt (`sendOrQueue` in queue.ts, through the API client) and every retry (drain.ts, in the page
 * or the service worker) build it here, so a replay is the first request again, byte for byte.
 * Only FormData, File and JSON are used: the service worker imports this module too
 * (docs/architecture.md, 'Offline design', 3; docs/traps.md, 26).
 */
import { ApiPaths, apiUrl, type WriteRequest } from '../../contract/api-paths.ts';
import { LANGUAGE_HEADER, type Locale } from '../../contract/locale.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { ReportResult, SubmitResult } from '../../contract/types.ts';
import type { OutboxRequest } from './logic.ts';
import type { EnquiryThread } from '../../contract/enquiries.ts';

/** What a write is made of, whether it goes now or waits as an outbox entry (an entry is one). */
export interface WriteRecord {
  request: OutboxRequest;
  idempotencyKey: string;
  needsLogin: boolean;
  /** The language of the page it was made on; the server keeps it for the mails. */
  language?: Locale;
}

export interface SendCredentials {
  /** The bearer of whoever is signed in now; see `buildRequest` for when it goes. */
  token: string | null;
  /** Whose bearer that is (user name): a login entry goes only with its owner's. */
  user?: string | null;
  /** The spec's anti-CSRF header value for writes. */
  xsrf: string;
}

/** What the server answers each kind with (a marketing number's answer is a bare boolean). */
export interface WriteAnswers {
  listing: Envelope<SubmitResult>;
  enquiry: Envelope<null>;
  contact: Envelope<null>;
  marketing: unknown;
  favourite: Envelope<null>;
  report: Envelope<ReportResult>;
  logout: unknown;
  'enquiry-reply': Envelope<EnquiryThread>;
  'enquiry-status': Envelope<EnquiryThread>;
}

/** The multipart body of docs/product.md, section 3: the fields in their order, then the photos as `file` parts. */
function listingForm(request: Extract<OutboxRequest, { kind: 'listing' }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.set(name, value);
  for (const { blob, name } of request.files) {
    form.append('file', new File([blob], name, { type: blob.type || 'image/jpeg' }), name);
  }
  return form;
}

/**
 * The request for a write. The bearer goes on every attempt exactly when the write is an account
 * write (`needsLogin`), and never otherwise, so the form's first attempt and every retry are the same
 * request byte for byte (docs/architecture.md, 'Offline design', 3):
 * - an account write (a listing, a marketing number, a favourite or an enquiry made signed in, and a
 *   report made signed in, which counts as that account, docs/product.md, section 7; a reply in an
 *   enquiry's thread made signed in and a thread's status) carries the bearer of its owner, whom it
 *   waits for (logic.ts, `canSendAs`); the service worker has no token and leaves it to the page.
 *   An enquiry's thread is an account's only by its bearer: a typed address proves nothing;
 * - a reply by the key of a mailed link carries the key in its body and no bearer;
 * - an anonymous write (a listing, a report or an enquiry made signed out, a contact message)
 *   carries none, even if someone is signed in when it goes. The server scopes idempotency keys by
 *   user, so a bearer on one attempt and not on another would make a replay a new request; a
 *   contact message is not the account's anyway (server/routes/messages.ts).
 * A logout carries the token of the session it ends, whoever is signed in now.
 */
export function buildRequest(write: WriteRecord, credentials: SendCredentials): WriteRequest {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-XSRF-TOKEN': credentials.xsrf,
    'Idempotency-Key': write.idempotencyKey,
  };
  if (write.needsLogin && credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (write.language) headers[LANGUAGE_HEADER] = write.language;
  const request = write.request;
  switch (request.kind) {
    case 'listing': {
      const path = write.needsLogin ? ApiPaths.submitPropertyDetails : ApiPaths.submitPropertyAnonymous;
      return { url: apiUrl(path), method: 'POST', headers, body: listingForm(request) };
    }
    case 'enquiry':
    case 'contact': {
      const path = request.kind === 'enquiry' ? ApiPaths.contactPropertyOwner : ApiPaths.contactUs;
      headers['Content-Type'] = 'application/json';
      return { url: apiUrl(path), method: 'POST', headers, body: JSON.stringify(request.input) };
    }
    case 'report':
      headers['Content-Type'] = 'application/json';
      return { url: apiUrl(ApiPaths.reportProperty), method: 'POST', headers, body: JSON.stringify(request.input) };
    case 'favourite':
      headers['Content-Type'] = 'application/json';
      return {
        url: apiUrl(ApiPaths.favouriteSet), method: 'POST', headers,
        body: JSON.stringify({ PropertyId: request.propertyId, Saved: request.saved }),
      };
    case 'logout':
      // Its own bearer: the session it ends is no longer this device's, whoever is signed in now.
      headers.Authorization = `Bearer ${request.token}`;
      return { url: apiUrl(ApiPaths.logout), method: 'POST', headers, body: null };
    case 'enquiry-reply':
      headers['Content-Type'] = 'application/json';
      return {
        url: apiUrl(ApiPaths.enquiryReply), method: 'POST', headers,
        body: JSON.stringify({ ThreadId: request.threadId, Message: request.message, ...(request.key ? { Key: request.key } : {}) }),
      };
    case 'enquiry-status':
      headers['Content-Type'] = 'application/json';
      return {
        url: apiUrl(ApiPaths.enquirySetStatus), method: 'POST', headers,
        body: JSON.stringify({ ThreadId: request.threadId, Status: request.status }),
      };
    case 'marketing':
      // The original API takes query parameters and a JSON content type with no body.
      headers['Content-Type'] = 'application/json';
      return {
        url: apiUrl(ApiPaths.marketingRegisterPhone, { Name: request.name, PhoneNumber: request.phoneNumber }),
        method: 'POST',
        headers,
        body: null,
      };
  }
}

