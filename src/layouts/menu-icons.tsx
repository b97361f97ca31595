import {
  AppsRegular,
  BoxRegular,
  BuildingRegular,
  CalendarLtrRegular,
  CartRegular,
  CircleSmallRegular,
  DataBarVerticalRegular,
  HistoryRegular,
  MegaphoneRegular,
  PaymentRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonSupportRegular,
  ReceiptRegular,
  SettingsRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** Icons of the menu entries (domain/access/menu.ts names them by key). */
const ICONS: Record<string, ReactElement> = {
  calendar: <CalendarLtrRegular />,
  contacts: <PeopleRegular />,
  payments: <PaymentRegular />,
  video: <VideoClipRegular />,
  history: <HistoryRegular />,
  pos: <CartRegular />,
  box: <BoxRegular />,
  settings: <SettingsRegular />,
  reports: <DataBarVerticalRegular />,
  people: <PeopleTeamRegular />,
  billing: <ReceiptRegular />,
  building: <BuildingRegular />,
  apps: <AppsRegular />,
  megaphone: <MegaphoneRegular />,
  support: <PersonSupportRegular />,
  dot: <CircleSmallRegular />,
};

export const menuIcon = (key: string): ReactElement => ICONS[key] ?? <CircleSmallRegular />;
