import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteScope } from '../../../domain/bookings/types';

/** The confirmation: a title, what deleting means, the scopes to choose from (if more than one), and the server's refusal if any. */
export default function ConfirmDelete(props: {
  open: boolean;
  title: string;
  /** What deleting with a scope does, in words. */
  hint: (scope: DeleteScope) => string;
  scopes: readonly DeleteScope[];
  pending: boolean;
  error: string | null;
  onKeep: () => void;
  onDelete: (scope: DeleteScope) => void;
}) {
  const { open, title, hint, scopes, pending, error, onKeep, onDelete } = props;
  const { t } = useTranslation();
  const [scope, setScope] = useState<DeleteScope>(scopes[0]!);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onKeep()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Text block>{hint(scope)}</Text>
            {scopes.length > 1 && (
              <RadioGroup value={scope} onChange={(_, d) => setScope(d.value as DeleteScope)} aria-label={t('reservation.delete.scope')}>
                {scopes.map((s) => (
                  <Radio key={s} value={s} label={t(`reservation.delete.${s}`)} />
                ))}
              </RadioGroup>
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onKeep}>{t('reservation.delete.keep')}</Button>
            <Button appearance="primary" disabled={pending} onClick={() => onDelete(scope)}>
              {t('reservation.delete.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
