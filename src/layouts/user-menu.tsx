import { Button, useFluent } from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionActor, useSessionUser } from '../session/use-session';
import { OnDemandMenu } from './on-demand-menu';
import styles from './user-menu.module.css';
import { initialsOf } from './initials';

/** The user's initials, or their picture over them (the initials again if it does not load). */
function UserAvatar({ name, image }: { name: string; image: string | null }) {
  const { dir } = useFluent();
  const [broken, setBroken] = useState(false);
  return (
    <span role="img" aria-label={name} className={`fui-Avatar ${styles.avatar}`}>
      <span aria-hidden className={styles.initials}>
        {initialsOf(name, dir === 'rtl')}
      </span>
      {image && !broken && <img src={image} alt="" role="presentation" className={styles.image} onError={() => setBroken(true)} />}
    </span>
  );
}

/** Change password (to /reset-password) and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  if (!user) return null;
  return (
    <OnDemandMenu
      trigger={
        <Button appearance="subtle" icon={<UserAvatar name={user.fullName} image={user.avatar} />} aria-label={t('userMenu.label')}>
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
