import { useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';

type ToolPath = '/tools/area' | '/tools/loan' | '/tools/construction';

/**
 * A tool's inputs as the text typed, mirrored into the URL (deep-linkable), so a
 * shared or bookmarked link opens the tool filled in. The page owns the text while it is open: the
 * URL is written with `replace` (no history entry per keystroke) and without scrolling to the top,
 * and is never read back over what is being typed, so "10." stays "10." mid-edit.
 */
export function useToolInputs<K extends string>(
  from: ToolPath,
  keys: readonly K[],
  defaults: (search: Partial<Record<string, string>>) => Record<K, string>,
) {
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  const [values, setValues] = useState<Record<K, string>>(() => {
    const start = defaults(search);
    for (const key of keys) {
      const given = search[key];
      if (typeof given === 'string') start[key] = given;
    }
    return start;
  });

  const update = (patch: Partial<Record<K, string>>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const inUrl: Record<string, string> = {};
    for (const key of keys) {
      const text = next[key].trim();
      if (text) inUrl[key] = text;
    }
    void navigate({ search: inUrl, replace: true, resetScroll: false });
  };

  return [values, update] as const;
}
