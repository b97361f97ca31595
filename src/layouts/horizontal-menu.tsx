import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { itemPath, visibleMenu } from '../../domain/access/menu';
import { useSessionUser } from '../session/use-session';
import { menuIcon } from './menu-icons';
import { OnDemandMenu } from './on-demand-menu';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The horizontal menu (large screens): one dropdown per section, groups as labelled blocks. */
export function HorizontalMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const sections = visibleMenu(user?.views_ids ?? []);
  return (
    <nav aria-label={t('menu.label')} className={styles.bar}>
      {sections.map((section) => (
        <OnDemandMenu
          key={section.key}
          trigger={
            <Button appearance="subtle" icon={<ChevronDownRegular />} iconPosition="after">
              {t(`menu.sections.${section.key}`)}
            </Button>
          }
          content={({ MenuList, MenuItem, MenuGroup, MenuGroupHeader, SupportItems }) => (
            <MenuList>
              {section.entries.map((entry) =>
                entry.kind === 'item' ? (
                  <MenuItem key={entry.key} icon={menuIcon(entry.icon)} onClick={() => void navigate(itemPath(entry))}>
                    {t(`menu.${entry.key}`)}
                  </MenuItem>
                ) : entry.kind === 'group' ? (
                  <MenuGroup key={entry.key}>
                    <MenuGroupHeader>{t(`menu.${entry.key}`)}</MenuGroupHeader>
                    {entry.children.map((c) => (
                      <MenuItem key={c.key} icon={menuIcon(entry.icon)} onClick={() => void navigate(itemPath(c))}>
                        {t(`menu.${c.key}`)}
                      </MenuItem>
                    ))}
                  </MenuGroup>
                ) : (
                  <MenuGroup key="support">
                    <MenuGroupHeader>{t('menu.support')}</MenuGroupHeader>
                    <SupportItems />
                  </MenuGroup>
                ),
              )}
            </MenuList>
          )}
        />
      ))}
    </nav>
  );
}
