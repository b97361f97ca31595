import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The tab row of a view made of tabs (bookings, videos, settings): on a phone the tabs wrap onto a
 * second line instead of running off the screen, where a finger could not reach the last ones.
 */
export const useViewTabsStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' } });
