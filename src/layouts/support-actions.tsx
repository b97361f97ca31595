import { Button, Menu, MenuItem, MenuItemLink, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { CallRegular, ChatRegular, CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../domain/constants';
import { useCopyText } from '../ui/copy';
import { menuIcon } from './menu-icons';

/** The Support group: a chat action and the support phone, which can be dialled or copied ('Copied' / 'Can not copy'). */
export function useCopyPhone() {
  const copy = useCopyText();
  return () => copy(SUPPORT_PHONE);
}

const digits = SUPPORT_PHONE.replace(/[^\d+]/g, '');

/** The Support group's three actions (chat, call, copy the number): the same items in the side menu's popover and the horizontal menu's section. */
export function SupportItems() {
  const { t } = useTranslation();
  const copy = useCopyPhone();
  return (
    <>
      <MenuItemLink icon={<ChatRegular />} href={`https://wa.me/${digits.replace('+', '')}`} target="_blank" rel="noreferrer">
        {t('menu.chat')}
      </MenuItemLink>
      <MenuItemLink icon={<CallRegular />} href={`tel:${digits}`}>
        {t('menu.call', { phone: SUPPORT_PHONE })}
      </MenuItemLink>
      <MenuItem icon={<CopyRegular />} onClick={() => void copy()}>
        {t('menu.copyPhone')}
      </MenuItem>
    </>
  );
}

export function SupportMenu({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const { t } = useTranslation();
  const trigger = (
    <Button appearance="subtle" icon={menuIcon('support')} className={className} aria-label={t('menu.support')}>
      {collapsed ? null : t('menu.support')}
    </Button>
  );
  return (
    <Menu positioning={collapsed ? 'after' : 'below-start'}>
      <MenuTrigger disableButtonEnhancement>
        {collapsed ? (
          <Tooltip content={t('menu.support')} relationship="label" positioning="after">
            {trigger}
          </Tooltip>
        ) : (
          trigger
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <SupportItems />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
