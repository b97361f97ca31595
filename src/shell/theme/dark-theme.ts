/** Fluent's dark theme, a chunk of its own: see themes.ts. */
export { webDarkTheme as darkTheme } from '@fluentui/react-components';
