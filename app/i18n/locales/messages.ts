import type { en } from "#app/i18n/locales/en.ts";

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's interface strings must have: English's keys, any text. */
export type Messages = Widen<typeof en>;
