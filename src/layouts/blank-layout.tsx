import type { ReactNode } from 'react';

/** The blank layout: the page alone (sign-in, public and miscellaneous pages). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
