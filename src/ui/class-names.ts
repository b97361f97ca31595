/** The class names that hold, joined: Griffel's mergeClasses for plain class names (CSS modules, Fluent's `fui-*` names). */
export const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');
