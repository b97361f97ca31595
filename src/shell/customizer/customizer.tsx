import { Button } from '@fluentui/react-components';
import { PaintBrushRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../ui/focus-return';
import { useLoaded } from '../../ui/on-demand';
import { OnDemandTooltip, tooltipsReady } from '../../ui/on-demand-tooltip';
import { useModalKeeper } from '../../ui/on-demand-dialogs';

/**
 * The drawer (Fluent's drawer, radios, switches) is not in the shell's first paint: it loads when
 * first opened, with the tooltips' code (it opens with the focus on Reset, whose tooltip shows then).
 */
const loadDrawer = () => Promise.all([import('./customizer-drawer'), tooltipsReady()]).then(([drawer]) => drawer);

/** The top bar's button of the theme customizer (SPEC §2.6). */
export function CustomizerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawer = useLoaded(loadDrawer, open);
  useModalKeeper(open);
  // Closed (Escape, the close button, a click outside): the focus goes back to the button that opened it.
  const { remember, restore } = useFocusReturn();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) restore();
  };
  return (
    <>
      <OnDemandTooltip content={t('customizer.title')} relationship="label">
        <Button
          appearance="subtle"
          icon={<PaintBrushRegular />}
          onClick={() => {
            remember();
            setOpen(true);
          }}
        />
      </OnDemandTooltip>
      {drawer && <drawer.default open={open} setOpen={change} />}
    </>
  );
}
