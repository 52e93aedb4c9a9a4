import { useCallback, useEffect, useState } from "react";

/**
 * What a staff member types in a short form (a note on a submission) kept in this browser tab until the
 * server has it: a session that ends meanwhile answers the post with 401, and after signing in again the
 * page puts the text back. `sessionStorage`, not `localStorage`: a note may be about a child, and the copy
 * goes with the tab (and at sign-out) instead of staying on a shared computer.
 */
const prefix = "tesfa-kept:";

export function useKeptText(key: string) {
  const storageKey = `${prefix}${key}`;
  const [restored, setRestored] = useState<string | null>(null);
  useEffect(() => {
    try {
      setRestored(sessionStorage.getItem(storageKey) || null);
    } catch {
      // Storage switched off: nothing was kept.
    }
  }, [storageKey]);
  const keep = useCallback(
    (text: string) => {
      try {
        if (text) sessionStorage.setItem(storageKey, text);
        else sessionStorage.removeItem(storageKey);
      } catch {
        // Storage full or switched off: the text is only in the field.
      }
    },
    [storageKey],
  );
  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing to remove.
    }
    setRestored(null);
  }, [storageKey]);
  return { restored, keep, forget };
}

/** At sign-out: every kept text of this tab goes. */
export function forgetKeptTexts() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Storage switched off: nothing was kept.
  }
}
