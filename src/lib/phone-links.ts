/**
 * Contact links for an owner's phone number. Pakistani mobiles are written locally as 03XX XXXXXXX;
 * WhatsApp wants the international form without + or the trunk 0 (923XXXXXXXXX).
 */

/** '03001234567' from '0300-1234567', '+92 300 1234567' or '00923001234567'; null for anything else. */
export function localMobile(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, '');
  const local = digits.replace(/^(?:\+92|0092|92)(?=3\d{9}$)/, '0');
  return /^03\d{9}$/.test(local) ? local : null;
}

/** Tap-to-call: the number as dialled, keeping a leading + and dropping spaces and dashes. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** https://wa.me/92XXXXXXXXXX for a mobile number; landlines have no WhatsApp, so null. */
export function whatsappHref(phone: string): string | null {
  const local = localMobile(phone);
  return local ? `https://wa.me/92${local.slice(1)}` : null;
}

/** '0322-9092663' for mobiles, which is how people read them out; other numbers as given. */
export function displayPhone(phone: string): string {
  const local = localMobile(phone);
  return local ? `${local.slice(0, 4)}-${local.slice(4)}` : phone.trim();
}
