import { CheckmarkCircleFilled, DiamondDismissFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';
import css from './notice.module.css';

type Intent = 'error' | 'warning' | 'info' | 'success';

/** Fluent's MessageBar's icon of each intent. */
const ICONS: Record<Intent, ReactNode> = {
  error: <DiamondDismissFilled />,
  warning: <WarningFilled />,
  info: <InfoFilled />,
  success: <CheckmarkCircleFilled />,
};

/**
 * A page's message of a problem (a conflict, a refusal, a lost answer) or of an outcome: the look and
 * the roles of Fluent's MessageBar (a group named by its title unless `role` says alert or status),
 * drawn in plain CSS with the page's own code. It was Fluent's MessageBar loaded on demand (issue
 * 21); a desk that went offline before that chunk came saw nothing when its sale was not saved.
 */
export function Notice({ intent, role, title, children }: { intent: Intent; role?: 'alert' | 'status'; title?: string; children: ReactNode }) {
  const titleId = useId();
  const named = !role && title ? { 'aria-labelledby': titleId } : {};
  return (
    <div role={role ?? 'group'} {...named} className={`${css.root} ${intent === 'info' ? '' : css[intent]}`}>
      <span className={css.icon} aria-hidden>
        {ICONS[intent]}
      </span>
      <div>
        {title && (
          <span id={titleId} className={css.title}>
            {title}{' '}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * A warning over the page, near its top (`role="status"`): what the user asked for waits for the
 * connection (a dialog, another language). `action`: a button after the text (as MessageBar's actions).
 */
export function FloatingNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={css.floating}>
      <Notice intent="warning" role="status">
        {children}
        {action && <div className={css.actions}>{action}</div>}
      </Notice>
    </div>
  );
}
