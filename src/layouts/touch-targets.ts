import { useRenderer_unstable as useRenderer } from '@griffel/react';
import { useInsertionEffect } from 'react';

/**
 * Below the large-screen breakpoint (1,200 px) the console is used by touch (the counter tablet, a
 * phone): its controls are at least 40 px. These are the rules Griffel's `makeStaticStyles` made of
 * that style sheet, written out compiled, so that the shell carries no style compiler (stylis): they
 * go where `makeStaticStyles` put them (the default bucket, on the shell's first commit, after the
 * shell's own controls' rules), so a page's own classes (inserted later) still win over them.
 */
const SMALL_SCREEN_RULES = [
  '@media (max-width: 1199.98px){' +
    '.fui-Button,.fui-MenuButton,.fui-ToggleButton,.fui-Tab,.fui-MenuItem,.fui-Option,.fui-Link[href]{min-height:40px;}' +
    '.fui-Button,.fui-MenuButton,.fui-ToggleButton{min-width:40px;}' +
    '.fui-Input,.fui-Select,.fui-Dropdown,.fui-Combobox,.fui-SpinButton,.fui-Textarea{min-height:40px;}' +
    '.fui-Select__select{height:40px;}' +
    '.fui-Card:has(> .fui-Table){overflow-x:auto;}' +
    '}',
  // Below a tablet's width a table scrolls sideways rather than squeezing its columns.
  '@media (max-width: 767.98px){.fui-Table{min-width:760px;}}',
];

export function useTouchTargets(): void {
  const renderer = useRenderer();
  useInsertionEffect(() => renderer.insertCSSRules({ d: SMALL_SCREEN_RULES }), [renderer]);
}
