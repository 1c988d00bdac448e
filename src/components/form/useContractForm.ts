import { get, useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * A form checked by the contract's schema (through its resolver), with the one rule for when an
 * error shows (docs/product.md, section 5): once its field was touched, or once the user tried to
 * send. Every form of the app uses it instead of writing the rule again.
 */
export function useContractForm<V extends FieldValues, O = V>(
  resolver: Resolver<V, unknown, O>,
  options: Omit<UseFormProps<V, unknown, O>, 'resolver'>,
): UseFormReturn<V, unknown, O> & { shown: (name: Path<V>) => string | undefined } {
  const form = useForm<V, unknown, O>({ mode: 'all', ...options, resolver });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: Path<V>): string | undefined => {
    if (!get(touchedFields, name) && !isSubmitted) return undefined;
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };
  return { ...form, shown };
}
