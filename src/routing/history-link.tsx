import type { MouseEvent, ReactNode } from 'react';
import { appHistory } from './history';

/** A link within the console on its history, without the router (the sign-in pages); a modified click opens it as the browser would. */
export function HistoryLink({ to, children }: { to: string; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    appHistory.push(to);
  };
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}
