/**
 * Fluent's Dropdown and Option for the top bar's selectors: a chunk of its own (react-combobox, its
 * listbox and positioning), loaded by the first hover, focus or press of a selector
 * (src/shell/selectors.tsx), not with the shell.
 */
export { Dropdown, Option } from '@fluentui/react-components';
