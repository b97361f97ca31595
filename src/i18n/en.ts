import { consoleEn } from './en-console';
import { signInEn } from './en-sign-in';

/** Console texts (English): the sign-in pages' and the console's, the shape every language fills. */
export const en = { ...signInEn, ...consoleEn };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConsoleMessages = Widen<typeof en>;
