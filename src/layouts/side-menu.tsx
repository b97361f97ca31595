import { Button, Divider, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DismissRegular, PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { itemPath, visibleMenu, type MenuGroup, type MenuItem as MenuItemDef } from '../../domain/access/menu';
import { useSessionUser } from '../session/use-session';
import { themeStore } from '../shell/theme/settings';
import { menuIcon } from './menu-icons';
import { OnDemandMenu } from './on-demand-menu';
import { SupportMenu } from './support-actions';
import { OnDemandTooltip } from '../ui/on-demand-tooltip';

export const MENU_WIDTH = 260;
export const MENU_MINI_WIDTH = 68;

const useStyles = makeStyles({
  nav: {
    flexShrink: 0,
    height: '100vh',
    position: 'sticky',
    top: 0,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    overflowY: 'auto',
    overflowX: 'hidden',
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
  },
  bordered: { boxShadow: 'none', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`, minHeight: '36px' },
  brandLink: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none', color: tokens.colorBrandForeground1, flex: 1, minWidth: 0 },
  heading: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: { display: 'flex', flexDirection: 'column', gap: '2px', padding: `0 ${tokens.spacingHorizontalS}` },
  entry: { justifyContent: 'flex-start', width: '100%', fontWeight: tokens.fontWeightRegular, minHeight: '38px' },
  entryMini: { justifyContent: 'center' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '38px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
  },
  icon: { display: 'inline-flex', fontSize: '20px' },
  child: { paddingInlineStart: '42px' },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
  chevron: { marginInlineStart: 'auto', display: 'inline-flex' },
  inDrawer: { height: '100%', position: 'static', boxShadow: 'none' },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginTop: 'auto',
    padding: tokens.spacingHorizontalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  groupButton: { border: 'none', backgroundColor: 'transparent', cursor: 'pointer', width: '100%', fontFamily: 'inherit', textAlign: 'start' },
});

function ItemLink({ item, mini, child }: { item: MenuItemDef; mini: boolean; child?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = t(`menu.${item.key}`);
  const link = (
    <NavLink
      to={itemPath(item)}
      aria-label={mini ? label : undefined}
      className={({ isActive }) => mergeClasses(styles.link, mini && styles.entryMini, child && !mini && styles.child, isActive && styles.active)}
    >
      {!child && <span className={styles.icon}>{menuIcon(item.icon)}</span>}
      {mini ? null : label}
    </NavLink>
  );
  return mini ? (
    <OnDemandTooltip content={label} relationship="description" positioning="after">
      {link}
    </OnDemandTooltip>
  ) : (
    link
  );
}

function Group({ group, mini }: { group: MenuGroup; mini: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const containsActive = group.children.some((c) => pathname.startsWith(itemPath(c).replace(/\/list$/, '')));
  const [open, setOpen] = useState(containsActive);
  const label = t(`menu.${group.key}`);
  if (mini) {
    return (
      <OnDemandMenu
        positioning="after"
        trigger={<Button appearance="subtle" icon={menuIcon(group.icon)} className={mergeClasses(styles.entry, styles.entryMini, containsActive && styles.active)} />}
        tooltip={(element) => (
          <OnDemandTooltip content={label} relationship="label" positioning="after">
            {element}
          </OnDemandTooltip>
        )}
        content={({ MenuList, MenuItem }) => (
          <MenuList>
            {group.children.map((c) => (
              <MenuItem key={c.key} onClick={() => void navigate(itemPath(c))}>
                {t(`menu.${c.key}`)}
              </MenuItem>
            ))}
          </MenuList>
        )}
      />
    );
  }
  return (
    <>
      <button type="button" className={mergeClasses(styles.link, styles.groupButton, containsActive && !open && styles.active)} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className={styles.icon}>{menuIcon(group.icon)}</span>
        {label}
        <span className={styles.chevron}>{open ? <ChevronDownRegular /> : <ChevronRightRegular />}</span>
      </button>
      {open && group.children.map((c) => <ItemLink key={c.key} item={c} mini={false} child />)}
    </>
  );
}

/**
 * The vertical side menu (SPEC §2.4): 260 wide, 68 collapsed; entries by the user's view ids.
 * `onClose`: it is inside the small screens' drawer (a close button instead of collapsing).
 * `tools`: what the hidden app bar held (the customizer, the user menu), at its foot.
 */
export function SideMenu({ collapsed, bordered, onClose, tools }: { collapsed: boolean; bordered: boolean; onClose?: () => void; tools?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const sections = visibleMenu(user?.views_ids ?? []);
  return (
    <nav aria-label={t('menu.label')} className={mergeClasses(styles.nav, bordered && styles.bordered, onClose && styles.inDrawer)} style={{ width: collapsed ? MENU_MINI_WIDTH : MENU_WIDTH }}>
      <div className={styles.brand}>
        <Link to="/" className={styles.brandLink}>
          <img src="/favicon.svg" width={28} height={28} alt="" />
          {!collapsed && (
            <Text weight="semibold" size={500}>
              {t('app.name')}
            </Text>
          )}
        </Link>
        {onClose ? (
          <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('menu.close')} onClick={onClose} />
        ) : (
          !collapsed && (
            <OnDemandTooltip content={t('menu.collapse')} relationship="label">
              <Button appearance="subtle" size="small" icon={<PanelLeftContractRegular />} onClick={() => themeStore.set({ menuCollapsed: true })} />
            </OnDemandTooltip>
          )
        )}
      </div>
      {collapsed && (
        <OnDemandTooltip content={t('menu.expand')} relationship="label" positioning="after">
          <Button appearance="subtle" icon={<PanelLeftExpandRegular />} onClick={() => themeStore.set({ menuCollapsed: false })} />
        </OnDemandTooltip>
      )}
      {sections.map((section) => (
        <section key={section.key} aria-label={t(`menu.sections.${section.key}`)}>
          {collapsed ? (
            <Divider style={{ margin: `${tokens.spacingVerticalS} 0` }} />
          ) : (
            <Text as="h2" size={200} weight="semibold" block className={styles.heading}>
              {t(`menu.sections.${section.key}`)}
            </Text>
          )}
          <div className={styles.list}>
            {section.entries.map((entry) =>
              entry.kind === 'item' ? (
                <ItemLink key={entry.key} item={entry} mini={collapsed} />
              ) : entry.kind === 'group' ? (
                <Group key={entry.key} group={entry} mini={collapsed} />
              ) : (
                <SupportMenu key="support" collapsed={collapsed} className={mergeClasses(styles.entry, collapsed && styles.entryMini)} />
              ),
            )}
          </div>
        </section>
      ))}
      {tools && <div className={styles.tools}>{tools}</div>}
    </nav>
  );
}
