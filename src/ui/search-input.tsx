import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from './field-controls';

/**
 * A search box as Fluent's SearchBox draws it (a search field with its magnifier, and a clear button
 * once something is typed, which empties it and keeps the focus in it), on this module's plain Input:
 * at most 468 px wide as Fluent's; not Fluent's SearchBox and Input style modules (about 7 KB on the checkout's first load, issue 21).
 */
export function SearchInput({
  value,
  onValue,
  disabled,
  style,
  ...rest
}: Omit<InputProps, 'type' | 'value' | 'onChange' | 'contentBefore' | 'contentAfter'> & { value: string; onValue: (value: string) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const clear = (
    <span
      role="button"
      tabIndex={-1}
      aria-label={t('app.clearSearch')}
      style={{ cursor: 'pointer', display: 'flex' }}
      onClick={() => {
        onValue('');
        box.current?.focus();
      }}
    >
      <DismissRegular />
    </span>
  );
  return (
    <Input
      {...rest}
      style={{ maxWidth: 468, ...style }}
      ref={box}
      type="search"
      value={value}
      disabled={disabled}
      onChange={(_, d) => onValue(d.value)}
      contentBefore={<SearchRegular />}
      contentAfter={value && !disabled ? clear : undefined}
    />
  );
}
