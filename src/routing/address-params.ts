import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query parameters (a list's filters, sort and page) and a change to them that builds
 * on the last change asked for, not on the address the page last drew: two filters chosen in a row
 * before the page draws again (a busy counter tablet; the router draws navigations as transitions)
 * both hold. Changes replace the address (Back leaves the list, not each filter).
 */
export function useAddressParams(): [URLSearchParams, (edit: (params: URLSearchParams) => void) => void] {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const change = (edit: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current);
    edit(next);
    latest.current = next;
    setSearch(next, { replace: true });
  };
  return [search, change];
}
