import { Button, Tooltip } from '@fluentui/react-components';
import { PaintBrushRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '../../ui/on-demand';

/** The drawer (Fluent's drawer, radios, switches) is not in the shell's first paint: it loads when first opened. */
const loadDrawer = () => import('./customizer-drawer');

/** The top bar's button of the theme customizer (SPEC §2.6). */
export function CustomizerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawer = useLoaded(loadDrawer, open);
  return (
    <>
      <Tooltip content={t('customizer.title')} relationship="label">
        <Button appearance="subtle" icon={<PaintBrushRegular />} onClick={() => setOpen(true)} />
      </Tooltip>
      {drawer && <drawer.default open={open} setOpen={setOpen} />}
    </>
  );
}
