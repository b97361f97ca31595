/** Fluent's Tooltip (react-tooltip, react-positioning and floating-ui): a chunk of its own, loaded by OnDemandTooltip. */
export { Tooltip } from '@fluentui/react-components';
