import { CheckmarkRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../../api/organizations';
import { refNameField, type ResourceColumn, type ResourceRecord } from '../../../domain/resources/resource';
import { DEFAULT_CURRENCY, formatMoney } from '../../../domain/money';
import type { TableClasses, TableBadgeColor } from '../../ui/table-classes';
import { formatValue, optionLabelKey } from './value-text';

/** Colours of the status labels of SPEC §3 (codes A and I are active and inactive). */
const STATUS_COLORS: Record<string, TableBadgeColor> = {
  A: 'success',
  I: 'danger',
};

/**
 * What the cells of a list need of the reader's language, made once per language by the list
 * (not a `useTranslation()` per cell): each text is translated once and kept, and a row's label
 * with a name (`Edit {{name}}`) is filled in without interpolating again.
 */
export interface CellTexts {
  language: string;
  /** The text of a key (with a default for codes without one), translated once. */
  text(key: string, defaultValue?: string): string;
  /** A text with `{{name}}` for one row: `named('resources.editRow', 'Ana')`. */
  named(key: string, name: string): string;
  /** A count or amount in the language's digits (one formatter per language, not one per cell). */
  number(value: number): string;
}

const NAME_MARK = '\u0000';

export function cellTexts(t: TFunction, language: string): CellTexts {
  const texts = new Map<string, string>();
  const templates = new Map<string, string[]>();
  const numbers = new Intl.NumberFormat(language);
  return {
    language,
    number: (value) => numbers.format(value),
    text(key, defaultValue) {
      let text = texts.get(key);
      if (text === undefined) {
        text = defaultValue === undefined ? t(key) : t(key, { defaultValue });
        // A text not there yet (an area's texts come with its chunk) is asked again next time.
        if (text !== key && text !== defaultValue) texts.set(key, text);
      }
      return text;
    },
    named(key, name) {
      let parts = templates.get(key);
      if (parts === undefined) {
        parts = t(key, { name: NAME_MARK }).split(NAME_MARK);
        templates.set(key, parts);
      }
      return parts.join(name);
    },
  };
}

/** The organizations a record names, by name; none means every organization. */
function GroupNames({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const groups = useGroups();
  if (ids.length === 0) return <>{t('resources.everyone')}</>;
  const names = ids.map((id) => groups.data?.data.find((g) => g.id === id)?.name ?? `#${id}`);
  return <>{names.join(', ')}</>;
}

/**
 * What one cell of a resource list shows, by the column's kind (a plain function: no component per
 * cell; badges are Fluent's, drawn as plain elements with the list's `classes`).
 */
export function resourceCell(column: ResourceColumn, row: ResourceRecord, texts: CellTexts, classes: TableClasses): ReactNode {
  const { text, language } = texts;
  const value = row[column.field];
  switch (column.kind) {
    case 'status': {
      const code = String(value ?? '');
      return <div className={classes.badge[STATUS_COLORS[code] ?? 'informative']}>{text(`resources.status.${code}`, code)}</div>;
    }
    case 'option':
      return value === '' || value === null || value === undefined ? null : text(optionLabelKey(column.options ?? column.field, String(value)), String(value));
    case 'reference': {
      // A name Sideline seeds (a role's) in the console's language when the column names the set; others as typed.
      const name = String(row[refNameField(column.field)] ?? '');
      return column.options && name ? text(optionLabelKey(column.options, name), name) : name;
    }
    case 'boolean':
      return value === true ? <CheckmarkRegular aria-label={text('resources.yes')} /> : <span role="img" aria-label={text('resources.no')} />;
    case 'money':
      // Cents in the row's currency (an organization's own, or its organization's for fields and products).
      return typeof value === 'number' ? formatMoney(value, typeof row.currency === 'string' ? row.currency : DEFAULT_CURRENCY, language) : '';
    case 'number':
      return typeof value === 'number' ? texts.number(value) : '';
    case 'flag':
      return value === true ? <div className={classes.badge.brand}>{text(column.label)}</div> : null;
    case 'datetime':
      return formatValue(value, '', language);
    case 'groups':
      return <GroupNames ids={Array.isArray(value) ? (value as number[]) : []} />;
    case 'image':
      return typeof value === 'string' && value ? <img className={classes.thumb} src={value} alt="" width={48} height={32} /> : null;
    case 'text':
      // Texts Sideline seeds read in the console's language (the column's `options` set); others as typed.
      return column.options && typeof value === 'string' && value ? text(optionLabelKey(column.options, value), value) : String(value ?? '');
    default:
      return String(value ?? '');
  }
}
