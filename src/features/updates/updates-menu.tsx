/** The top bar's updates (console notifications). Built by the updates work. */
export function UpdatesMenu() {
  return null;
}
