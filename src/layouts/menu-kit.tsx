import { MenuItem, MenuItemLink } from '@fluentui/react-components';
import { CallRegular, ChatRegular, CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PHONE } from '../../domain/constants';
import { useCopyPhone } from './support-actions';

/**
 * The shell's menus (Fluent's Menu, its list and items): a chunk of its own, loaded by the first
 * hover, focus or press of a menu's trigger (src/layouts/on-demand-menu.tsx), not with the shell.
 */
export { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuItemLink, MenuList, MenuPopover, MenuTrigger, resolvePositioningShorthand } from '@fluentui/react-components';

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
