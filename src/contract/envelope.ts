/** Every API answer that the spec gives an envelope uses this shape (docs/product.md, section 3). */
export interface Envelope<T = unknown> {
  IsSuccess: boolean;
  Message: string;
  Data: T;
}

/** A 400 envelope's Data: which field failed and the spec's message for it. */
export interface FieldError {
  Field: string;
  Message: string;
}
