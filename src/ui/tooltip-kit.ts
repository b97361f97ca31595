/** Fluent's Tooltip (react-tooltip, react-positioning and floating-ui): a chunk of its own, loaded by OnDemandTooltip. */
// eslint-disable-next-line no-restricted-imports -- the one home of Fluent's Tooltip in the console, loaded on demand
export { Tooltip } from '@fluentui/react-components';
