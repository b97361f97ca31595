import { Avatar, Button, makeStyles } from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionActor, useSessionUser } from '../session/use-session';
import { OnDemandMenu } from './on-demand-menu';

// On a phone the avatar alone (the button keeps its name).
const useStyles = makeStyles({ name: { '@media (max-width: 599.98px)': { display: 'none' } } });

/** Change password (to /reset-password) and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const styles = useStyles();
  if (!user) return null;
  return (
    <OnDemandMenu
      trigger={
        <Button appearance="subtle" icon={<Avatar name={user.fullName} image={user.avatar ? { src: user.avatar } : undefined} size={28} />} aria-label={t('userMenu.label')}>
          <span className={styles.name}>{user.fullName}</span>
        </Button>
      }
      content={({ MenuList, MenuItem }) => (
        <MenuList>
          <MenuItem icon={<KeyRegular />} onClick={() => void navigate('/reset-password')}>
            {t('userMenu.changePassword')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => sessionActor.send({ type: 'logout' })}>
            {t('userMenu.logout')}
          </MenuItem>
        </MenuList>
      )}
    />
  );
}
