import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../domain/constants';
import { useCopyText } from '../ui/copy';
import { menuIcon } from './menu-icons';
import { OnDemandMenu } from './on-demand-menu';
import { OnDemandTooltip } from '../ui/on-demand-tooltip';

/** The Support group: a chat action and the support phone, which can be dialled or copied ('Copied' / 'Can not copy'). */
export function useCopyPhone() {
  const copy = useCopyText();
  return () => copy(SUPPORT_PHONE);
}

export function SupportMenu({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const { t } = useTranslation();
  const trigger = (
    <Button appearance="subtle" icon={menuIcon('support')} className={className} aria-label={t('menu.support')}>
      {collapsed ? null : t('menu.support')}
    </Button>
  );
  return (
    <OnDemandMenu
      positioning={collapsed ? 'after' : 'below-start'}
      trigger={trigger}
      tooltip={
        collapsed
          ? (element) => (
              <OnDemandTooltip content={t('menu.support')} relationship="label" positioning="after">
                {element}
              </OnDemandTooltip>
            )
          : undefined
      }
      content={({ MenuList, SupportItems }) => (
        <MenuList>
          <SupportItems />
        </MenuList>
      )}
    />
  );
}
