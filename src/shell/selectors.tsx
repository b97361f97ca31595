import { makeStyles, useDropdownStyles_unstable, type DropdownState } from '@fluentui/react-components';
import { BuildingRegular, DismissRegular, LocationRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../api/organizations';
import { triggerBeforeLoad, useLoaded, type TriggerProps } from '../ui/on-demand';
import { selectionStore, useSelection } from './selection';

const useStyles = makeStyles({ dropdown: { minWidth: '190px', maxWidth: '260px' } });

const loadDropdown = () => import('./selector-dropdown');

interface SelectorProps {
  label: string;
  placeholder: string;
  icon: ReactElement;
  /** The chosen option's name ('' for none). */
  value: string;
  selected: number | null;
  options: readonly { id: number; name: string }[];
  onSelect: (id: number | null) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Fluent's own classes of a closed, outline, medium Dropdown in this state (its exported style hook, on a state with only what it reads). */
function useClosedDropdownClasses(className: string, placeholderVisible: boolean, disabled: boolean) {
  const state = {
    root: { className },
    button: { disabled },
    expandIcon: {},
    clearButton: {},
    appearance: 'outline',
    size: 'medium',
    open: false,
    placeholderVisible,
    showClearButton: false,
  } as unknown as DropdownState;
  useDropdownStyles_unstable(state);
  return { root: state.root.className, button: state.button.className, expandIcon: state.expandIcon?.className, clearButton: state.clearButton?.className };
}

/**
 * A top-bar selector. Until its first use it is drawn as Fluent's closed Dropdown draws itself
 * (ClosedDropdown), without react-combobox: hovering, focusing or pressing it fetches the
 * Dropdown's chunk, and the real Dropdown takes its place when it is pressed (open, as Fluent's would be) or when the chunk
 * arrives while it has the keyboard's focus (the focus stays on it; typing then goes to Fluent's
 * Dropdown).
 */
function Selector({ label, placeholder, icon, value, selected, options, onSelect, disabled = false, readOnly = false }: SelectorProps) {
  const styles = useStyles();
  const [wanted, setWanted] = useState<'open' | 'focus' | null>(null);
  const kit = useLoaded(loadDropdown, wanted !== null);
  const ref = useRef<HTMLButtonElement>(null);
  // The look-alike that had the focus is gone: its successor takes it.
  useLayoutEffect(() => {
    if (kit && document.activeElement === document.body) ref.current?.focus();
  }, [kit]);
  if (kit) {
    return (
      <kit.Dropdown
        ref={ref}
        className={styles.dropdown}
        aria-label={label}
        placeholder={placeholder}
        expandIcon={icon}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        value={value}
        defaultOpen={wanted === 'open'}
        selectedOptions={selected === null ? [] : [String(selected)]}
        onOptionSelect={(_, d) => onSelect(d.optionValue ? Number(d.optionValue) : null)}
      >
        {options.map((o) => (
          <kit.Option key={o.id} value={String(o.id)}>
            {o.name}
          </kit.Option>
        ))}
      </kit.Dropdown>
    );
  }
  return (
    <ClosedDropdown
      className={styles.dropdown}
      label={label}
      placeholder={placeholder}
      icon={icon}
      value={value}
      disabled={disabled}
      readOnly={readOnly}
      trigger={(button) =>
        triggerBeforeLoad(button, {
          load: loadDropdown,
          open: () => setWanted('open'),
          openKeys: ['ArrowDown', 'ArrowUp', 'Enter', ' '],
          attributes: {},
          // A keyboard focus (not a press's: the swap must not fall between its down and up).
          onFocus: (event) => event.currentTarget.matches(':focus-visible') && setWanted((w) => w ?? 'focus'),
        })
      }
    />
  );
}

/**
 * Fluent's closed, outline, medium Dropdown as it draws itself, unfocused (the same elements,
 * attributes and classes: selectors.test.tsx holds it to Fluent's), without react-combobox.
 * `trigger` adds the button's handlers.
 */
export function ClosedDropdown({
  className,
  label,
  placeholder,
  icon,
  value,
  disabled,
  readOnly,
  trigger,
}: {
  className: string;
  label: string;
  placeholder: string;
  icon: ReactElement;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  trigger: (button: ReactElement<TriggerProps>) => ReactElement;
}) {
  const look = useClosedDropdownClasses(className, !value, disabled);
  return (
    <div className={look.root}>
      {trigger(
        <button
          data-tabster='{"focusable":{"ignoreKeydown":{"Escape":false}}}'
          type="button"
          aria-expanded="false"
          role="combobox"
          tabIndex={disabled ? undefined : 0}
          aria-label={label}
          value={value}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          className={look.button}
        >
          {value || placeholder}
          <span className={look.expandIcon}>{icon}</span>
        </button>,
      )}
      <button aria-label="Clear selection" type="button" className={look.clearButton}>
        <DismissRegular />
      </button>
    </div>
  );
}

/**
 * The top bar's organization selector (role A only) and facility selector: disabled until an
 * organization is chosen, read-only when it has one facility, listing only the user's facilities.
 */
export function Selectors() {
  const { t } = useTranslation();
  const selection = useSelection();
  const groups = useGroups();
  const groupName = groups.data?.data.find((g) => g.id === selection.groupId)?.name ?? '';
  const single = selection.facilities.length === 1;
  return (
    <>
      {selection.canChooseGroup && (
        <Selector
          label={t('shell.organization')}
          placeholder={t('shell.chooseOrganization')}
          icon={<BuildingRegular />}
          value={groupName}
          selected={selection.groupId}
          options={groups.data?.data ?? []}
          onSelect={(id) => selectionStore.setGroup(id)}
        />
      )}
      <Selector
        label={t('shell.facility')}
        placeholder={selection.loadingFacilities ? t('app.loading') : t('shell.chooseFacility')}
        icon={<LocationRegular />}
        disabled={selection.groupId === null || selection.loadingFacilities || single}
        readOnly={single}
        value={selection.facility?.name ?? ''}
        selected={selection.facilityId}
        options={selection.facilities}
        onSelect={(id) => selectionStore.setFacility(id)}
      />
    </>
  );
}
