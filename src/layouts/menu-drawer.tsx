import { OverlayDrawer } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH, SideMenu } from './side-menu';

/** Below the large-screen breakpoint, the side menu in a drawer the top bar opens (its own chunk: it loads when first opened). */
export default function MenuDrawer({ open, setOpen, bordered }: { open: boolean; setOpen: (open: boolean) => void; bordered: boolean }) {
  const { t } = useTranslation();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, d) => setOpen(d.open)} position="start" style={{ width: MENU_WIDTH }} aria-label={t('menu.label')}>
      <SideMenu collapsed={false} bordered={bordered} onClose={() => setOpen(false)} />
    </OverlayDrawer>
  );
}
